import { Alert, Grid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { useHistory, useStateAt } from '../../../features/audit/api/get-history';
import { HistoryPicker } from '../../../features/audit/components/history-picker';
import { HistoryTimeline } from '../../../features/audit/components/history-timeline';
import { StateTable } from '../../../features/audit/components/state-table';
import { isApiRequestError } from '../../../lib/api-errors';
import { RoutePage } from '../../layouts/route-page';

function Replay({ model, id }: { model: string; id: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const history = useHistory(model, id);
  const entries = history.data?.data ?? [];
  const asked = params.get('revision');
  const selected =
    asked !== null && /^\d+$/.test(asked) ? Number(asked) : (entries.at(-1)?.revision ?? null);
  const snapshot = useStateAt(model, id, entries.length > 0 ? selected : null);

  if (history.isPending) return <LoadingBlock />;
  if (history.isError) {
    if (isApiRequestError(history.error) && history.error.status === 404) {
      return <EmptyBlock title={t('adminShell.history.nothing')} />;
    }
    return <ErrorState onRetry={() => void history.refetch()} />;
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <HistoryTimeline
          entries={entries}
          selected={selected}
          onSelect={(revision) => setParams({ revision: String(revision) }, { replace: true })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {snapshot.isPending ? (
          <LoadingBlock rows={3} />
        ) : snapshot.isError ? (
          <ErrorState onRetry={() => void snapshot.refetch()} />
        ) : (
          <StateTable snapshot={snapshot.data} />
        )}
      </Grid.Col>
    </Grid>
  );
}

/** History replay (time travel): a record's events, and the record as it was after any one. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { model = '', id: rawId } = useParams();
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  return (
    <RoutePage title={t('adminShell.history.title')} gap="md">
      <Text c="dimmed">{t('adminShell.history.intro')}</Text>
      <HistoryPicker
        key={`${model}/${id ?? ''}`}
        model={model || 'contest'}
        id={id}
        onOpen={(nextModel, nextId) =>
          void navigate(`/administration/history/${nextModel}/${nextId}`)
        }
      />
      {rawId !== undefined && id === null && (
        <Alert color="red">{t('adminShell.history.badId')}</Alert>
      )}
      {id !== null && <Replay key={`${model}/${id}`} model={model} id={id} />}
    </RoutePage>
  );
}
