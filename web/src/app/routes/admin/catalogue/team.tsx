import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../../components/ui/page-title';
import { ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { useTeam } from '../../../../features/catalogue/api/teams';
import { TeamForm } from '../../../../features/catalogue/components/team-form';

const list = '/administration/leagues/teams';

/** `leagues/teams/new` creates a team; `leagues/teams/:id` shows and edits one. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param === undefined || param === 'new' ? null : Number(param);
  const team = useTeam(id);
  const title = id === null ? t('catalogue.teams.newTitle') : (team.data?.data.name ?? '');
  usePageTitle(title || t('catalogue.teams.title'));

  let body;
  if (id !== null && team.isPending) body = <LoadingBlock />;
  else if (id !== null && team.isError) body = <ErrorState onRetry={() => void team.refetch()} />;
  else {
    body = (
      <TeamForm
        key={team.data?.data.id ?? 'new'}
        team={id === null ? null : (team.data?.data ?? null)}
        onSaved={() => void navigate(list)}
      />
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={list} size="sm">
        ← {t('catalogue.teams.title')}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
