import type { Checkpoint, EventStore } from '@courtside/events';
import type { ClubClaims } from '../club/club-claims';
import type { LeagueResults } from '../league/league-results';
import type { LeagueSeasons } from '../league/league-seasons-lookup';
import type { JmbgClaims } from '../licence/jmbg-claims';
import type { RecordingClaims } from '../recording/recording-claims';
import type { VideoClaims } from '../video/video-claims';
import type { IdAllocator } from './ids';

/** What every application command needs from the outside world. */
export interface CommandDeps {
  store: EventStore;
  ids: IdAllocator;
  clock: () => Date;
  /** The database's claim on each licensed JMBG (uniqueness across licence streams). */
  jmbgClaims: JmbgClaims;
  /** The database's claim on each club name and each club's team (uniqueness across clubs). */
  clubClaims: ClubClaims;
  /** Which leagues have a result (a league with one may no longer be deleted). */
  leagueResults: LeagueResults;
  /** Whether a league's (or a category's) season has ended: its leagues are read-only. */
  leagueSeasons: LeagueSeasons;
  /** The database's claim on each (match, club) booking (one booking per match per club). */
  recordingClaims: RecordingClaims;
  /** The database's claim of one video id per upload. */
  videoClaims: VideoClaims;
}

/** What a command on an existing aggregate answers. */
export interface CommandResult {
  /** The stream's revision now: send it back as `expected_revision` next time. */
  revision: number;
  /** Global position of the stream's last event: wait for read models to reach it. */
  position: Checkpoint;
}

/** What a command that created something answers: also the new id. */
export interface CreatedResult extends CommandResult {
  id: number;
}
