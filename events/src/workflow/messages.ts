/** The workflow texts in English (the gateway words them in Serbian too). */
export const workflowMessages = {
  workflowNoLeague: 'There is no such league.',
  workflowNoSeason:
    'This league’s category has no season like 2025/26, so there is no next season to roll over into.',
  workflowSeasonExists: 'A league for season {season} already exists: {name}.',
  workflowSeasonTaken: 'A league for the next season already exists in this league’s category.',
  workflowRolloverStarted: 'This league is already being rolled over into season {season}.',
  workflowNotFailed: 'Only a failed workflow can be retried.',
  workflowEnded: 'This workflow has already ended.',
  workflowCrashed: 'The workflow stopped on an unexpected error several times; retry it later.',
} as const;
