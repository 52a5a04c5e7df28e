import { useQueryClient } from '@tanstack/react-query';
import { adminUserKey } from '../../../../features/auth/api/get-admin-user';
import { ProfilePage } from '../../../../features/profile/components/profile-page';

/** Spec §2 `profile` (any signed-in user): name, email, password and picture. */
export function Component() {
  const queryClient = useQueryClient();
  // The shell's header shows the name and picture: reload the signed-in user after a change.
  const refreshShell = () => void queryClient.invalidateQueries({ queryKey: adminUserKey });
  return <ProfilePage onSaved={refreshShell} />;
}
