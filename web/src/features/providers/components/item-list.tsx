import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProviderItem } from '../api/providers';
import { ProviderState } from './provider-state';
import { useProviderData } from '../api/providers';

/** One level of a provider's hierarchy: each row opens the next level. */
export function ItemList({ path, next }: { path: string; next: (item: ProviderItem) => string }) {
  const query = useProviderData<ProviderItem[]>(path);
  return (
    <ProviderState query={query} isEmpty={(items) => items.length === 0}>
      {(items) => (
        <Stack gap="xs">
          {items.map((item) => (
            <Card key={item.id} withBorder padding="sm">
              <Anchor
                component={Link}
                to={next(item)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.name}
              </Anchor>
              {item.detail && (
                <Text size="sm" c="dimmed">
                  {item.detail}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </ProviderState>
  );
}
