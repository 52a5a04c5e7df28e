import type {
  LicenceEvent,
  OfficialLicenceIssued,
  PlayerLicenceIssued,
  LicenceTransferred,
} from '@courtside/events';
import type { ClubState } from '../club/club';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type LicenceState } from './licence';

/** The state of the club a licence is issued or transferred to, read by the handler. */
export type LicenceContext = DecisionMetadata & { club: ClubState };

export type IssueLicence = Command<
  'IssueLicence',
  PlayerLicenceIssued['data'] | OfficialLicenceIssued['data'],
  LicenceContext
>;
export type TransferLicence = Command<
  'TransferLicence',
  Omit<LicenceTransferred['data'], 'fromClubId'>,
  LicenceContext
>;
export type RevokeLicence = Command<'RevokeLicence', { licenceId: number; reason: string | null }>;
export type LicenceCommand = IssueLicence | TransferLicence | RevokeLicence;

/**
 * Issues, transfers and revokes one licence (`licence-<id>`). The JMBG's uniqueness across
 * licences is not decided here: one stream cannot see the others, so command-service claims the
 * number in the database before it appends (see jmbg-claims.ts).
 */
export function decide(command: LicenceCommand, state: LicenceState): LicenceEvent[] {
  switch (command.type) {
    case 'IssueLicence': {
      if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
      assertClub(command.metadata.club);
      const { data } = command;
      return data.kind === 'player'
        ? [{ type: 'PlayerLicenceIssued', data: { ...data } }]
        : [{ type: 'OfficialLicenceIssued', data: { ...data } }];
    }
    case 'TransferLicence':
      if (state.status === 'absent') throw new NotFoundError();
      if (state.status === 'revoked') throw ValidationError.field('club_id', 'licenceRevoked');
      assertClub(command.metadata.club);
      if (command.data.toClubId === state.clubId) {
        throw ValidationError.field('club_id', 'sameClub');
      }
      return [{ type: 'LicenceTransferred', data: { ...command.data, fromClubId: state.clubId } }];
    case 'RevokeLicence':
      if (state.status === 'absent') throw new NotFoundError();
      if (state.status === 'revoked') throw ValidationError.field('reason', 'licenceRevoked');
      return [
        {
          type: 'LicenceRevoked',
          data: { licenceId: state.licenceId, clubId: state.clubId, reason: command.data.reason },
        },
      ];
    default:
      return assertNever(command);
  }
}

function assertClub(club: ClubState): void {
  if (club.status !== 'created') throw ValidationError.field('club_id', 'noSuchClub');
}

export const licenceDecider: Decider<LicenceCommand, LicenceState, LicenceEvent> = {
  decide,
  evolve,
  initialState,
};
