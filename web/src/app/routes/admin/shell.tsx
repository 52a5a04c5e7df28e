import { Outlet } from 'react-router';

/** The administration layout (spec §2 /administration): guard, navigation, then the screen. */
export function AdminShell() {
  return <Outlet />;
}
