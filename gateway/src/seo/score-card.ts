import sharp from 'sharp';
import type { PublicContest, PublicStandings } from '@courtside/events';
import { dayMonthYear, escapeHtml as escapeXml } from './page-tags';

const width = 1200;
const height = 630;

/** A name cut to fit its column: the card is an image, nothing wraps. */
const fit = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

function latestResult(contests: PublicContest[]): PublicContest | undefined {
  return contests
    .filter((contest) => contest.status === 'finished' || contest.status === 'in_progress')
    .sort((a, b) => b.time.localeCompare(a.time))[0];
}

/** The card's frame (colours, type, brand) around `body`, a 1200×630 SVG. */
function cardSvg(title: string, facts: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <style>
    text { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #f8fafc; }
    .title { font-size: 56px; font-weight: bold; }
    .facts { font-size: 30px; fill: #cbd5e1; }
    .row { font-size: 38px; }
    .label { font-size: 26px; fill: #fbbf24; font-weight: bold; }
    .team { font-size: 36px; }
    .score { font-size: 84px; font-weight: bold; }
    .brand { font-size: 26px; fill: #94a3b8; }
  </style>
  <rect width="100%" height="100%" fill="#0f172a" />
  <rect x="0" y="0" width="${width}" height="12" fill="#f97316" />
  <text x="80" y="110" class="title">${escapeXml(fit(title, 34))}</text>
  <text x="80" y="160" class="facts">${escapeXml(fit(facts, 60))}</text>
  ${body}
  <text x="80" y="590" class="brand">Courtside</text>
</svg>`;
}

/** The card's SVG: the league's name, its top five and the latest score. */
export function scoreCardSvg(standings: PublicStandings): string {
  const { league } = standings;
  const facts = [league.category?.name, league.season, league.city].filter(Boolean).join(' · ');
  const rows = standings.standings.slice(0, 5).map((row, index) => {
    const y = 250 + index * 62;
    return [
      `<text x="80" y="${y}" class="row">${row.position}.</text>`,
      `<text x="140" y="${y}" class="row">${escapeXml(fit(row.team.name, 28))}</text>`,
      `<text x="760" y="${y}" class="row" text-anchor="end">${row.points}</text>`,
    ].join('');
  });
  const latest = latestResult(standings.contests);
  const result = latest
    ? [
        `<text x="1120" y="250" class="label" text-anchor="end">${latest.status === 'in_progress' ? 'UŽIVO' : 'REZULTAT'}</text>`,
        `<text x="1120" y="330" class="team" text-anchor="end">${escapeXml(fit(latest.first_team.name, 18))}</text>`,
        `<text x="1120" y="400" class="team" text-anchor="end">${escapeXml(fit(latest.second_team.name, 18))}</text>`,
        `<text x="1120" y="500" class="score" text-anchor="end">${latest.first_team_total} : ${latest.second_team_total}</text>`,
      ].join('')
    : '';
  return cardSvg(league.name, facts, `${rows.join('\n  ')}\n  ${result}`);
}

const contestLabel: Record<PublicContest['status'], string> = {
  scheduled: 'ZAKAZANO',
  in_progress: 'UŽIVO',
  finished: 'KONAČNO',
  postponed: 'ODLOŽENO',
  cancelled: 'OTKAZANO',
};

/** One contest's card: its league and round, both teams, the score (or the tip-off) and status. */
export function contestCardSvg(contest: PublicContest): string {
  const facts = [`${contest.round}. kolo`, dayMonthYear(contest.time), contest.location]
    .filter(Boolean)
    .join(' · ');
  const scored = contest.status === 'finished' || contest.status === 'in_progress';
  const points = (total: number) => (scored ? String(total) : '–');
  const body = [
    `<text x="80" y="260" class="label">${contestLabel[contest.status]}</text>`,
    `<text x="80" y="360" class="title">${escapeXml(fit(contest.first_team.name, 26))}</text>`,
    `<text x="1120" y="360" class="score" text-anchor="end">${points(contest.first_team_total)}</text>`,
    `<text x="80" y="480" class="title">${escapeXml(fit(contest.second_team.name, 26))}</text>`,
    `<text x="1120" y="480" class="score" text-anchor="end">${points(contest.second_team_total)}</text>`,
  ].join('\n  ');
  return cardSvg(contest.league_name, facts, body);
}

/** A card's SVG as a 1200×630 PNG, the size Open Graph previews use. */
export function cardPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The league's score card as a PNG. */
export function scoreCardPng(standings: PublicStandings): Promise<Buffer> {
  return cardPng(scoreCardSvg(standings));
}

/** One contest's score card as a PNG. */
export function contestCardPng(contest: PublicContest): Promise<Buffer> {
  return cardPng(contestCardSvg(contest));
}
