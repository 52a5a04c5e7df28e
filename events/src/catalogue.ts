import type { AnyObject, ObjectSchema } from 'yup';
import { resultCorrectedSchema, type ResultCorrected } from './contest/correction-events';
// 9D: an administrator's entry of a result after the fact.
import { resultEnteredSchema, type ResultEntered } from './contest/entry-events';
import {
  accountChangedSchema,
  accountRegisteredSchema,
  accountUpdatedSchema,
  passwordChangedSchema,
  type AccountEvent,
} from './account/events';
import {
  apiKeyCreatedSchema,
  apiKeyRevokedSchema,
  apiKeyUpdatedSchema,
  type ApiKeyEvent,
} from './account/api-key-events';
import {
  arenaCreatedSchema,
  arenaDeletedSchema,
  arenaUpdatedSchema,
  type ArenaEvent,
} from './arena/events';
import {
  categoryCreatedSchema,
  categoryDeletedSchema,
  categoryMovedSchema,
  categoryUpdatedSchema,
  type CategoryEvent,
} from './category/events';
import {
  sportCreatedSchema,
  sportDeletedSchema,
  sportUpdatedSchema,
  type SportEvent,
} from './sport/events';
import {
  teamCreatedSchema,
  teamDeletedSchema,
  teamUpdatedSchema,
  type TeamEvent,
} from './team/events';
import {
  contestFinishedSchema,
  contestScheduledSchema,
  contestStatusChangedSchema,
  scoreRecordedSchema,
  type ContestEvent,
} from './contest/events';
import {
  leagueCreatedSchema,
  leagueTeamRenamedSchema,
  teamRegisteredSchema,
  type LeagueEvent,
} from './league/events';
import {
  leagueOwnerChangedSchema,
  leagueUpdatedSchema,
  type LeagueOwnerChanged,
  type LeagueUpdated,
} from './league/league-updated';
import { leagueDeletedSchema, type LeagueDeleted } from './league/league-deleted';
import { leagueOfficialSchema, type LeagueOfficialsEvent } from './league/officials-events';
import {
  contestOfficialsAssignedSchema,
  type ContestOfficialsAssigned,
} from './contest/contest-officials-events';
import { contestRescheduledSchema, type ContestRescheduled } from './contest/replan-events';
import { matchReportFiledSchema, type MatchReportEvent } from './official-desk/report-events';
import {
  matchFileRemovedSchema,
  matchFileUploadedSchema,
  type MatchFileEvent,
} from './official-desk/file-events';
import {
  bracketDrawnSchema,
  scheduleGeneratedSchema,
  seriesDecidedSchema,
  seriesGameDecidedSchema,
  seriesGameScheduledSchema,
  type LeagueScheduleEvent,
} from './league/schedule-events';
import {
  clubCreatedSchema,
  clubDeletedSchema,
  clubUpdatedSchema,
  licenceRevokedSchema,
  licenceTransferredSchema,
  officialLicenceIssuedSchema,
  playerLicenceIssuedSchema,
  type ClubEvent,
  type LicenceEvent,
} from './club/events';

