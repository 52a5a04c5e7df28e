import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemList } from '../../../../features/providers/components/item-list';
import { RoutePage } from '../../../layouts/route-page';

/** atrium/categories (super-admin): the organization's leagues, each opening its competitions. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('providers.atrium.categories')} gap="md">
      <Anchor component={Link} to="/administration/atrium/seasons">
        {t('providers.atrium.allSeasons')}
      </Anchor>
      <ItemList
        path="atrium/categories"
        next={(item) => `/administration/atrium/leagues/${item.id}/competitions`}
      />
    </RoutePage>
  );
}
