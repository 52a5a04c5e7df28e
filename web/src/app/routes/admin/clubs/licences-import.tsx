import { useTranslation } from 'react-i18next';
import { LicenceImport } from '../../../../features/clubs/components/licence-import';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('clubs.import.title')} gap="md">
      <LicenceImport />
    </RoutePage>
  );
}
