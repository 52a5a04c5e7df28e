import { Alert, Badge, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/api-errors';

/** What every preview row has: its line in the file and its problems per field. */
export interface CsvImportRow {
  line: number;
  errors: Record<string, string[]>;
}

/** The counts the server answers a preview with. */
export interface CsvImportSummary {
  total: number;
  valid: number;
  invalid: number;
}

/** A mutation sending the chosen file (react-query's shape, only what the screen uses). */
interface FileMutation<T> {
  mutateAsync(file: File): Promise<T>;
  isPending: boolean;
}

interface CsvImportProps<Row extends CsvImportRow> {
  /** Prefix of the screen's texts: help, file, choose, done, reading, valid, invalid, preview,
   *  line, problems, ok and confirm. */
  texts: string;
  /** The header row the file may have, shown as an example. */
  columns: string;
  preview: FileMutation<{ data: Row[]; meta: CsvImportSummary }>;
  importRows: FileMutation<{ data: unknown[] }>;
  /** What to offer once the rows are imported (a way back to the list). */
  back: ReactNode;
  /** Column headers between the line and the problems, and the cells of a row under them. */
  headers: string[];
  cells(row: Row): ReactNode[];
  /** How a field with a problem is named. */
  fieldLabel(field: string): string;
}

/**
 * A CSV import screen: the server reads the chosen file and shows every row with its problems;
 * confirming imports the valid rows and skips the rest. A file refused whole (422) is shown
 * under the file input.
 */
export function CsvImport<Row extends CsvImportRow>(props: CsvImportProps<Row>) {
  const { t } = useTranslation();
  const { texts, preview, importRows } = props;
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<{ data: Row[]; meta: CsvImportSummary } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  const fileProblem = (error: unknown) => {
    const refused = refusalText(error);
    if (refused !== null) setFileError(refused);
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
      const answer = await importRows.mutateAsync(file);
      setImported(answer.data.length);
      setRows(null);
      setFile(null);
    } catch (error) {
      fileProblem(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t(`${texts}.help`)}</Text>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {props.columns}
      </Text>
      <FileInput
        label={t(`${texts}.file`)}
        placeholder={t(`${texts}.choose`)}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={fileError}
        clearable
        maw={420}
      />
      {imported !== null && (
        <Alert color="green" role="status">
          {t(`${texts}.done`, { count: imported })}
          <Group mt="sm">{props.back}</Group>
        </Alert>
      )}
      {preview.isPending && <Text c="dimmed">{t(`${texts}.reading`)}</Text>}
      {rows && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="green" variant="light">
              {t(`${texts}.valid`, { count: rows.meta.valid })}
            </Badge>
            <Badge color={rows.meta.invalid > 0 ? 'red' : 'gray'} variant="light">
              {t(`${texts}.invalid`, { count: rows.meta.invalid })}
            </Badge>
          </Group>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label={t(`${texts}.preview`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${texts}.line`)}</Table.Th>
                  {props.headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                  <Table.Th>{t(`${texts}.problems`)}</Table.Th>
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
                      {props.cells(row).map((cell, index) => (
                        <Table.Td key={index}>{cell}</Table.Td>
                      ))}
                      <Table.Td>
                        {problems.length === 0 ? (
                          <Badge color="green" variant="light">
                            {t(`${texts}.ok`)}
                          </Badge>
                        ) : (
                          <List size="sm" c="red">
                            {problems.map(([field, messages]) => (
                              <List.Item key={field}>
                                {props.fieldLabel(field)}: {messages.join(' ')}
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
              loading={importRows.isPending}
              disabled={rows.meta.valid === 0}
            >
              {t(`${texts}.confirm`, { count: rows.meta.valid })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
