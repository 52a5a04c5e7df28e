import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvImport } from '../../../components/ui/csv-import';
import { useImportLicences, usePreviewLicenceImport } from '../api/licence-import';

/**
 * Licences from a CSV file: the server checks every row (JMBG included) and shows its problems;
 * confirming issues the valid rows, one licence each, and skips the rest.
 */
export function LicenceImport() {
  const { t } = useTranslation();
  return (
    <CsvImport
      texts="clubs.import"
      columns="kind,club,season,first_name,last_name,birth_date,birth_place,ebr,jmbg,number,position,role,licence_number"
      preview={usePreviewLicenceImport()}
      importRows={useImportLicences()}
      back={
        <Button variant="light" component={Link} to="..">
          {t('clubs.import.back')}
        </Button>
      }
      headers={[
        t('clubs.licences.name'),
        t('clubs.licences.kind'),
        t('clubs.licences.club'),
        t('clubs.licences.season'),
      ]}
      cells={(row) => [
        `${row.body.last_name} ${row.body.first_name}`.trim() || '—',
        t(`clubs.licences.${row.body.kind}`),
        row.club ?? '—',
        row.body.season || '—',
      ]}
      fieldLabel={(field) => field}
    />
  );
}
