import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OfficialUser, OfficialSession } from '@courtside/events';

export type { OfficialUser, OfficialSession };

interface OfficialState {
  session: OfficialSession | null;
  signIn(session: OfficialSession): void;
  signOut(): void;
}

/** Spec §3: the profile user is persisted locally so a reload does not flash signed-out UI. */
export const useOfficialStore = create<OfficialState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session) => set({ session }),
      signOut: () => set({ session: null }),
    }),
    { name: 'courtside.official', storage: createJSONStorage(() => localStorage) },
  ),
);

/** Spec §4: authenticated when email, name and the active flag are all present. */
export function isAuthenticated(session: OfficialSession | null): session is OfficialSession {
  return Boolean(session?.user.email && session.user.name && session.user.deleted_at === null);
}

/** Spec §6: passes if required is literally true or appears in the abilities or roles. */
export function can(session: OfficialSession | null, required: string | true | undefined): boolean {
  if (required === undefined || required === true) return true;
  if (!session) return false;
  return session.permissions.includes(required) || session.roles.includes(required);
}
