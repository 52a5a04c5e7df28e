import type { Knex } from 'knex';
import type { Commands } from '@courtside/command-service';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * The public forms' demo (issue 10): a sport shown on scheduling (unless the catalogue has one
 * already), contact threads open and resolved, and an appointment in every state, so the
 * threads and appointments screens and the booking form show something at once. Rows go
 * straight into gateway's own tables, as the forms would write them; the captcha has nothing
 * to store for them. `waitFor` lets the projections catch up with a sport it created.
 */
export async function seedDemoPublicForms(
  knex: Knex,
  commands: Pick<Commands, 'createSport'>,
  now: Date,
  waitFor: (position: string) => Promise<void>,
): Promise<void> {
  let sport = (await knex('rm.sports').where({ show_on_scheduling: true }).first('id')) as
    { id: number } | undefined;
  if (!sport) {
    const created = await commands.createSport({ name: 'Košarka', show_on_scheduling: true }, {});
    await waitFor(created.position);
    sport = { id: created.id };
  }
  const arenas = (await knex('rm.arenas').orderBy('id').select('id')) as { id: number }[];
  const arenaId = arenas[0]?.id;
  const at = (days: number, hour: number) =>
    new Date(Math.floor(now.getTime() / day) * day + days * day + hour * 60 * minute);

  const threads = [
    {
      name: 'Jelena Marković',
      email: 'jelena.markovic@example.com',
      subject: 'Upis u ligu pionira',
      state: 'open',
      message: 'Zdravo, da li je upis za sezonu još otvoren? Imamo ekipu od 12 dece.',
      ago: 1,
    },
    {
      name: 'Nikola Đorđević',
      email: 'nikola.djordjevic@example.com',
      subject: 'Raspored za subotu',
      state: 'resolved',
      message: 'Da li se utakmica u subotu igra u 18 ili u 19 časova?',
      ago: 4,
    },
  ];
  for (const thread of threads) {
    const created = new Date(now.getTime() - thread.ago * day);
    const [row] = (await knex('contact_threads')
      .insert({
        name: thread.name,
        email: thread.email,
        subject: thread.subject,
        state: thread.state,
        submission_ip: '192.0.2.10',
        created_at: created,
        updated_at: created,
      })
      .returning('id')) as { id: number }[];
    if (!row) continue;
    await knex('contact_messages').insert({
      thread_id: row.id,
      body: thread.message,
      created_at: created,
    });
  }

  if (arenaId === undefined) return;
  const states = ['pending', 'processing', 'finished', 'archived', 'deleted'] as const;
  const teams = [
    ['KK Radnički', 'KK Sloga'],
    ['KK Mladost', 'KK Vojvodina'],
    ['KK Zemun', 'KK Dunav'],
    ['KK Novi Pazar', 'KK Sutjeska'],
    ['KK Tamiš', 'KK Proleter'],
  ];
  for (const [index, state] of states.entries()) {
    // Live bookings in separate slots; a finished one lies in the past.
    const startsAt = state === 'finished' ? at(-3, 18) : at(index + 2, 18);
    const [home, away] = teams[index] ?? ['KK Domaćin', 'KK Gost'];
    await knex('appointments').insert({
      full_name: ['Milan Petrović', 'Ana Jovanović', 'Stefan Ilić', 'Marija Lukić', 'Ivan Popović'][
        index
      ],
      email: `zakazivanje${index + 1}@example.com`,
      phone: `+381 64 555 01${index}${index}`,
      sport_id: sport.id,
      arena_id: arenaId,
      tournament: index % 2 === 0 ? 'Zimski kup' : null,
      home_team: home,
      away_team: away,
      starts_at: startsAt,
      duration_minutes: 90,
      ends_at: new Date(startsAt.getTime() + 90 * minute),
      notes: index === 0 ? 'Potreban nam je i zapisnički sto.' : '',
      state,
      submission_ip: '192.0.2.20',
      created_at: new Date(now.getTime() - (index + 1) * day),
      updated_at: new Date(now.getTime() - (index + 1) * day),
    });
  }
}
