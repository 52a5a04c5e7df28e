import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The total and the pager under a public list. */
export function ListPager({
  meta,
  totalText,
  onPage,
}: {
  meta: { current_page: number; last_page: number };
  totalText: string;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed">
        {totalText}
      </Text>
      <Pagination
        total={meta.last_page}
        value={meta.current_page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
      />
    </Group>
  );
}
