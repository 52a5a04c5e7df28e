import { useTranslation } from 'react-i18next';
import { ItemList } from '../../../../features/providers/components/item-list';
import { RoutePage } from '../../../layouts/route-page';

/** atrium/seasons (super-admin): every season of the organization, each opening its fixtures. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('providers.atrium.allSeasons')} gap="md">
      <ItemList
        path="atrium/seasons"
        next={(item) => `/administration/atrium/seasons/${item.id}/fixtures`}
      />
    </RoutePage>
  );
}
