import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { LoadingBlock } from '../../components/ui/page-state';
import { useAdminUser } from '../../features/auth/api/get-admin-user';
import { profileFromAnswer, useProfileStore } from '../../features/auth/stores/profile-store';
import {
  decideAdminRoute,
  pendingCodeRedirect,
  type AdminLoad,
  type AdminRouteMeta,
} from '../../features/auth/utils/guard-decision';
import { isApiRequestError } from '../../lib/api-errors';
import { notifyError } from '../../lib/notify';

/** The deepest route's meta wins over its parents' (spec §2 route meta). */
function useAdminRouteMeta(): AdminRouteMeta {
  const matches = useMatches();
  const meta: AdminRouteMeta = {};
  for (const match of matches) Object.assign(meta, (match.handle ?? {}) as AdminRouteMeta);
  return meta;
}

/**
 * The /administration guard (spec §2): reloads the admin user on entry and on every
 * navigation, and lets the screen render only when `decideAdminRoute` allows it.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const meta = useAdminRouteMeta();
  const needsCode = useProfileStore((state) => state.profile.needsConfirming2FACode);
  const signIn = useProfileStore((state) => state.signIn);
  const user = useAdminUser(!needsCode);
  const { refetch } = user;

  // The first visit loads through the query itself; later navigations reload in place.
  const seenPath = useRef(location.pathname);
  useEffect(() => {
    if (seenPath.current === location.pathname) return;
    seenPath.current = location.pathname;
    if (!needsCode) void refetch();
  }, [location.pathname, needsCode, refetch]);

  useEffect(() => {
    if (user.data) signIn(user.data);
  }, [user.data, signIn]);

  // A 403 here is either the server's 2FA gate (a sign-in still owing its code: remember it, so
  // the root's sign-in dialog asks for the code instead of a password it will refuse) or the
  // route's 'Unauthorized.' for an account of another kind (an official or a representative).
  const awaitCode = useProfileStore((state) => state.awaitCode);
  const refused = isApiRequestError(user.error) && user.error.status === 403;
  const otherKind = refused && user.error?.message === t('errors.unauthorized');
  const owesCode = refused && !otherKind;
  useEffect(() => {
    if (owesCode) awaitCode();
  }, [owesCode, awaitCode]);

  let load: AdminLoad;
  if (user.isError) {
    const unauthenticated = isApiRequestError(user.error) && user.error.status === 401;
    load = { status: 'failed', unauthenticated, forbidden: otherKind };
  } else if (user.data) {
    load = { status: 'loaded', profile: profileFromAnswer(user.data) };
  } else {
    load = { status: 'pending' };
  }
  const decision = decideAdminRoute({
    pathname: location.pathname,
    meta,
    needsConfirming2FACode: needsCode,
    load,
    now: Math.floor(Date.now() / 1000),
  });

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const unauthorized = decision.kind === 'redirect' && decision.unauthorized === true;
  useEffect(() => {
    if (redirectTo === null) return;
    if (unauthorized) notifyError(t('errors.unauthorized'));
    void navigate(redirectTo, { replace: true });
  }, [redirectTo, unauthorized, navigate, t]);

  if (decision.kind !== 'allow') return <LoadingBlock rows={3} />;
  return children;
}

/**
 * Spec §2: while a two-factor code is pending, any page but the root sends the visitor back to
 * the root (where the sign-in dialog asks for the code). Rendered by the site header, so it
 * holds on every page.
 */
export function PendingCodeRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useProfileStore((state) => state.profile.needsConfirming2FACode);
  useEffect(() => {
    const to = pendingCodeRedirect(pathname, pending, Math.floor(Date.now() / 1000));
    if (to) void navigate(to, { replace: true });
  }, [pathname, pending, navigate]);
  return null;
}
