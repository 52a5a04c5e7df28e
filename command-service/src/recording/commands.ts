import {
  bookingStepSchema,
  requestRecordingSchema,
  offeredPackages,
  streams,
  withdrawBookingSchema,
  type BookingAction,
  type BookingStepInput,
  type RequestRecordingInput,
  type WithdrawBookingInput,
} from '@courtside/events';
import { clubDecider } from '../club/decide';
import { contestDecider } from '../contest/decide';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { ConflictError, ForbiddenError, ValidationError } from '../core/errors';
import type { CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { evolveProfile, initialProfile } from '../league/update';
import { recordingDecider, type RequestContext } from './decide';

/** The match, the club's teams, the league's video-zone flag and offer, read from their streams. */
async function requestContext(
  deps: CommandDeps,
  contestId: number,
  clubId: number,
  now: string,
): Promise<RequestContext> {
  const [contest, club] = await Promise.all([
    readState(deps.store, streams.contest(contestId), contestDecider),
    readState(deps.store, streams.club(clubId), clubDecider),
  ]);
  const clubTeamIds = club.status === 'created' ? club.teamIds : [];
  if (contest.status === 'absent') {
    return { now, match: null, clubTeamIds, videoZone: false, offeredPackages: [] };
  }
  const league = await readState(deps.store, streams.league(contest.leagueId), {
    evolve: evolveProfile,
    initialState: initialProfile,
  });
  return {
    now,
    match: {
      leagueId: contest.leagueId,
      time: contest.time,
      status: contest.status,
      firstTeamId: contest.firstTeamId,
      secondTeamId: contest.secondTeamId,
    },
    clubTeamIds,
    videoZone: league.status === 'created' && league.profile.videoZone,
    offeredPackages: offeredPackages(
      league.status === 'created' ? league.profile.recordingPackages : null,
    ),
  };
}

/**
 * A representative books the recording of one of their club's upcoming matches. The gateway
 * vouches for the club (the representative's own); the actor is the representative.
 */
export async function requestRecording(
  deps: CommandDeps,
  input: RequestRecordingInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const scope = commandScope(deps, meta, ['representative']);
  const representativeId = Number(meta.actor?.id);
  if (!Number.isSafeInteger(representativeId) || representativeId < 1) throw new ForbiddenError();
  const parsed = parseInput(requestRecordingSchema, input);
  const context = await requestContext(deps, parsed.contest_id, parsed.club_id, scope.now);
  const request = (recordingId: number) => ({
    type: 'RequestRecording' as const,
    data: {
      recordingId,
      contestId: parsed.contest_id,
      clubId: parsed.club_id,
      representativeId,
      package: parsed.package,
      notes: parsed.notes,
    },
    metadata: context,
  });
  // Refused before a claim, so bad input leaves no row behind either.
  recordingDecider.decide(request(1), recordingDecider.initialState());
  const recordingId = await deps.recordingClaims.claim(parsed.contest_id, parsed.club_id);
  try {
    const result = await scope.run(
      streams.recording(recordingId),
      recordingDecider,
      request(recordingId),
    );
    return { id: recordingId, ...result };
  } catch (error) {
    // Another request for the same booking appended between our read and our append.
    if (error instanceof ConflictError) throw ValidationError.field('contest_id', 'bookingExists');
    throw error;
  }
}

/** An administrator moves a booking on: confirm, refuse, cancel, start or complete. */
export async function takeBookingStep(
  deps: CommandDeps,
  action: BookingAction,
  recordingId: number,
  input: BookingStepInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta);
  const id = recordId(recordingId);
  const { reason, expected_revision } = parseInput(bookingStepSchema, input);
  return scope.run(
    streams.recording(id),
    recordingDecider,
    {
      type: 'TakeBookingStep',
      data: { recordingId: id, action, reason },
      metadata: { now: scope.now },
    },
    expected_revision,
  );
}

/**
 * The club's own representative cancels its booking before filming starts. The gateway vouches
 * for the club; a booking of another club is 403, one already being filmed 422. With the
 * revision the representative saw, a step an administrator took meanwhile makes it 409.
 */
export async function withdrawBooking(
  deps: CommandDeps,
  recordingId: number,
  input: WithdrawBookingInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta, ['representative']);
  const id = recordId(recordingId);
  const { reason, club_id, expected_revision } = parseInput(withdrawBookingSchema, input);
  return scope.run(
    streams.recording(id),
    recordingDecider,
    {
      type: 'WithdrawBooking',
      data: { recordingId: id, clubId: club_id, reason },
      metadata: { now: scope.now },
    },
    expected_revision,
  );
}
