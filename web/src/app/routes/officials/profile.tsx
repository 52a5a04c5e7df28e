import { useQueryClient } from '@tanstack/react-query';
import { ProfilePage } from '../../../features/profile/components/profile-page';

/** Spec §2 officials `profile`: the official's own data, password and picture. */
export function Component() {
  const queryClient = useQueryClient();
  // The guard and header show the official's name and picture: reload them after a change.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['official'] });
  return <ProfilePage onSaved={refresh} compact />;
}
