import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalText } from '../../../lib/api-errors';
import { formatDay, isIsoDay } from '../../../lib/dates';
import { useFixtureConfirm, useFixturePreview } from '../api/leagues';
import { leaguesBase } from './leagues-table';

/** Fixtures from a CSV file: preview with an error per bad row, then schedule the good ones. */
export function FixturesImport({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [csv, setCsv] = useState('');
  const [error, setError] = useState<string | null>(null);
  const preview = useFixturePreview(leagueId);
  const confirm = useFixtureConfirm(leagueId, t('leaguesAdmin.fixtures.imported'));

  const failed = (failure: unknown) => {
    const refused = refusalText(failure);
    if (refused !== null) setError(refused);
  };
  const check = async () => {
    setError(null);
    try {
      await preview.mutateAsync(csv);
    } catch (failure) {
      failed(failure);
    }
  };
  const schedule = async () => {
    setError(null);
    try {
      await confirm.mutateAsync(csv);
      void navigate(`${leaguesBase}/${leagueId}?hash=schedule`);
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">
        {t('leaguesAdmin.fixtures.format', {
          columns: 'round, date (YYYY-MM-DD), time (HH:MM), home, away, location',
        })}
      </Text>
      <FileInput
        label={t('leaguesAdmin.fixtures.file')}
        accept=".csv,text/csv"
        onChange={(file) => {
          preview.reset();
          void file?.text().then(setCsv);
        }}
      />
      <Textarea
        label={t('leaguesAdmin.fixtures.text')}
        autosize
        minRows={4}
        value={csv}
        onChange={(event) => {
          preview.reset();
          setCsv(event.currentTarget.value);
        }}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          onClick={() => void check()}
          loading={preview.isPending}
          disabled={!csv.trim()}
        >
          {t('leaguesAdmin.fixtures.preview')}
        </Button>
        {preview.data && preview.data.valid > 0 && (
          <Button onClick={() => void schedule()} loading={confirm.isPending}>
            {t('leaguesAdmin.fixtures.confirm', { count: preview.data.valid })}
          </Button>
        )}
      </Group>
      {preview.data && (
        <Table striped aria-label={t('leaguesAdmin.fixtures.preview')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('leaguesAdmin.fixtures.line')}</Table.Th>
              <Table.Th>{t('leaguesAdmin.schedule.roundLabel')}</Table.Th>
              <Table.Th>{t('leaguesAdmin.schedule.time')}</Table.Th>
              <Table.Th>{t('leaguesAdmin.schedule.home')}</Table.Th>
              <Table.Th>{t('leaguesAdmin.schedule.away')}</Table.Th>
              <Table.Th>{t('leaguesAdmin.fixtures.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.data.rows.map((row) => {
              const problems = Object.values(row.errors).flat();
              return (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.round ?? '—'}</Table.Td>
                  <Table.Td>
                    {/* A day the file wrote right reads day.month.year; a wrong one as written. */}
                    {isIsoDay(row.date) ? formatDay(row.date) : row.date} {row.time}
                  </Table.Td>
                  <Table.Td>{row.home}</Table.Td>
                  <Table.Td>{row.away}</Table.Td>
                  <Table.Td>
                    {problems.length === 0 ? (
                      <Badge color="green" variant="light">
                        {t('leaguesAdmin.fixtures.ok')}
                      </Badge>
                    ) : (
                      problems.map((problem) => (
                        <Text key={problem} size="sm" c="red">
                          {problem}
                        </Text>
                      ))
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
