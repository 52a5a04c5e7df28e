import type { PublicContest, PublicStandings } from '@courtside/events';

/** What a shared or crawled page says about itself before any script runs. */
export interface PageTags {
  title: string;
  description: string;
  url: string;
  image: string;
  jsonLd: Record<string, unknown>;
}

/** Text safe inside HTML or SVG, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const contestStatus: Record<PublicContest['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  in_progress: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/** A contest as schema.org SportsEvent: who plays whom, when, where, and how it stands. */
function contestEvent(contest: PublicContest, url: string): Record<string, unknown> {
  const home = { '@type': 'SportsTeam', name: contest.first_team.name };
  const away = { '@type': 'SportsTeam', name: contest.second_team.name };
  return {
    '@type': 'SportsEvent',
    name: `${contest.first_team.name} – ${contest.second_team.name}`,
    startDate: contest.time,
    eventStatus: contestStatus[contest.status],
    url,
    homeTeam: home,
    awayTeam: away,
    competitor: [home, away],
    ...(contest.location ? { location: { '@type': 'Place', name: contest.location } } : {}),
    ...(contest.status === 'finished' || contest.status === 'in_progress'
      ? { description: `${contest.first_team_total}:${contest.second_team_total}` }
      : {}),
  };
}

/**
 * The league page's title, description, card and SportsEvent JSON-LD (the league as the event,
 * its contests as sub-events). Serbian Latin, the site's default language (spec §1).
 */
export function leagueTags(standings: PublicStandings, appUrl: string): PageTags {
  const { league } = standings;
  const url = `${appUrl}/league/${league.id}`;
  const facts = [league.category?.name, league.season, league.city].filter(Boolean).join(', ');
  const leader = standings.standings[0];
  const description = [
    `${league.name}${facts ? ` (${facts})` : ''}: tabela, raspored i rezultati uživo.`,
    leader && leader.played > 0 ? `Vodi ${leader.team.name} sa ${leader.points} bodova.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const teams = standings.standings.map((row) => ({ '@type': 'SportsTeam', name: row.team.name }));
  return {
    title: `${league.name} · Courtside`,
    description,
    url,
    image: `${appUrl}/api/seo/leagues/${league.id}/card.png`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: league.name,
      description,
      url,
      startDate: league.start_date,
      sport: 'Basketball',
      eventStatus: 'https://schema.org/EventScheduled',
      ...(league.city ? { location: { '@type': 'Place', name: league.city } } : {}),
      competitor: teams,
      subEvent: standings.contests.map((contest) => contestEvent(contest, url)),
    },
  };
}

/** The head elements for `tags`; JSON-LD with `<` escaped so no text can close its script. */
export function headTags(tags: PageTags): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Courtside'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${JSON.stringify(tags.jsonLd).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

/** index.html with its generic title and description replaced by the page's own tags. */
export function withHeadTags(html: string, tags: PageTags): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace('</head>', `  ${headTags(tags)}\n  </head>`);
}
