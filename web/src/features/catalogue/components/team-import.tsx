import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CsvImport } from '../../../components/ui/csv-import';
import { usePreviewImport, useImportTeams } from '../api/teams';

/**
 * Teams from a CSV file: the server reads it and shows every row with its problems; confirming
 * imports the valid rows (one new team each) and skips the rest.
 */
export function TeamImport({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  return (
    <CsvImport
      texts="catalogue.import"
      columns="name,full_name,region,category,city,arena,link,recreational"
      preview={usePreviewImport()}
      importRows={useImportTeams()}
      back={
        <Button variant="light" onClick={onDone}>
          {t('catalogue.import.backToTeams')}
        </Button>
      }
      headers={[
        t('catalogue.teams.name'),
        t('catalogue.teams.category'),
        t('catalogue.teams.city'),
        t('catalogue.teams.arena'),
      ]}
      cells={(row) => [
        row.name || '—',
        row.category?.name ?? '—',
        row.city ?? '—',
        row.arena?.name ?? '—',
      ]}
      fieldLabel={(field) => t(`catalogue.import.fields.${field}`, { defaultValue: field })}
    />
  );
}
