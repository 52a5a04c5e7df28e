import { describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { png } from './competitions-support';
import { contest, desk, send, useUploadsDesk } from './official-desk-uploads-support';
import { newSignedIn } from './signed-in';

// The administration reads officials' match reports and opens their files, by an admin route
// only: an administrator with rights on leagues may, another official may not, the public not.
useUploadsDesk();

async function filedWithPhoto() {
  // The report as the projection keeps it (filing goes through command-service, not run here).
  await desk.running
    .knex('rm.match_reports')
    .insert({
      contest_id: contest,
      notes: 'Hala hladna, semafor kasnio.',
      incidents: '',
      attendance: 420,
      technical_fouls: JSON.stringify([]),
      unsportsmanlike_fouls: JSON.stringify([]),
      injuries: JSON.stringify([]),
      revision: 0,
      filed_by: desk.officialId,
      filed_at: new Date('2026-05-02T20:30:00Z'),
    })
    .onConflict('contest_id')
    .ignore();
  const photo = await send(desk.official, {
    name: 'dvorana.png',
    type: 'image/png',
    content: png(640, 480),
  });
  expect(photo.status).toBe(201);
  return photo.body as { id: number };
}

describe('when an administrator opens a match report', () => {
  it('reads the report and its files, and opens the photo and its thumbnail', async () => {
    const { id } = await filedWithPhoto();
    const admin = await newSignedIn(desk.running.url, desk.running.knex, 'admin', [
      'administrator',
    ]);
    const list = await admin.browser.get('/api/admin/leagues/1/match-reports');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ contest_id: contest, files: 1, first_team_name: 'A' }),
    ]);
    expect(list.body.data[0].report_filed_at).not.toBeNull();

    const answer = await admin.browser.get(`/api/admin/contests/${contest}/match-report`);
    expect(answer.status).toBe(200);
    expect(answer.body.report).toMatchObject({ notes: 'Hala hladna, semafor kasnio.' });
    const files = `/api/admin/contests/${contest}/files/${id}`;
    expect(answer.body.files).toEqual([
      expect.objectContaining({ id, url: files, thumbnail_url: `${files}/thumbnail` }),
    ]);
    const photo = await admin.browser.get(files);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    const thumbnail = await admin.browser.get(`${files}/thumbnail`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it('answers another official 403 and the public 401 on the admin routes', async () => {
    const { id } = await filedWithPhoto();
    const files = `/api/admin/contests/${contest}/files/${id}`;
    const other = await newSignedIn(
      desk.running.url,
      desk.running.knex,
      'official',
      ['referee'],
      ['view.leagues', 'view.contests'],
    );
    expect((await other.browser.get(files)).status).toBe(403);
    expect((await other.browser.get(`/api/admin/contests/${contest}/match-report`)).status).toBe(
      403,
    );
    // Even the official who filed it reads it on the desk, not through the administration.
    expect((await desk.official.get(files)).status).toBe(403);
    const anonymous = new TestBrowser(desk.running.url);
    expect((await anonymous.get(files)).status).toBe(401);
    expect((await anonymous.get(`${files}/thumbnail`)).status).toBe(401);
  });

  it('answers 404 for a match that does not exist', async () => {
    const admin = await newSignedIn(desk.running.url, desk.running.knex, 'admin', [
      'administrator',
    ]);
    expect((await admin.browser.get('/api/admin/contests/4040/match-report')).status).toBe(404);
  });
});
