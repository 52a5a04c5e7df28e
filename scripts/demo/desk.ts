import type { Knex } from 'knex';
import sharp from 'sharp';
import type { Commands } from '@courtside/command-service';
import type { EventStore } from '@courtside/events';
import { seedMatchFile, type GatewayConfig } from '@courtside/gateway';
import { demoAccounts } from './data';

/** The desk's commands the demo drives: a filed report and officials' tests. */
export type DeskSeedCommands = Pick<
  Commands,
  | 'fileMatchReport'
  | 'createOfficialTest'
  | 'assignOfficialTest'
  | 'startOfficialTest'
  | 'submitOfficialTest'
>;

/** A facility photo as a phone would send it (a real image, so it gets a thumbnail). */
function facilityPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 960, height: 640, channels: 3, background: { r: 196, g: 120, b: 52 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="960" height="640"><rect x="80" y="360" width="800" height="200" fill="#7a4a1e"/><circle cx="480" cy="460" r="70" fill="none" stroke="#fff" stroke-width="8"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A one-page PDF standing for the scanned score sheet. */
function scoreSheet(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

const rulesTest = {
  title: 'Pravila igre: faulovi i prekršaji',
  pass_mark: 60,
  time_limit_minutes: 20,
  questions: [
    {
      text: 'Koliko ličnih grešaka igrač sme da napravi pre isključenja?',
      multiple: false,
      options: [
        { text: 'Četiri', correct: false },
        { text: 'Pet', correct: true },
        { text: 'Šest', correct: false },
      ],
    },
    {
      text: 'Šta se dosuđuje za nesportsku grešku?',
      multiple: true,
      options: [
        { text: 'Slobodna bacanja', correct: true },
        { text: 'Posed lopte', correct: true },
        { text: 'Samo upozorenje', correct: false },
      ],
    },
    {
      text: 'Koliko traje napad (šot-klok)?',
      multiple: false,
      options: [
        { text: '24 sekunde', correct: true },
        { text: '30 sekundi', correct: false },
      ],
    },
  ],
};

const mechanicsTest = {
  title: 'Mehanika suđenja u troje',
  pass_mark: 70,
  time_limit_minutes: 15,
  questions: [
    {
      text: 'Ko vodi igru na strani stola?',
      multiple: false,
      options: [
        { text: 'Centralni sudija', correct: true },
        { text: 'Vodeći sudija', correct: false },
      ],
    },
    {
      text: 'Koje su pozicije sudija u sistemu trojice?',
      multiple: true,
      options: [
        { text: 'Vodeći', correct: true },
        { text: 'Prateći', correct: true },
        { text: 'Centralni', correct: true },
        { text: 'Zapisničar', correct: false },
      ],
    },
  ],
};

/**
 * The officials' desk as a new user should find it: the demo official's report for a match he
 * delegated (notes, attendance, a technical foul, an injury) with a facility photo and the score
 * sheet, and two officials' tests given to him, one taken and passed, one not started yet.
 * Answers the position of the last event, for waiting on the projections.
 */
export async function seedDemoDesk(
  knex: Knex,
  store: EventStore,
  config: Pick<GatewayConfig, 'matchFilesDir'>,
  commands: DeskSeedCommands,
  reportedContestId: number | undefined,
  now: Date,
): Promise<string | null> {
  const official = (await knex('accounts')
    .where({ email: demoAccounts.official.email, kind: 'official' })
    .first('id')) as { id: number } | undefined;
  if (!official) return null;
  const asOfficial = { actor: { kind: 'official' as const, id: String(official.id) } };

  if (reportedContestId !== undefined) {
    await commands.fileMatchReport(
      reportedContestId,
      {
        notes: 'Utakmica počela na vreme. Hala puna, semafor i šot-klok ispravni.',
        incidents: 'U trećoj četvrtini kratak prekid zbog vlage na parketu (4 minuta).',
        attendance: 1350,
        technical_fouls: [{ side: 'home', person: 'Trener domaćih', note: 'Prigovor sudiji' }],
        unsportsmanlike_fouls: [],
        injuries: [
          { side: 'away', person: 'Krilo gostiju, br. 9', note: 'Uganuće skočnog zgloba' },
        ],
        expected_revision: null,
      },
      asOfficial,
    );
    const files = [
      { kind: 'facility' as const, name: 'hala-pre-utakmice.jpg', bytes: await facilityPhoto() },
      { kind: 'score-sheet' as const, name: 'zapisnik.pdf', bytes: scoreSheet() },
    ];
    for (const file of files) {
      await seedMatchFile(knex, config, store, {
        contestId: reportedContestId,
        ...file,
        uploadedBy: official.id,
        now,
      });
    }
  }

  const passed = await commands.createOfficialTest(rulesTest);
  await commands.assignOfficialTest(passed.id, { account_ids: [official.id] });
  await commands.startOfficialTest(passed.id, asOfficial);
  await commands.submitOfficialTest(
    passed.id,
    {
      answers: [
        { question_id: 1, option_ids: [2] },
        { question_id: 2, option_ids: [1, 2] },
        { question_id: 3, option_ids: [1] },
      ],
    },
    asOfficial,
  );
  const waiting = await commands.createOfficialTest(mechanicsTest);
  const assigned = await commands.assignOfficialTest(waiting.id, { account_ids: [official.id] });
  return assigned.position;
}
