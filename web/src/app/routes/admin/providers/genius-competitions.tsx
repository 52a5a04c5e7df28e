import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ItemList } from '../../../../features/providers/components/item-list';
import { RoutePage } from '../../../layouts/route-page';

/** genius-sports/leagues/{id}/competitions (super-admin): each opening its matches. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage title={t('providers.genius.competitions')} gap="md">
      <ItemList
        path={`genius-sports/leagues/${encodeURIComponent(id)}/competitions`}
        next={(item) => `/administration/genius-sports/competitions/${item.id}/matches`}
      />
    </RoutePage>
  );
}
