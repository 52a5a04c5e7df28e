import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../../components/ui/page-title';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { useCategory } from '../../../../features/catalogue/api/categories';

/** A category with the leagues in it. */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const category = useCategory(id);
  usePageTitle(category.data?.data.name ?? t('catalogue.categories.title'));

  if (category.isPending) return <LoadingBlock />;
  if (category.isError) return <ErrorState onRetry={() => void category.refetch()} />;
  const { data } = category.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/administration/leagues/categories" size="sm">
        ← {t('catalogue.categories.title')}
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2">
          {data.name}
        </Title>
        <Badge variant="light">{data.season}</Badge>
        <Badge variant="light" color={data.public ? 'green' : 'gray'}>
          {data.public ? t('catalogue.categories.isPublic') : t('catalogue.categories.isHidden')}
        </Badge>
      </Group>
      <Title order={2} size="h4">
        {t('catalogue.categories.leagues')}
      </Title>
      {data.leagues.length === 0 ? (
        <EmptyBlock title={t('catalogue.categories.noLeagues')} />
      ) : (
        <Table striped aria-label={t('catalogue.categories.leagues')}>
          <Table.Tbody>
            {data.leagues.map((league) => (
              <Table.Tr key={league.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/administration/leagues/league/${league.id}`}>
                    {league.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{league.city ?? '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