import {
  officialTestAssignedSchema,
  officialTestCreatedSchema,
  officialTestStartedSchema,
  officialTestSubmittedSchema,
  type OfficialTestAttemptEvent,
  type OfficialTestEvent,
} from './official-test/events';
// Issue 10 (PUB-SETTINGS): platform settings and season end.
import {
  platformSettingsChangedSchema,
  seasonClosedSchema,
  type PlatformEvent,
} from './platform/events';
// Issue 11: recording bookings.
import {
  recordingEndedSchema,
  recordingRequestedSchema,
  recordingStepSchema,
  type RecordingEvent,
} from './recording/events';
// Issue 11: match videos.
import { videoAttachedSchema, videoRemovedSchema, type VideoEvent } from './video/events';
// Issue 12: workflows started by hand.
import {
  workflowFailedSchema,
  workflowLoggedSchema,
  workflowRetriedSchema,
  workflowStartedSchema,
  workflowStepCompletedSchema,
  workflowSucceededSchema,
  type WorkflowEvent,
} from './workflow/events';
/** Every event Courtside records. */
export type CourtsideEvent =
  | CategoryEvent
  | CompetitionsCatalogueEvent
  | LeagueEvent
  | ContestEvent
  | AccountEvent
  | ApiKeyEvent
  | LeagueScheduleEvent
  | ContestRescheduled
  | ResultCorrected
  | ResultEntered
  | OfficialsAreaEvent
  | MatchReportEvent
  | MatchFileEvent
  | OfficialTestEvent
  | OfficialTestAttemptEvent
  | ClubEvent
  | LicenceEvent
  | PlatformEvent
  | LeagueDeleted
  | RecordingEvent
  | VideoEvent
  | WorkflowEvent;
export type CourtsideEventType = CourtsideEvent['type'];
/** The competitions catalogue besides categories: arenas, sports and teams (own streams). */
export type CompetitionsCatalogueEvent = ArenaEvent | SportEvent | TeamEvent;
/** League settings, ownership and officials (league and contest streams). */
export type OfficialsAreaEvent =
  LeagueUpdated | LeagueOwnerChanged | LeagueOfficialsEvent | ContestOfficialsAssigned;

/** Runtime schema of each event type, used to validate before append and after read. */
export const eventSchemas: Record<CourtsideEventType, ObjectSchema<AnyObject>> = {
  CategoryCreated: categoryCreatedSchema,
  CategoryUpdated: categoryUpdatedSchema,
  CategoryMoved: categoryMovedSchema,
  CategoryDeleted: categoryDeletedSchema,
  ArenaCreated: arenaCreatedSchema,
  ArenaUpdated: arenaUpdatedSchema,
  ArenaDeleted: arenaDeletedSchema,
  SportCreated: sportCreatedSchema,
  SportUpdated: sportUpdatedSchema,
  SportDeleted: sportDeletedSchema,
  TeamCreated: teamCreatedSchema,
  TeamUpdated: teamUpdatedSchema,
  TeamDeleted: teamDeletedSchema,
  LeagueCreated: leagueCreatedSchema,
  TeamRegistered: teamRegisteredSchema,
  LeagueTeamRenamed: leagueTeamRenamedSchema,
  ContestScheduled: contestScheduledSchema,
  ScoreRecorded: scoreRecordedSchema,
  ContestFinished: contestFinishedSchema,
  ContestPostponed: contestStatusChangedSchema,
  ContestCancelled: contestStatusChangedSchema,
  ResultCorrected: resultCorrectedSchema,
  ResultEntered: resultEnteredSchema,
  LeagueUpdated: leagueUpdatedSchema,
  LeagueOwnerChanged: leagueOwnerChangedSchema,
  LeagueOfficialAssigned: leagueOfficialSchema,
  LeagueOfficialUnassigned: leagueOfficialSchema,
  ContestOfficialsAssigned: contestOfficialsAssignedSchema,
  AccountRegistered: accountRegisteredSchema,
  AccountUpdated: accountUpdatedSchema,
  AccountApproved: accountChangedSchema,
  AccountDisabled: accountChangedSchema,
  AccountDeleted: accountChangedSchema,
  PasswordChanged: passwordChangedSchema,
  TwoFactorEnabled: accountChangedSchema,
  TwoFactorDisabled: accountChangedSchema,
  TwoFactorReset: accountChangedSchema,
  ApiKeyCreated: apiKeyCreatedSchema,
  ApiKeyRevoked: apiKeyRevokedSchema,
  ApiKeyUpdated: apiKeyUpdatedSchema,
  ContestRescheduled: contestRescheduledSchema,
  ScheduleGenerated: scheduleGeneratedSchema,
  BracketDrawn: bracketDrawnSchema,
  SeriesGameScheduled: seriesGameScheduledSchema,
  SeriesGameDecided: seriesGameDecidedSchema,
  SeriesDecided: seriesDecidedSchema,
  MatchReportFiled: matchReportFiledSchema,
  MatchFileUploaded: matchFileUploadedSchema,
  MatchFileRemoved: matchFileRemovedSchema,
  OfficialTestCreated: officialTestCreatedSchema,
  OfficialTestAssigned: officialTestAssignedSchema,
  OfficialTestStarted: officialTestStartedSchema,
  OfficialTestSubmitted: officialTestSubmittedSchema,
  ClubCreated: clubCreatedSchema,
  ClubUpdated: clubUpdatedSchema,
  ClubDeleted: clubDeletedSchema,
  PlayerLicenceIssued: playerLicenceIssuedSchema,
  OfficialLicenceIssued: officialLicenceIssuedSchema,
  LicenceTransferred: licenceTransferredSchema,
  LicenceRevoked: licenceRevokedSchema,
  PlatformSettingsChanged: platformSettingsChangedSchema,
  SeasonClosed: seasonClosedSchema,
  LeagueDeleted: leagueDeletedSchema,
  RecordingRequested: recordingRequestedSchema,
  RecordingConfirmed: recordingStepSchema,
  RecordingRefused: recordingEndedSchema,
  RecordingCancelled: recordingEndedSchema,
  RecordingStarted: recordingStepSchema,
  RecordingMadeAvailable: recordingStepSchema,
  VideoAttached: videoAttachedSchema,
  VideoRemoved: videoRemovedSchema,
  WorkflowStarted: workflowStartedSchema,
  WorkflowStepCompleted: workflowStepCompletedSchema,
  WorkflowLogged: workflowLoggedSchema,
  WorkflowSucceeded: workflowSucceededSchema,
  WorkflowFailed: workflowFailedSchema,
  WorkflowRetried: workflowRetriedSchema,
};

