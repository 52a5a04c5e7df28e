import { messages, type PlayerLicenceIssued } from '@courtside/events';
import { describe, it } from 'vitest';
import type { ClubState } from '../club/club';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { licenceDecider, type TransferLicence } from './decide';

const given = deciderSpecification(licenceDecider).given;
const now = '2026-09-01T10:00:00.000Z';
const partizan: ClubState = { status: 'created', clubId: 1, name: 'KK Partizan', teamIds: [] };
const zvezda: ClubState = { status: 'created', clubId: 2, name: 'KK Crvena zvezda', teamIds: [] };
const data: PlayerLicenceIssued['data'] = {
  licenceId: 5,
  kind: 'player',
  clubId: 1,
  season: '2026/27',
  firstName: 'Marko',
  lastName: 'Petrović',
  birthDate: '2004-03-15',
  birthPlace: 'Beograd',
  ebr: 'EBR-1',
  jmbg: '1503004710005',
  photo: null,
  number: 7,
  position: 'guard',
};
const issued = { type: 'PlayerLicenceIssued' as const, data };
const transfer = (club: ClubState, toClubId: number): TransferLicence => ({
  type: 'TransferLicence',
  data: { licenceId: 5, toClubId, season: '2027/28', reason: 'transfer window' },
  metadata: { now, club },
});
const revoked = {
  type: 'LicenceRevoked' as const,
  data: { licenceId: 5, clubId: 1, reason: null },
};

describe('when a licence is issued', () => {
  it('records the player with every field', () => {
    given([])
      .when({ type: 'IssueLicence', data, metadata: { now, club: partizan } })
      .then([issued]);
  });

  it('refuses a club that does not exist', () => {
    given([])
      .when({ type: 'IssueLicence', data, metadata: { now, club: { status: 'absent' } } })
      .thenThrows(ValidationError, messages.noSuchClub, { club_id: [messages.noSuchClub] });
  });
});

describe('when a licence is transferred', () => {
  it('records the club it leaves beside the one it joins', () => {
    given([issued])
      .when(transfer(zvezda, 2))
      .then([
        {
          type: 'LicenceTransferred',
          data: {
            licenceId: 5,
            fromClubId: 1,
            toClubId: 2,
            season: '2027/28',
            reason: 'transfer window',
          },
        },
      ]);
  });

  it('refuses the club that holds it, a revoked licence and an unknown one', () => {
    given([issued])
      .when(transfer(partizan, 1))
      .thenThrows(ValidationError, messages.sameClub, { club_id: [messages.sameClub] });
    given([issued, revoked])
      .when(transfer(zvezda, 2))
      .thenThrows(ValidationError, messages.licenceRevoked, {
        club_id: [messages.licenceRevoked],
      });
    given([]).when(transfer(zvezda, 2)).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when a licence is revoked', () => {
  it('records it once', () => {
    const revoke = {
      type: 'RevokeLicence' as const,
      data: { licenceId: 5, reason: null },
      metadata: { now },
    };
    given([issued]).when(revoke).then([revoked]);
    given([issued, revoked])
      .when(revoke)
      .thenThrows(ValidationError, messages.licenceRevoked, { reason: [messages.licenceRevoked] });
  });
});
