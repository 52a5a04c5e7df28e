import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jsonLd, seoGatewayForFile } from './seo-support';

// Issue 10 (findable): a crawler or a link preview runs no script, so the league page's own
// title, description, Open Graph card and SportsEvent JSON-LD must be in the HTML itself.

const gateway = seoGatewayForFile(async (rows) => {
  await rows.league({ id: 1, name: 'Prva liga <Vojvodine>', category: [3, 'Seniori'] });
  await rows.league({ id: 2, name: 'Zatvoreni turnir', public: false });
  await rows.team(1, 10, 'Vojvodina');
  await rows.team(1, 20, 'Proleter');
  await rows.contest({
    id: 100,
    leagueId: 1,
    time: '2026-05-02T18:00:00Z',
    teams: [10, 'Vojvodina', 20, 'Proleter'],
    scores: [20, 18, 22, 16, 0, 18, 21, 15, 18, 0],
    status: 'finished',
  });
  await rows.standing(1, 10, 'Vojvodina', 1, 2);
  await rows.standing(1, 20, 'Proleter', 2, 1);
});
const page = (route: string) => gateway.page(route);

describe('when a crawler opens a public league page', () => {
  it('reads the league in the title and description, once each', async () => {
    const html = await page('/league/1');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Prva liga &lt;Vojvodine&gt; · Courtside</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="Prva liga &lt;Vojvodine&gt; \(Seniori/);
    expect(html).toContain('Vodi Vojvodina sa 2 bodova.');
    expect(html).toContain('id="root"');
  });

  it('finds Open Graph tags whose image is the league score card, a real PNG', async () => {
    const html = await page('/league/1');
    expect(html).toContain(
      '<meta property="og:title" content="Prva liga &lt;Vojvodine&gt; · Courtside" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://liga.example/league/1" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toBe('https://liga.example/api/seo/leagues/1/card.png');
    const card = await fetch(`${gateway.running.url}/api/seo/leagues/1/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('reads the league and its contests as schema.org SportsEvent JSON-LD', async () => {
    const data = jsonLd(await page('/league/1'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Prva liga <Vojvodine>',
      url: 'https://liga.example/league/1',
      competitor: [
        { '@type': 'SportsTeam', name: 'Vojvodina' },
        { '@type': 'SportsTeam', name: 'Proleter' },
      ],
      subEvent: [
        {
          '@type': 'SportsEvent',
          name: 'Vojvodina – Proleter',
          startDate: '2026-05-02T18:00:00.000Z',
          homeTeam: { '@type': 'SportsTeam', name: 'Vojvodina' },
          awayTeam: { '@type': 'SportsTeam', name: 'Proleter' },
          description: '76:72',
        },
      ],
    });
  });

  it('gets the plain app, with nothing of the league, for a private or unknown league', async () => {
    for (const route of ['/league/2', '/league/999', '/league/abc']) {
      const html = await page(route);
      expect(html).toContain('<title>Courtside</title>');
      expect(html).not.toContain('og:image');
      expect(html).not.toContain('Zatvoreni');
    }
    expect((await fetch(`${gateway.running.url}/api/seo/leagues/2/card.png`)).status).toBe(404);
  });
});
