import { Alert, Badge, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-errors';
import { usePreviewImport, useImportTeams, type ImportRow, type ImportSummary } from '../api/teams';

/**
 * Teams from a CSV file: the server reads it and shows every row with its problems; confirming
 * imports the valid rows (one new team each) and skips the rest.
 */
export function TeamImport({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const preview = usePreviewImport();
  const importTeams = useImportTeams();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<{ data: ImportRow[]; meta: ImportSummary } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  const fileProblem = (error: unknown) => {
    if (isApiRequestError(error) && error.status === 422) {
      setFileError(Object.values(error.fieldErrors)[0]?.[0] ?? error.message);
    }
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setRows(null);
    setFileError(null);
    setImported(null);
    if (!chosen) return;
    try {
      setRows(await preview.mutateAsync(chosen));
    } catch (error) {
      fileProblem(error);
    }
  };

  const confirm = async () => {
    if (!file) return;
    try {
      const answer = await importTeams.mutateAsync(file);
      setImported(answer.data.length);
      setRows(null);
      setFile(null);
    } catch (error) {
      fileProblem(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('catalogue.import.help')}</Text>
      <Text size="sm" ff="monospace">
        name,full_name,region,category,city,arena,link,recreational
      </Text>
      <FileInput
        label={t('catalogue.import.file')}
        placeholder={t('catalogue.import.choose')}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={fileError}
        clearable
        maw={420}
      />
      {imported !== null && (
        <Alert color="green" role="status">
          {t('catalogue.import.done', { count: imported })}
          <Group mt="sm">
            <Button variant="light" onClick={onDone}>
              {t('catalogue.import.backToTeams')}
            </Button>
          </Group>
        </Alert>
      )}
      {preview.isPending && <Text c="dimmed">{t('catalogue.import.reading')}</Text>}
      {rows && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="green" variant="light">
              {t('catalogue.import.valid', { count: rows.meta.valid })}
            </Badge>
            <Badge color={rows.meta.invalid > 0 ? 'red' : 'gray'} variant="light">
              {t('catalogue.import.invalid', { count: rows.meta.invalid })}
            </Badge>
          </Group>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label={t('catalogue.import.preview')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogue.import.line')}</Table.Th>
                  <Table.Th>{t('catalogue.teams.name')}</Table.Th>
                  <Table.Th>{t('catalogue.teams.category')}</Table.Th>
                  <Table.Th>{t('catalogue.teams.city')}</Table.Th>
                  <Table.Th>{t('catalogue.teams.arena')}</Table.Th>
                  <Table.Th>{t('catalogue.import.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.data.map((row) => {
                  const problems = Object.entries(row.errors);
                  return (
                    <Table.Tr
                      key={row.line}
                      bg={problems.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
                    >
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.name || '—'}</Table.Td>
                      <Table.Td>{row.category?.name ?? '—'}</Table.Td>
                      <Table.Td>{row.city ?? '—'}</Table.Td>
                      <Table.Td>{row.arena?.name ?? '—'}</Table.Td>
                      <Table.Td>
                        {problems.length === 0 ? (
                          <Badge color="green" variant="light">
                            {t('catalogue.import.ok')}
                          </Badge>
                        ) : (
                          <List size="sm" c="red">
                            {problems.map(([field, texts]) => (
                              <List.Item key={field}>
                                {t(`catalogue.import.fields.${field}`, { defaultValue: field })}:{' '}
                                {texts.join(' ')}
                              </List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button
              onClick={() => void confirm()}
              loading={importTeams.isPending}
              disabled={rows.meta.valid === 0}
            >
              {t('catalogue.import.confirm', { count: rows.meta.valid })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
