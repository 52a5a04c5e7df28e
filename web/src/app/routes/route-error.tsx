import { Container } from '@mantine/core';
import { ErrorState } from '../../components/ui/page-state';
import { useTranslation } from 'react-i18next';

/** A screen that crashed (or a chunk that failed to load) still leaves a way forward. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <ErrorState message={t('errors.somethingWrong')} onRetry={() => window.location.reload()} />
    </Container>
  );
}
