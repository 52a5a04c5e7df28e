import {
  licenceSchemaFor,
  revokeLicenceSchema,
  streams,
  transferLicenceSchema,
  type OfficialLicenceInput,
  type PlayerLicenceInput,
  type RevokeLicenceInput,
  type TransferLicenceInput,
} from '@courtside/events';
import { clubDecider } from '../club/decide';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { ValidationError, ref } from '../core/errors';
import { type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { licenceDecider, type IssueLicence } from './decide';

/** What `POST /licences` takes: a player's licence, or a club official's with `kind: official`. */
export type IssueLicenceInput = Partial<PlayerLicenceInput> | Partial<OfficialLicenceInput>;

function licenceData(licenceId: number, input: IssueLicenceInput): IssueLicence['data'] {
  const parsed = parseInput(licenceSchemaFor(input), input) as
    PlayerLicenceInput | OfficialLicenceInput;
  const common = {
    licenceId,
    clubId: parsed.club_id,
    season: parsed.season,
    firstName: parsed.first_name,
    lastName: parsed.last_name,
    cyrillicFirstName: parsed.cyrillic_first_name,
    cyrillicLastName: parsed.cyrillic_last_name,
  };
  if (parsed.kind === 'official') {
    return { ...common, kind: 'official', role: parsed.role, licenceNumber: parsed.licence_number };
  }
  return {
    ...common,
    kind: 'player',
    birthDate: parsed.birth_date,
    birthPlace: parsed.birth_place,
    ebr: parsed.ebr,
    jmbg: parsed.jmbg,
    photo: parsed.photo,
    number: parsed.number,
    position: parsed.position,
  };
}

async function clubState(deps: CommandDeps, clubId: number) {
  return readState(deps.store, streams.club(clubId), clubDecider);
}

/**
 * Takes the JMBG for the new licence, or refuses it naming the club whose licence holds it. A
 * claim whose licence was revoked, or that never became a licence (its append failed long ago),
 * is taken over; one whose append may still be under way is not.
 */
async function claimJmbg(deps: CommandDeps, jmbg: string, licenceId: number, clubId: number) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const holder = await deps.jmbgClaims.claim(jmbg, licenceId, clubId);
    if (holder === null) return;
    const held = await readState(deps.store, streams.licence(holder.licenceId), licenceDecider);
    const gone = held.status === 'revoked' || (held.status === 'absent' && holder.stale);
    if (!gone) {
      const holderClubId = held.status === 'active' ? held.clubId : holder.clubId;
      const club = await clubState(deps, holderClubId);
      const name = club.status === 'created' ? club.name : `#${holderClubId}`;
      throw ValidationError.field('jmbg', ref('jmbgTaken', { club: name }));
    }
    if (await deps.jmbgClaims.takeOver(jmbg, holder, { licenceId, clubId })) return;
  }
  throw ValidationError.field('jmbg', 'somethingWrong');
}

/** Issues a player's or club official's licence under a new id; a player's JMBG once only. */
export async function issueLicence(
  deps: CommandDeps,
  input: IssueLicenceInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const { now, run } = commandScope(deps, meta);
  licenceData(1, input); // refuse bad input before an id is used up
  const id = await deps.ids('licence', meta.idempotencyKey);
  const data = licenceData(id, input);
  const club = await clubState(deps, data.clubId);
  if (club.status !== 'created') throw ValidationError.field('club_id', 'noSuchClub');
  if (data.kind === 'player') await claimJmbg(deps, data.jmbg, id, data.clubId);
  try {
    const result = await run(
      streams.licence(id),
      licenceDecider,
      { type: 'IssueLicence', data, metadata: { now, club } },
      'no_stream',
    );
    return { id, ...result };
  } catch (error) {
    if (data.kind === 'player') await deps.jmbgClaims.release(data.jmbg, id);
    throw error;
  }
}

/** Moves a licence to another club for a season; the stream keeps where it was before. */
export async function transferLicence(
  deps: CommandDeps,
  rawId: unknown,
  input: Partial<TransferLicenceInput>,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(rawId);
  const parsed = parseInput(transferLicenceSchema, input);
  const club = await clubState(deps, parsed.club_id);
  const result = await run(streams.licence(id), licenceDecider, {
    type: 'TransferLicence',
    data: {
      licenceId: id,
      toClubId: parsed.club_id,
      season: parsed.season,
      reason: parsed.reason,
    },
    metadata: { now, club },
  });
  const state = await readState(deps.store, streams.licence(id), licenceDecider);
  if (state.status === 'active' && state.jmbg) {
    await deps.jmbgClaims.moveClub(state.jmbg, id, state.clubId);
  }
  return result;
}

/** Withdraws a licence; a player's JMBG may then be licensed again. */
export async function revokeLicence(
  deps: CommandDeps,
  rawId: unknown,
  input: Partial<RevokeLicenceInput>,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(rawId);
  const parsed = parseInput(revokeLicenceSchema, input);
  const result = await run(streams.licence(id), licenceDecider, {
    type: 'RevokeLicence',
    data: { licenceId: id, reason: parsed.reason },
    metadata: { now },
  });
  const state = await readState(deps.store, streams.licence(id), licenceDecider);
  if (state.status === 'revoked' && state.jmbg) await deps.jmbgClaims.release(state.jmbg, id);
  return result;
}
