/**
 * Circle-method pairings for the demo schedule: every pair meets once per half, the second
 * half mirrors the first with home and away swapped, an odd count gets a bye (-1).
 */
export function roundRobin(teamCount: number): [number, number][][] {
  const slots = Array.from({ length: teamCount % 2 === 0 ? teamCount : teamCount + 1 }, (_, i) =>
    i < teamCount ? i : -1,
  );
  const rounds: [number, number][][] = [];
  for (let round = 0; round < slots.length - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < slots.length / 2; i++) {
      const a = slots[i] as number;
      const b = slots[slots.length - 1 - i] as number;
      if (a === -1 || b === -1) continue;
      // Alternate who hosts so a team's home games spread through the half.
      pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Keep the first slot fixed and rotate the rest one place.
    const last = slots.pop() as number;
    slots.splice(1, 0, last);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([h, a]) => [a, h] as [number, number]))];
}
