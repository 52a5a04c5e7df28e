import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AdminSessionAnswer as AdminAnswer } from '@courtside/events';

export type { AdminAnswer };

/** Spec §3 profile user: abilities come from the answer's `permissions`. */
export interface ProfileUser {
  id: number | null;
  email: string;
  name: string;
  /** Null means active. */
  deleted_at: string | null;
  avatar: string | null;
  abilities: string[];
  roles: string[];
  /** The password was right and the server now waits for the two-factor code. */
  needsConfirming2FACode: boolean;
  /** Spec §5: an administrator must enable 2FA; until then only the setup page opens. */
  twoFactorConfirmed: boolean;
}

export const emptyProfile: ProfileUser = {
  id: null,
  email: '',
  name: '',
  deleted_at: null,
  avatar: null,
  abilities: [],
  roles: [],
  needsConfirming2FACode: false,
  twoFactorConfirmed: false,
};

/** Maps a server answer to the profile; an answer without email or name resets it (spec §4). */
export function profileFromAnswer(answer: AdminAnswer): ProfileUser {
  if (!answer.user?.email || !answer.user.name) return emptyProfile;
  return {
    id: answer.user.id,
    email: answer.user.email,
    name: answer.user.name,
    deleted_at: answer.user.deleted_at,
    avatar: answer.user.avatar,
    abilities: [...answer.permissions],
    roles: [...answer.roles],
    needsConfirming2FACode: false,
    twoFactorConfirmed: answer.two_factor.confirmed,
  };
}

interface ProfileState {
  profile: ProfileUser;
  signIn(answer: AdminAnswer): void;
  /** Password accepted, code owed: nobody is signed in yet, only the flag is kept. */
  awaitCode(): void;
  setTwoFactorConfirmed(confirmed: boolean): void;
  reset(): void;
}

/** Spec §3: the profile user is persisted locally. */
export const useProfileStore = create<ProfileState>()(
  persist(
    (set) => ({
      profile: emptyProfile,
      signIn: (answer) => set({ profile: profileFromAnswer(answer) }),
      awaitCode: () => set({ profile: { ...emptyProfile, needsConfirming2FACode: true } }),
      setTwoFactorConfirmed: (confirmed) =>
        set((state) => ({ profile: { ...state.profile, twoFactorConfirmed: confirmed } })),
      reset: () => set({ profile: emptyProfile }),
    }),
    { name: 'courtside.profile', storage: createJSONStorage(() => localStorage) },
  ),
);

/** Spec §4: authenticated when email, name and the active flag are all present. */
export function isAuthenticated(profile: ProfileUser): boolean {
  return Boolean(profile.email && profile.name && profile.deleted_at === null);
}

/**
 * Spec §6: passes if the requirement is literally true, or is among the abilities or roles.
 * No requirement at all is the same as `true`.
 */
export function can(profile: ProfileUser, requirement: string | true | undefined): boolean {
  if (requirement === undefined || requirement === true) return true;
  return profile.abilities.includes(requirement) || profile.roles.includes(requirement);
}

/** Spec §3: first letters of the first two words of the name. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
