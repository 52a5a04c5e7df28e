import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches } from 'react-router';
import { LoadingBlock } from '../../../components/ui/page-state';
import { isApiRequestError } from '../../../lib/api-errors';
import { notifyError } from '../../../lib/notify';
import { useRepresentative } from '../api/get-representative';
import { useRepresentativeStore } from '../stores/representative-store';
import {
  decideRepresentativeRoute,
  type RepresentativeLoad,
  type RepresentativeRouteMeta,
} from '../utils/guard-decision';

function useRouteMeta(): RepresentativeRouteMeta {
  const meta: RepresentativeRouteMeta = {};
  for (const match of useMatches())
    Object.assign(meta, (match.handle ?? {}) as RepresentativeRouteMeta);
  return meta;
}

/** Spec §2 representative routes: reload from the server, then the decision's redirect. */
export function RepresentativeGuard() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const reload = useRepresentative();
  const { signIn, reset } = useRepresentativeStore();

  let load: RepresentativeLoad = { status: 'pending' };
  if (reload.isError) {
    const status = isApiRequestError(reload.error) ? reload.error.status : null;
    load = { status: 'failed', unauthenticated: status === 401, forbidden: status === 403 };
  } else if (reload.data) {
    load = { status: 'loaded', answer: reload.data };
  }
  const decision = decideRepresentativeRoute({
    meta,
    load,
    now: Math.floor(Date.now() / 1000),
  });

  useEffect(() => {
    if (reload.data) signIn(reload.data);
  }, [reload.data, signIn]);
  const resets = decision.kind === 'redirect' && decision.reset === true;
  const unauthorized = decision.kind === 'redirect' && decision.unauthorized === true;
  useEffect(() => {
    if (resets) reset();
  }, [resets, reset]);
  useEffect(() => {
    if (unauthorized) notifyError(t('errors.unauthorized'));
  }, [unauthorized, t]);

  if (decision.kind === 'wait') return <LoadingBlock rows={3} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
