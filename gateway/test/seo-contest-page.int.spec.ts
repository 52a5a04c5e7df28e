import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jsonLd, seoGatewayForFile } from './seo-support';

// Issue 10 (findable, shareable): a shared match link previews the match itself, and crawlers
// read it as a SportsEvent, before any script runs.

const gateway = seoGatewayForFile(async (rows) => {
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Zatvoreni turnir', public: false });
  await rows.team(1, 10, 'Vojvodina <NS>');
  await rows.team(1, 20, 'Proleter');
  await rows.team(2, 30, 'Tajni tim');
  await rows.contest({
    id: 100,
    leagueId: 1,
    time: '2026-05-02T18:00:00Z',
    teams: [10, 'Vojvodina <NS>', 20, 'Proleter'],
    scores: [20, 18, 22, 16, 4, 18, 21, 15, 18, 2],
    status: 'finished',
  });
  await rows.contest({
    id: 101,
    leagueId: 1,
    time: '2026-05-09T19:30:00Z',
    teams: [20, 'Proleter', 10, 'Vojvodina <NS>'],
  });
  await rows.contest({
    id: 200,
    leagueId: 2,
    time: '2026-05-02T18:00:00Z',
    teams: [30, 'Tajni tim', 30, 'Tajni tim'],
    scores: [1, 1, 1, 1, 0, 1, 1, 1, 1, 0],
  });
});
const page = (route: string) => gateway.page(route);

describe('when a crawler opens a finished public contest', () => {
  it('reads both teams, the score, the date day.month.year and the arena, once each', async () => {
    const html = await page('/contests/100');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Vojvodina &lt;NS&gt; – Proleter 80:74 · Prva liga · Courtside</title>',
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Prva liga, 1. kolo: Vojvodina &lt;NS&gt; – Proleter 02.05.2026 18:00, Spens. Završena, 80 : 74." />',
    );
    expect(html).toContain('<link rel="canonical" href="https://liga.example/contests/100" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://liga.example/contests/100" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('id="root"');
  });

  it('previews the contest score card, a real 1200×630 PNG', async () => {
    const html = await page('/contests/100');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toBe('https://liga.example/api/seo/contests/100/card.png');
    const card = await fetch(`${gateway.running.url}/api/seo/contests/100/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('reads the contest as a SportsEvent with teams, start, place, status and score', async () => {
    const data = jsonLd(await page('/contests/100'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Vojvodina <NS> – Proleter',
      url: 'https://liga.example/contests/100',
      startDate: '2026-05-02T18:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Spens' },
      homeTeam: { '@type': 'SportsTeam', name: 'Vojvodina <NS>' },
      awayTeam: { '@type': 'SportsTeam', name: 'Proleter' },
      superEvent: { name: 'Prva liga', url: 'https://liga.example/league/1' },
    });
    expect(String(data.description)).toContain('80 : 74');
  });
});

describe('when a crawler opens a contest not played yet', () => {
  it('reads when it starts and no score', async () => {
    const html = await page('/contests/101');
    expect(html).toContain(
      '<title>Proleter – Vojvodina &lt;NS&gt; · Prva liga · Courtside</title>',
    );
    expect(html).toContain('09.05.2026 19:30, Spens. Zakazana.');
    const data = jsonLd(html);
    expect(data).toMatchObject({ startDate: '2026-05-09T19:30:00.000Z' });
    expect(String(data.description)).not.toMatch(/\d+ : \d+/);
    expect((await fetch(`${gateway.running.url}/api/seo/contests/101/card.png`)).status).toBe(200);
  });
});

describe("when a crawler opens a private league's contest or an unknown one", () => {
  it('gets the plain app, with nothing of the contest, and no card', async () => {
    for (const route of ['/contests/200', '/contests/999', '/contests/abc']) {
      const html = await page(route);
      expect(html).toContain('<title>Courtside</title>');
      expect(html).not.toContain('og:image');
      expect(html).not.toContain('Tajni');
      expect(html).not.toContain('Zatvoreni');
    }
    expect((await fetch(`${gateway.running.url}/api/seo/contests/200/card.png`)).status).toBe(404);
    expect((await fetch(`${gateway.running.url}/api/seo/contests/999/card.png`)).status).toBe(404);
  });
});
