import type { AnyObjectSchema } from 'yup';
import { contestListFilterSchema, playerBaseFilterSchema } from '@courtside/events';
import { pagingSchema } from '../results/public-routes';
import { categoriesSchema, eventsSchema, seasonSchema, statisticsSchema } from '../results/schemas';
import { cutSchema } from '../results/standings-routes';
import { initialsQuery } from '../users/avatar-routes';
import type { Answer } from './responses';
import type { JsonSchema } from './yup-json-schema';

/** A documented public read: its path as Express declares it, and what it takes and answers. */
export interface PublicRead {
  path: string;
  tag: 'Leagues' | 'Contests' | 'Seasons' | 'Clubs and players' | 'Platform';
  summary: string;
  /** The yup schema the route validates its query string with. */
  query?: AnyObjectSchema;
  answer: Answer;
  /** Read as the key for the key's own leagues (private ones too), as the public otherwise. */
  leagueScoped?: boolean;
}

/** Path parameters that are not a numeric id. */
export const pathParameters: Record<string, JsonSchema> = {
  yyyy: { type: 'string', pattern: '^\\d{4}$' },
  mm: { type: 'string', pattern: '^\\d{1,2}$' },
  dd: { type: 'string', pattern: '^\\d{1,2}$' },
  page: { enum: ['privacy', 'terms'] },
  file: { type: 'string', pattern: '^\\d{1,10}-[a-f0-9]{16}\\.(png|jpg|gif|webp)$' },
};

/**
 * Public GET routes that are session plumbing, not data: the browser app calls them, an
 * integration has no use for them. Every other public GET route must be in `publicReads`
 * (openapi.int.spec.ts walks the router to hold that).
 */
export const undocumented: Record<string, string> = {
  'GET /sanctum/csrf-cookie': "the browser's CSRF cookie",
  'GET /logout': "ends the browser's session",
  'GET /video-zone/logout': "ends a representative's session",
  'GET /captcha/challenge': 'a puzzle for the public forms',
};

const csv = { media: 'text/csv' };

export const publicReads: PublicRead[] = [
  {
    path: '/leagues',
    tag: 'Leagues',
    summary: 'Public leagues, newest first, paged',
    query: pagingSchema,
    answer: { schema: 'LeaguePage' },
  },
  {
    path: '/active-leagues',
    tag: 'Leagues',
    summary: 'Leagues playing today',
    answer: { schema: 'Json' },
  },
  {
    path: '/leagues/:id',
    tag: 'Leagues',
    summary: 'A league with its teams and contests',
    answer: { schema: 'LeagueDetail' },
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/public-standings',
    tag: 'Leagues',
    summary: "A league's standings and contests",
    answer: { schema: 'Standings' },
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/public-table',
    tag: 'Leagues',
    summary: "A league's standings table alone, without its contests",
    answer: { schema: 'Json' },
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/public-schedule',
    tag: 'Leagues',
    summary: "A league's schedule",
    answer: { schema: 'Schedule' },
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/standings',
    tag: 'Leagues',
    summary: 'Standings as of a round or a day',
    query: cutSchema,
    answer: { schema: 'Standings' },
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/standings.csv',
    tag: 'Leagues',
    summary: 'Standings as a CSV file',
    query: cutSchema,
    answer: csv,
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/schedule.csv',
    tag: 'Leagues',
    summary: 'The schedule as a CSV file',
    answer: csv,
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/schedule.ics',
    tag: 'Leagues',
    summary: 'The schedule as an iCalendar feed',
    answer: { media: 'text/calendar' },
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/statistics',
    tag: 'Leagues',
    summary: "A league's statistics, or one team's",
    query: statisticsSchema,
    answer: { schema: 'Json' },
    leagueScoped: true,
  },
  {
    path: '/leagues/:id/bracket',
    tag: 'Leagues',
    summary: "A play-off's bracket",
    answer: { schema: 'Json' },
    leagueScoped: true,
  },
  {
    path: '/leagues/team/:id/link',
    tag: 'Clubs and players',
    summary: "A team's licensed players and officials",
    answer: { schema: 'Json' },
    leagueScoped: true,
  },
  {
    path: '/teams/:id/schedule.ics',
    tag: 'Contests',
    summary: "A team's contests as an iCalendar feed",
    answer: { media: 'text/calendar' },
  },
  {
    path: '/leagues/:yyyy/:mm/:dd/contests',
    tag: 'Contests',
    summary: 'Contests of one day',
    answer: { schema: 'ContestsOfDay' },
  },
  {
    path: '/contests',
    tag: 'Contests',
    summary: 'Contests, filtered and paged',
    query: contestListFilterSchema,
    answer: { schema: 'Json' },
  },
  {
    path: '/contests-filters',
    tag: 'Contests',
    summary: 'What the contests list filters by',
    answer: { schema: 'Json' },
  },
  { path: '/contests/:id', tag: 'Contests', summary: 'One contest', answer: { schema: 'Contest' } },
  {
    path: '/events',
    tag: 'Seasons',
    summary: 'Days with contests in a year, month or day',
    query: eventsSchema,
    answer: { schema: 'Json' },
  },
  {
    path: '/season',
    tag: 'Seasons',
    summary: 'The season of a day and its top categories',
    query: seasonSchema,
    answer: { schema: 'Json' },
  },
  {
    path: '/categories',
    tag: 'Seasons',
    summary: 'Categories of a season',
    query: categoriesSchema,
    answer: { schema: 'Json' },
  },
  { path: '/clubs/:id', tag: 'Clubs and players', summary: 'A club', answer: { schema: 'Json' } },
  {
    path: '/player-base',
    tag: 'Clubs and players',
    summary: 'Licensed players, filtered and paged',
    query: playerBaseFilterSchema,
    answer: { schema: 'Json' },
  },
  {
    path: '/player-base/filters',
    tag: 'Clubs and players',
    summary: 'What the player base filters by',
    answer: { schema: 'Json' },
  },
  {
    path: '/video-zone/clubs',
    tag: 'Clubs and players',
    summary: 'Clubs a representative may register for',
    answer: { schema: 'Json' },
  },
  {
    path: '/video-zone/sports',
    tag: 'Platform',
    summary: 'Sports offered for recordings',
    answer: { schema: 'Json' },
  },
  {
    path: '/appointments/options',
    tag: 'Platform',
    summary: 'What an appointment request offers',
    answer: { schema: 'Json' },
  },
  {
    path: '/platform/pages/:page',
    tag: 'Platform',
    summary: 'The privacy policy or the terms',
    answer: { schema: 'Json' },
  },
  {
    path: '/names/cyrillic',
    tag: 'Platform',
    summary: 'Names with their own Cyrillic form',
    answer: { schema: 'Json' },
  },
  {
    path: '/avatars/initials.svg',
    tag: 'Platform',
    summary: "A name's initials as an image",
    query: initialsQuery,
    answer: { media: 'image/svg+xml' },
  },
  {
    path: '/avatars/:file',
    tag: 'Platform',
    summary: "A user's uploaded picture",
    answer: { media: 'image/*' },
  },
  {
    path: '/seo/leagues/:id/card.png',
    tag: 'Leagues',
    summary: "A league's share card",
    answer: { media: 'image/png' },
  },
  {
    path: '/seo/contests/:id/card.png',
    tag: 'Contests',
    summary: "A contest's share card",
    answer: { media: 'image/png' },
  },
  { path: '/openapi.json', tag: 'Platform', summary: 'This document', answer: { schema: 'Json' } },
];
