import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MatchFile, MatchReport } from '@courtside/events';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import { FileTile, MatchFileGrid } from './match-file-tile';

const entryLists = ['technical_fouls', 'unsportsmanlike_fouls', 'injuries'] as const;

/** A match's report as filed, read-only, and its files (opened through the admin routes). */
export function AdminMatchReport({ report, files }: { report: MatchReport; files: MatchFile[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Card withBorder padding="sm">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('desk.report.title')}
          </Title>
          {report.filed_by && report.filed_at ? (
            <Text size="sm" c="dimmed">
              {t('desk.report.filedBy', {
                name: report.filed_by.name,
                time: formatDateTime(report.filed_at),
              })}
            </Text>
          ) : (
            <Text size="sm">{t('desk.report.notFiled')}</Text>
          )}
          <Field label={t('desk.report.notes')} value={report.notes} />
          <Field label={t('desk.report.incidents')} value={report.incidents} />
          <Field
            label={t('desk.report.attendance')}
            value={report.attendance === null ? '' : String(report.attendance)}
          />
          {entryLists.map((list) => (
            <Stack key={list} gap={2}>
              <Text size="sm" fw={600}>
                {t(`desk.report.${list}`)}
              </Text>
              {report[list].length === 0 ? (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ) : (
                report[list].map((entry, index) => (
                  <Text key={index} size="sm">
                    {t(`desk.report.sides.${entry.side}`)}
                    {entry.person ? ` · ${entry.person}` : ''}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </Text>
                ))
              )}
            </Stack>
          ))}
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('desk.files.title')}
        </Title>
        {files.length === 0 ? (
          <EmptyBlock title={t('desk.files.empty')} />
        ) : (
          <MatchFileGrid>
            {files.map((file) => (
              <FileTile key={file.id} file={file} />
            ))}
          </MatchFileGrid>
        )}
      </Stack>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" align="baseline" wrap="nowrap">
      <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}
