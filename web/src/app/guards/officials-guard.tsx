import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches } from 'react-router';
import { ErrorState, LoadingBlock } from '../../components/ui/page-state';
import { useOfficial } from '../../features/auth/api/get-official';
import { can, isAuthenticated, useOfficialStore } from '../../features/auth/stores/official-store';
import { isApiRequestError } from '../../lib/api-errors';
import { notifyError } from '../../lib/notify';
import { OfficialsNav } from '../layouts/officials-nav';

/** Route meta (spec §2): `auth` is the permission a route needs, `notAuthRedirect` where to go instead. */
export interface RouteMeta {
  auth?: string | true;
  notAuthRedirect?: string;
}

function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const meta: RouteMeta = {};
  for (const match of matches) Object.assign(meta, (match.handle ?? {}) as RouteMeta);
  return meta;
}

/**
 * Officials routes (spec §2): the official is reloaded from the server on entry; not signed in
 * or not permitted goes to notAuthRedirect, else the root. A 401 is handled by the api client;
 * a 403 (signed in as an admin or a representative) is 'Unauthorized.' and the same redirect.
 */
export function OfficialsGuard() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const redirect = meta.notAuthRedirect ?? '/';
  const official = useOfficial(redirect);
  const signIn = useOfficialStore((state) => state.signIn);

  useEffect(() => {
    if (official.data) signIn(official.data);
  }, [official.data, signIn]);

  const otherKind = isApiRequestError(official.error) && official.error.status === 403;
  const allowed = official.data
    ? isAuthenticated(official.data) && can(official.data, meta.auth)
    : otherKind
      ? false
      : null;
  useEffect(() => {
    if (allowed === false) notifyError(t('errors.unauthorized'));
  }, [allowed, t]);

  if (official.isPending) return <LoadingBlock rows={3} />;
  if (official.isError && !otherKind) return <ErrorState onRetry={() => void official.refetch()} />;
  if (!allowed) return <Navigate to={redirect} replace />;
  return (
    <>
      <OfficialsNav />
      <Outlet />
    </>
  );
}
