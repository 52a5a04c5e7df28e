import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Representative, RepresentativeAnswer } from '@courtside/events';

export type { Representative, RepresentativeAnswer };

/** The store's shape: abilities come from the answer's `permissions` (spec §3). */
export interface RepresentativeState {
  representative: Representative | null;
  abilities: string[];
  roles: string[];
  signIn(answer: RepresentativeAnswer): void;
  reset(): void;
}

/** Spec §3: the representative is persisted locally, apart from the admin and official. */
export const useRepresentativeStore = create<RepresentativeState>()(
  persist(
    (set) => ({
      representative: null,
      abilities: [],
      roles: [],
      signIn: (answer) =>
        set({
          representative: answer.representative,
          abilities: answer.permissions,
          roles: answer.roles,
        }),
      reset: () => set({ representative: null, abilities: [], roles: [] }),
    }),
    { name: 'courtside.representative', storage: createJSONStorage(() => localStorage) },
  ),
);

/** Spec §4: a representative is authenticated when an email is present. */
export function isAuthenticated(representative: Representative | null | undefined): boolean {
  return Boolean(representative?.email);
}

/** Spec §4: approved when approved_at is set. */
export function isApproved(representative: Representative | null | undefined): boolean {
  return Boolean(representative?.approved_at);
}

/**
 * Spec §4: a reload without email, pb_club_id, first_name or last_name resets the state
 * (the answer is not a usable representative).
 */
export function isComplete(representative: Representative | null | undefined): boolean {
  return Boolean(
    representative?.email &&
    representative.pb_club_id &&
    representative.first_name &&
    representative.last_name,
  );
}

/** Spec §6: passes if the requirement is literally true or among the abilities or roles. */
export function can(
  state: { abilities: readonly string[]; roles: readonly string[] },
  required: string | true | undefined,
): boolean {
  if (required === undefined || required === true) return true;
  return state.abilities.includes(required) || state.roles.includes(required);
}
