import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useLeagueMatchReports } from '../../../../features/official-desk/api/admin-reports';
import { AdminMatchReports } from '../../../../features/official-desk/components/admin-match-reports';

/** A league's match reports: every match with its report state and files. */
export function Component() {
  const { t } = useTranslation();
  const leagueId = Number(useParams().id);
  const reports = useLeagueMatchReports(leagueId);
  const name = reports.data?.league.name;
  usePageTitle(name ? `${t('matchReports.title')} · ${name}` : t('matchReports.title'));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/administration/leagues/league/${leagueId}`}>
        {t('matchReports.backToLeague')}
      </Anchor>
      <Title order={1} size="h2">
        {t('matchReports.title')}
        {name ? ` · ${name}` : ''}
      </Title>
      <AdminMatchReports leagueId={leagueId} query={reports} />
    </Stack>
  );
}
