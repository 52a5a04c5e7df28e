import { useTranslation } from 'react-i18next';
import { ItemList } from '../../../../features/providers/components/item-list';
import { RoutePage } from '../../../layouts/route-page';

/** genius-sports/leagues (super-admin): each opening its competitions. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('providers.genius.leagues')} gap="md">
      <ItemList
        path="genius-sports/leagues"
        next={(item) => `/administration/genius-sports/leagues/${item.id}/competitions`}
      />
    </RoutePage>
  );
}
