import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ItemList } from '../../../../features/providers/components/item-list';
import { RoutePage } from '../../../layouts/route-page';

/** atrium/leagues/{id}/competitions (super-admin): each opening its seasons. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage title={t('providers.atrium.competitions')} gap="md">
      <ItemList
        path={`atrium/leagues/${encodeURIComponent(id)}/competitions`}
        next={(item) => `/administration/atrium/competitions/${item.id}/seasons`}
      />
    </RoutePage>
  );
}
