import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applied,
  leagueContents,
  preview,
  providerCases,
  startProvidersWorld,
  type ProvidersWorld,
} from './providers-support';

// Issue 12: a team the provider renamed is renamed in Courtside by the next import, everywhere
// a user sees it, and the audit history shows the rename; an unusable name imports nothing.

let world: ProvidersWorld;

beforeAll(async () => {
  world = await startProvidersWorld();
});

afterAll(async () => {
  await world?.close();
});

describe.each(providerCases)('when $provider renames a team', ({ provider, name, fake, id }) => {
  it('renames it everywhere on the next import, once, and shows it in the history', async () => {
    const first = await preview(world.stack, world.superAdmin, provider, id(world));
    expect((await applied(world.superAdmin, first.body.data.id)).state).toBe('succeeded');
    const team = fake(world).season.teams[0]!;
    const oldName = team.name;
    team.name = `${oldName.replace(/^KK /, '')} Novi Sad`;
    expect(team.name).not.toContain(oldName);

    const planned = await preview(world.stack, world.superAdmin, provider, id(world));
    expect(planned.body.data.counts.teams).toEqual({ new: 0, changed: 1, unchanged: 11 });
    const done = await applied(world.superAdmin, planned.body.data.id);
    expect(done).toMatchObject({ state: 'succeeded', outcome: { updated: 1 } });

    const held = await leagueContents(world.stack, name);
    expect(held.leagues).toHaveLength(1);
    expect(held.teams).toContain(team.name);
    expect(held.teams).not.toContain(oldName);
    const names = held.contests.flatMap((c) => [c.first_team_name, c.second_team_name]);
    expect(names).toContain(team.name);
    expect(names).not.toContain(oldName);
    const teamId = (planned.body.data.teams as { name: string; id: number }[]).find(
      (t) => t.name === team.name,
    )!.id;
    const standings = await world.superAdmin.get(`/api/leagues/${held.leagues[0]}/standings`);
    const table = standings.body.standings as { team: { id: number; name: string } }[];
    expect(table.find((row) => row.team.id === teamId)?.team.name).toBe(team.name);
    expect(JSON.stringify(standings.body)).not.toContain(oldName);

    const history = await world.superAdmin.request('GET', `/api/history/team/${teamId}`);
    const entries = history.body.data as { event: string; changes: Record<string, unknown> }[];
    expect(entries.map((e) => e.event)).toEqual(['TeamRegistered', 'LeagueTeamRenamed']);
    expect(entries[1]?.changes['name']).toEqual({ old: oldName, new: team.name });

    // A third import finds nothing to do and records no event.
    const events = await world.stack.eventCount();
    const third = await preview(world.stack, world.superAdmin, provider, id(world));
    expect(third.body.data.counts.teams).toEqual({ new: 0, changed: 0, unchanged: 12 });
    expect((await applied(world.superAdmin, third.body.data.id)).state).toBe('succeeded');
    expect(await world.stack.eventCount()).toBe(events);
  }, 180_000);

  it('refuses a rename to an empty, too long or taken name clearly, applying nothing', async () => {
    const teams = fake(world).season.teams;
    const kept = [teams[1]!.name, teams[2]!.name];
    try {
      // A blank name: the preview already refuses the provider's data.
      teams[2]!.name = ' ';
      const events = await world.stack.eventCount();
      const blank = await preview(world.stack, world.superAdmin, provider, id(world));
      expect(blank.status).toBe(422);
      expect(blank.body.message).toContain('cannot read');
      // A name over the spec's 255 characters: refused alike, with the other team's rename
      // in the same import not carried out either.
      teams[1]!.name = `${kept[0]} B`;
      teams[2]!.name = 'K'.repeat(256);
      const long = await preview(world.stack, world.superAdmin, provider, id(world));
      expect(long.status).toBe(422);
      expect(long.body.message).toContain('cannot read');
      // Two teams of the season named alike: refused alike.
      teams[1]!.name = kept[0]!;
      teams[2]!.name = ` ${kept[0]!.toUpperCase()} `;
      const twice = await preview(world.stack, world.superAdmin, provider, id(world));
      expect(twice.status).toBe(422);
      expect(twice.body.message).toContain('cannot read');
      expect(await world.stack.eventCount()).toBe(events);
      expect((await leagueContents(world.stack, name)).teams).toContain(kept[0]);
    } finally {
      teams[1]!.name = kept[0]!;
      teams[2]!.name = kept[1]!;
    }
  });

  it('lets two teams swap names in one import, both renamed', async () => {
    const teams = fake(world).season.teams;
    const [first, second] = [teams[3]!, teams[4]!];
    const kept = [first.name, second.name] as const;
    try {
      first.name = kept[1];
      second.name = kept[0];
      const planned = await preview(world.stack, world.superAdmin, provider, id(world));
      expect(planned.body.data.counts.teams).toEqual({ new: 0, changed: 2, unchanged: 10 });
      const done = await applied(world.superAdmin, planned.body.data.id);
      expect(done).toMatchObject({ state: 'succeeded', outcome: { updated: 2 } });
      // The preview lists each team under its new name, with its Courtside id.
      const rows = planned.body.data.teams as { name: string; id: number; state: string }[];
      const idOf = (newName: string) => rows.find((row) => row.name === newName)!.id;
      expect(idOf(kept[0])).not.toBe(idOf(kept[1]));
      const league = (await leagueContents(world.stack, name)).leagues[0];
      const standings = await world.superAdmin.get(`/api/leagues/${league}/standings`);
      const table = standings.body.standings as { team: { id: number; name: string } }[];
      expect(table.find((row) => row.team.id === idOf(kept[1]))?.team.name).toBe(kept[1]);
      expect(table.find((row) => row.team.id === idOf(kept[0]))?.team.name).toBe(kept[0]);
      const again = await preview(world.stack, world.superAdmin, provider, id(world));
      expect(again.body.data.counts.teams).toEqual({ new: 0, changed: 0, unchanged: 12 });
    } finally {
      first.name = kept[0];
      second.name = kept[1];
    }
  });
});
