import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingBlock } from '../../components/ui/page-state';
import { usePageTitle } from '../../components/ui/page-title';
import { getAdminUser } from '../../features/auth/api/get-admin-user';
import { getOfficial } from '../../features/auth/api/get-official';
import { safeRedirect } from '../../features/public-pages/safe-redirect';
import { getRepresentative } from '../../features/video-zone/api/get-representative';
import { isApiRequestError } from '../../lib/api-errors';

type Kind = 'admin' | 'official' | 'representative';

const areas: Record<Kind, { home: string; identify(signal: AbortSignal): Promise<unknown> }> = {
  admin: { home: '/administration', identify: (signal) => getAdminUser(signal) },
  official: { home: '/officials', identify: (signal) => getOfficial('/', signal) },
  representative: { home: '/video-zone', identify: (signal) => getRepresentative(signal) },
};

function kindOf(value: string | null): Kind {
  return value === 'official' || value === 'representative' ? value : 'admin';
}

/**
 * Spec §2 /callback: a sign-in that comes back from elsewhere (a reset or e-mail link) lands
 * here with `?kind&redirect`. The account is reloaded from the session, then the user goes on to
 * `redirect` when it is a path on this site (else the area's home); no session goes to the
 * root. No answer at all is spec §5's "Failed to identify" with a way to try again.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('publicPages.callback.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const target = safeRedirect(params.get('redirect'), window.location.origin, areas[kind].home);
  const identity = useQuery({
    queryKey: ['callback', kind],
    queryFn: ({ signal }) => areas[kind].identify(signal),
    retry: false,
    gcTime: 0,
  });
  const noAnswer = isApiRequestError(identity.error) && identity.error.kind !== 'http';

  useEffect(() => {
    if (identity.isSuccess) void navigate(target, { replace: true });
    else if (identity.isError && !noAnswer) void navigate('/', { replace: true });
  }, [identity.isSuccess, identity.isError, noAnswer, navigate, target]);

  if (noAnswer) {
    return (
      <Alert color="red" role="alert" title={t('errors.loadTitle')}>
        <Stack gap="sm" align="flex-start">
          <span>{t('errors.identifyFailed')}</span>
          <Button variant="light" color="red" onClick={() => void identity.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <LoadingBlock rows={2} />;
}
