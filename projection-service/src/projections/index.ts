import { auditLogProjection } from './audit-log';
import { arenasProjection } from './arenas';
import { bracketsProjection } from './brackets';
import { categoriesProjection } from './categories';
import { contestDaysProjection } from './contest-days';
import { contestsProjection } from './contests';
import { leagueSettingsProjection, officialsProjection } from './league-officials';
import { leaguesProjection } from './leagues';
import { matchReportsProjection } from './match-reports';
import type { Projection } from './projection';
import { resultCorrectionsProjection } from './result-corrections';
import { sportsProjection } from './sports';
import { standingsProjection } from './standings';
import { teamsProjection } from './teams';
import { officialTestsProjection } from './official-tests';
import { clubsProjection } from './clubs';
import { licencesProjection } from './licences';
import { platformSettingsProjection } from './platform-settings';
import { leagueDeletionsProjection } from './league-deletions';
import { recordingsProjection } from './recordings';
import { videosProjection } from './videos';
import { workflowsProjection } from './workflows';

/**
 * Every read-model projection, in the order a batch applies them: later ones read what earlier
 * ones wrote in the same transaction (leagues copy category names, contests copy team names,
 * contest days and standings recount contests).
 */
export const projections: readonly Projection[] = [
  categoriesProjection,
  leaguesProjection,
  leagueSettingsProjection,
  officialsProjection,
  contestsProjection,
  bracketsProjection,
  resultCorrectionsProjection,
  // After leagues (a registration writes the name it carried) and contests (names copied).
  teamsProjection,
  arenasProjection,
  sportsProjection,
  contestDaysProjection,
  standingsProjection,
  officialTestsProjection,
  auditLogProjection,
  matchReportsProjection,
  clubsProjection,
  licencesProjection,
  platformSettingsProjection,
  recordingsProjection,
  videosProjection,
  workflowsProjection,
  // Last: removes what the projections above wrote for a league deleted in the same batch.
  leagueDeletionsProjection,
];

/** Name the change notices carry: one subscription feeds all the projections above. */
export const noticeProjectionName = 'read-models';

export type { Changes, ProjectedEvent, Projection } from './projection';
