const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * Kick-off times of the demo's round today in the first league, as of `now`: the first contest
 * under way (started about 70 minutes ago), the other `count - 1` later today. "Today" is the UTC
 * day the rest of the app shows, so late in the evening the later contests close up before
 * midnight instead of spilling into tomorrow, and just after midnight the contest under way
 * started at midnight.
 */
export function todaysKickOffs(now: Date, count: number): Date[] {
  const dayStart = Math.floor(now.getTime() / day) * day;
  const dayEnd = dayStart + day;
  const underWay = Math.max(dayStart, floorTo(now.getTime() - 70 * minute, 5 * minute));
  const later = Array.from({ length: Math.max(count - 1, 0) }, (_, index) =>
    ceilTo(now.getTime() + (60 + (index + 1) * 30) * minute, 5 * minute),
  );
  if (later.some((time) => time >= dayEnd)) {
    // Evenly between now and midnight, on whole minutes, each still in the future.
    const step = (dayEnd - now.getTime()) / count;
    for (const [index] of later.entries()) {
      later[index] = Math.max(
        ceilTo(now.getTime() + 1, minute),
        floorTo(now.getTime() + (index + 1) * step, minute),
      );
    }
  }
  return [new Date(underWay), ...later.map((time) => new Date(time))];
}

function floorTo(value: number, unit: number): number {
  return Math.floor(value / unit) * unit;
}

function ceilTo(value: number, unit: number): number {
  return Math.ceil(value / unit) * unit;
}
