import { can, isAuthenticated, useProfileStore } from '../stores/profile-store';

/** Whether the signed-in administrator may correct results (list.leagues, as the API checks). */
export function useCanCorrect(): boolean {
  const profile = useProfileStore((state) => state.profile);
  return isAuthenticated(profile) && can(profile, 'list.leagues');
}
