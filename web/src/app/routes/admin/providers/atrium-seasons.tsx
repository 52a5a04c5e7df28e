import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ItemList } from '../../../../features/providers/components/item-list';
import { RoutePage } from '../../../layouts/route-page';

/** atrium/competitions/{id}/seasons (super-admin): each opening its fixtures. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage title={t('providers.atrium.seasons')} gap="md">
      <ItemList
        path={`atrium/competitions/${encodeURIComponent(id)}/seasons`}
        next={(item) => `/administration/atrium/seasons/${item.id}/fixtures`}
      />
    </RoutePage>
  );
}
