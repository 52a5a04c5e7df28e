import { workflowTimeZone } from '@courtside/events';
import { line, type WorkflowKindRunner } from '../context';
import { leagueRow } from './league-rows';

interface Assignment {
  account_id: number;
  email: string;
  name: string;
  role: string;
  contest_id: number;
  time: string;
  location: string | null;
  first_team_name: string;
  second_team_name: string;
}

/** Tomorrow's date in the zone, and when it begins and ends there (UTC instants). */
function tomorrow(now: Date): { day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: workflowTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  return { day: new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10) };
}

const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn', {
    timeZone: workflowTimeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

function mailText(name: string, league: string, day: string, matches: Assignment[]): string {
  const lines = matches.map(
    (m) =>
      `- ${clockTime(m.time)} ${m.first_team_name} – ${m.second_team_name}` +
      `${m.location ? `, ${m.location}` : ''} (${m.role})`,
  );
  return [
    `Poštovani/a ${name},`,
    '',
    `podsećamo vas na sutrašnje utakmice (${day}) u ligi ${league} na kojima ste određeni:`,
    ...lines,
    '',
    'Courtside',
  ].join('\n');
}

/**
 * Remind officials of tomorrow's matches: one mail per official with a match of the league
 * tomorrow (the platform's zone, from the injected clock), listing each match with its role. Each
 * official is a step, so a resumed run mails only those not mailed yet.
 */
export const officialReminders: WorkflowKindRunner = {
  async run(run) {
    const league = await leagueRow(run.knex, run.leagueId);
    const { day } = tomorrow(run.clock());
    const rows: Assignment[] = await run.knex
      .from('rm.contests as c')
      .join('rm.contest_officials as co', 'co.contest_id', 'c.id')
      .join('accounts as a', 'a.id', 'co.account_id')
      .where('c.league_id', run.leagueId)
      .whereNotIn('c.status', ['cancelled', 'postponed', 'finished'])
      .whereRaw(`to_char(c.time AT TIME ZONE ?, 'YYYY-MM-DD') = ?`, [workflowTimeZone, day])
      .orderBy(['a.id', 'c.time'])
      .select(
        'co.account_id',
        'a.email',
        'a.name',
        'co.role',
        'c.id as contest_id',
        run.knex.raw(`to_json(c.time) #>> '{}' AS time`),
        'c.location',
        'c.first_team_name',
        'c.second_team_name',
      );
    const officials = new Map<number, Assignment[]>();
    for (const row of rows)
      officials.set(row.account_id, [...(officials.get(row.account_id) ?? []), row]);
    if (officials.size === 0) await run.log(line('noMatchesTomorrow', { day }));
    for (const [accountId, matches] of officials) {
      const first = matches[0]!;
      await run.step(`mail-${accountId}`, officials.size, async () => {
        await run.mailer.send({
          to: first.email,
          subject: `Podsetnik: utakmice ${day} – ${league.name}`,
          text: mailText(first.name, league.name, day, matches),
        });
        return { line: line('reminderSent', { name: first.name, matches: matches.length }) };
      });
    }
    return line('remindersDone', { officials: officials.size, day });
  },
};