export function isCourtsideEventType(type: string): type is CourtsideEventType {
  return Object.hasOwn(eventSchemas, type);
}

/**
 * Narrows a stored event to the catalogue, upcasting older shapes here when a type
 * ever changes (none has yet). Unknown types return null so readers can skip them.
 *
 * Stored events were validated when they were appended (the event store refuses a catalogue
 * event that fails its schema), so reading runs no validation: it only keeps the fields the
 * catalogue knows, as reading always has, so a field an older shape carried is never misread.
 */
export function toCourtsideEvent(type: string, data: unknown): CourtsideEvent | null {
  if (!isCourtsideEventType(type)) return null;
  return { type, data: knownFields(eventSchemas[type], data) } as CourtsideEvent;
}

/** What `validateSync(…, { stripUnknown: true })` keeps of valid data, without the tests. */
function knownFields(schema: unknown, value: unknown): unknown {
  const shape = schema as { fields?: Record<string, unknown>; innerType?: unknown };
  if (shape.fields && isPlainObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape.fields)) {
      if (key in value) kept[key] = knownFields(field, value[key]);
    }
    return kept;
  }
  if (shape.innerType && Array.isArray(value)) {
    return value.map((item) => knownFields(shape.innerType, item));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Throws unless each catalogue event's data matches its schema exactly (types the catalogue
 * does not know are the writer's own business). The event store runs this on every append.
 */
export function assertValidEvents(events: readonly { type: string; data: unknown }[]): void {
  for (const event of events) {
    if (!isCourtsideEventType(event.type)) continue;
    try {
      eventSchemas[event.type].validateSync(event.data, { strict: true, abortEarly: false });
    } catch (error) {
      const details = (error as { errors?: unknown[] }).errors?.join('; ') ?? String(error);
      throw new Error(`${event.type} does not match its catalogue schema: ${details}`, {
        cause: error,
      });
    }
  }
}
