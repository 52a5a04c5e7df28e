import { Alert, Badge, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiRequestError } from '../../../lib/api-errors';
import {
  useImportLicences,
  usePreviewLicenceImport,
  type ImportSummary,
  type LicenceImportRow,
} from '../api/licence-import';

/**
 * Licences from a CSV file: the server checks every row (JMBG included) and shows its problems;
 * confirming issues the valid rows, one licence each, and skips the rest.
 */
export function LicenceImport() {
  const { t } = useTranslation();
  const preview = usePreviewLicenceImport();
  const importLicences = useImportLicences();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<{ data: LicenceImportRow[]; meta: ImportSummary } | null>(null);
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
      const answer = await importLicences.mutateAsync(file);
      setImported(answer.data.length);
      setRows(null);
      setFile(null);
    } catch (error) {
      fileProblem(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('clubs.import.help')}</Text>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        kind,club,season,first_name,last_name,birth_date,birth_place,ebr,jmbg,number,position,role,licence_number
      </Text>
      <FileInput
        label={t('clubs.import.file')}
        placeholder={t('clubs.import.choose')}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={fileError}
        clearable
        maw={420}
      />
      {imported !== null && (
        <Alert color="green" role="status">
          {t('clubs.import.done', { count: imported })}
          <Group mt="sm">
            <Button variant="light" component={Link} to="..">
              {t('clubs.import.back')}
            </Button>
          </Group>
        </Alert>
      )}
      {preview.isPending && <Text c="dimmed">{t('clubs.import.reading')}</Text>}
      {rows && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="green" variant="light">
              {t('clubs.import.valid', { count: rows.meta.valid })}
            </Badge>
            <Badge color={rows.meta.invalid > 0 ? 'red' : 'gray'} variant="light">
              {t('clubs.import.invalid', { count: rows.meta.invalid })}
            </Badge>
          </Group>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label={t('clubs.import.preview')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('clubs.import.line')}</Table.Th>
                  <Table.Th>{t('clubs.licences.name')}</Table.Th>
                  <Table.Th>{t('clubs.licences.kind')}</Table.Th>
                  <Table.Th>{t('clubs.licences.club')}</Table.Th>
                  <Table.Th>{t('clubs.licences.season')}</Table.Th>
                  <Table.Th>{t('clubs.import.problems')}</Table.Th>
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
                      <Table.Td>
                        {`${row.body.last_name} ${row.body.first_name}`.trim() || '—'}
                      </Table.Td>
                      <Table.Td>{t(`clubs.licences.${row.body.kind}`)}</Table.Td>
                      <Table.Td>{row.club ?? '—'}</Table.Td>
                      <Table.Td>{row.body.season || '—'}</Table.Td>
                      <Table.Td>
                        {problems.length === 0 ? (
                          <Badge color="green" variant="light">
                            {t('clubs.import.ok')}
                          </Badge>
                        ) : (
                          <List size="sm" c="red">
                            {problems.map(([field, texts]) => (
                              <List.Item key={field}>
                                {field}: {texts.join(' ')}
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
              loading={importLicences.isPending}
              disabled={rows.meta.valid === 0}
            >
              {t('clubs.import.confirm', { count: rows.meta.valid })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
