/** Stream names: one stream per aggregate instance. */
export const streams = {
  category: (id: number) => `category-${id}`,
  arena: (id: number) => `arena-${id}`,
  sport: (id: number) => `sport-${id}`,
  team: (id: number) => `team-${id}`,
  league: (id: number) => `league-${id}`,
  contest: (id: number) => `contest-${id}`,
  account: (id: number) => `account-${id}`,
  apiKey: (id: number) => `api-key-${id}`,
  /** A match's report, one stream per contest id. */
  matchReport: (contestId: number) => `match-report-${contestId}`,
  /** Officials' uploads for a match, recorded by the gateway. */
  matchFiles: (contestId: number) => `match-files-${contestId}`,
  /** An officials' test: its questions and who was given it. */
  officialTest: (id: number) => `official-test-${id}`,
  /** One official's one attempt at a test: the stream exists once per test and official. */
  officialTestAttempt: (testId: number, accountId: number) =>
    `official-test-attempt-${testId}-${accountId}`,
  club: (id: number) => `club-${id}`,
  licence: (id: number) => `licence-${id}`,
  /** A platform's settings and season ends, recorded by the gateway. */
  platform: (id: number) => `platform-${id}`,
  /** A club's booking of a match's recording (issue 11). */
  recording: (id: number) => `recording-${id}`,
  /** A match's video file, attached by an upload or a recording service (issue 11). */
  video: (id: number) => `video-${id}`,
  /** A workflow an administrator started, and its run (issue 12). */
  workflow: (id: number) => `workflow-${id}`,
} as const;
