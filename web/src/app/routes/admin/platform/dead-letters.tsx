import { useTranslation } from 'react-i18next';
import { DeadLetterList } from '../../../../features/dead-letters/components/dead-letter-list';
import { RoutePage } from '../../../layouts/route-page';

/** settings/dead-letters (super-admin): the outbox's failed deliveries (issue 12). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('deadLetters.title')} gap="md">
      <DeadLetterList />
    </RoutePage>
  );
}
