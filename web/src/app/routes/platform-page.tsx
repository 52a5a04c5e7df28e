import { useLocation } from 'react-router';
import { PlatformPage } from '../../features/platform-settings/components/platform-page';

/** /privacy and /terms: the texts set in the platform's general settings. */
export function Component() {
  const { pathname } = useLocation();
  return <PlatformPage key={pathname} page={pathname.endsWith('/terms') ? 'terms' : 'privacy'} />;
}
