import type { LicenceEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model remembers about a licence: its club, and the JMBG it holds. */
export type LicenceState =
  | { status: 'absent' }
  | {
      status: 'active' | 'revoked';
      licenceId: number;
      clubId: number;
      season: string;
      /** A player's JMBG (null for a club official): released when the licence is revoked. */
      jmbg: string | null;
    };

export const initialState = (): LicenceState => ({ status: 'absent' });

export function evolve(state: LicenceState, event: LicenceEvent): LicenceState {
  switch (event.type) {
    case 'PlayerLicenceIssued':
    case 'OfficialLicenceIssued':
      return {
        status: 'active',
        licenceId: event.data.licenceId,
        clubId: event.data.clubId,
        season: event.data.season,
        jmbg: event.data.kind === 'player' ? event.data.jmbg : null,
      };
    case 'LicenceTransferred':
      return state.status === 'absent'
        ? state
        : { ...state, clubId: event.data.toClubId, season: event.data.season };
    case 'LicenceRevoked':
      return state.status === 'absent' ? state : { ...state, status: 'revoked' };
    default:
      return assertNever(event);
  }
}
