import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { official, startStack, type Stack } from './stack';

let stack: Stack;
let browser: TestBrowser;
let reportPath: string;

const report = {
  notes: 'Utakmica je počela na vreme.',
  incidents: 'Navijači su bacili upaljač u 3. četvrtini.',
  attendance: 1850,
  technical_fouls: [{ side: 'home', person: 'Trener Jovanović', note: 'Prigovor' }],
  unsportsmanlike_fouls: [{ side: 'away', person: 'Igrač #7', note: null }],
  injuries: [{ side: 'away', person: 'Igrač #12', note: 'Skočni zglob' }],
};

beforeAll(async () => {
  stack = await startStack();
  browser = new TestBrowser(stack.url);
  expect((await browser.signIn(official.email, official.password)).status).toBe(200);
  reportPath = `/api/officials/games/${stack.contestId}/report`;
});

afterAll(async () => {
  await stack.close();
});

describe('when an official files a match report', () => {
  it('shows it back as filed, with who filed it and its revision', async () => {
    const empty = await browser.get(reportPath);
    expect(empty.body).toMatchObject({ revision: null, notes: '', technical_fouls: [] });

    const filed = await browser.request('PUT', reportPath, {
      body: { ...report, expected_revision: null },
    });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({
      ...report,
      revision: 0,
      filed_by: { name: 'Marko Petrović' },
    });
    expect((await browser.get(reportPath)).body).toMatchObject({ ...report, revision: 0 });
  });

  it('refuses a filing based on a report someone else replaced, changing nothing', async () => {
    const before = await stack.eventCount();
    const stale = await browser.request('PUT', reportPath, {
      body: { ...report, notes: 'Drugačije', expected_revision: null },
    });
    expect(stale.status).toBe(409);
    expect(await stack.eventCount()).toBe(before);
    expect((await browser.get(reportPath)).body.notes).toBe(report.notes);
  });

  it('refuses bad input with 422 naming the fields, appending nothing', async () => {
    const before = await stack.eventCount();
    const refused = await browser.request('PUT', reportPath, {
      body: {
        ...report,
        attendance: -5,
        injuries: [{ side: 'bench', person: '' }],
        expected_revision: 0,
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      attendance: ['Enter attendance as a whole number from 0 to 100000.'],
      'injuries[0].side': ['The given data was invalid.'],
      'injuries[0].person': ['This field is required.'],
    });
    expect(await stack.eventCount()).toBe(before);
  });
});
