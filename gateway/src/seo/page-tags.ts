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

/** The score as a page or card writes it, or null before the contest has one. */
export function contestScore(contest: PublicContest): string | null {
  return contest.status === 'finished' || contest.status === 'in_progress'
    ? `${contest.first_team_total}:${contest.second_team_total}`
    : null;
}

/** A contest as schema.org SportsEvent: who plays whom, when, where, and how it stands. */
function contestEvent(contest: PublicContest, url: string): Record<string, unknown> {
  const score = contestScore(contest);
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
    ...(score ? { description: score } : {}),
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

const statusText: Record<PublicContest['status'], string> = {
  scheduled: 'Zakazana',
  in_progress: 'Uživo',
  finished: 'Završena',
  postponed: 'Odložena',
  cancelled: 'Otkazana',
};

/** `2026-05-02T18:00:00.000Z` as the spec writes dates: day.month.year and the time, in UTC. */
export const dayMonthYear = (iso: string) =>
  `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;

/**
 * One contest's page: its title, description, card and SportsEvent JSON-LD (the contest as the
 * event, with the score in its description once there is one, inside its league).
 */
export function contestTags(contest: PublicContest, appUrl: string): PageTags {
  const url = `${appUrl}/contests/${contest.id}`;
  const teams = `${contest.first_team.name} – ${contest.second_team.name}`;
  const score = contestScore(contest);
  const description = [
    `${contest.league_name}, ${contest.round}. kolo: ${teams}`,
    `${dayMonthYear(contest.time)}${contest.location ? `, ${contest.location}` : ''}.`,
    `${statusText[contest.status]}${score ? `, ${score.replace(':', ' : ')}` : ''}.`,
  ].join(' ');
  const event = contestEvent(contest, url);
  return {
    title: `${teams}${score ? ` ${score}` : ''} · ${contest.league_name} · Courtside`,
    description,
    url,
    image: `${appUrl}/api/seo/contests/${contest.id}/card.png`,
    jsonLd: {
      '@context': 'https://schema.org',
      ...event,
      sport: 'Basketball',
      superEvent: {
        '@type': 'SportsEvent',
        name: contest.league_name,
        url: `${appUrl}/league/${contest.league_id}`,
      },
      // schema.org has no score property: the score is in the description, as for the league.
      description,
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
