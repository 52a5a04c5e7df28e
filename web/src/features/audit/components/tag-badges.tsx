import { Badge, Group } from '@mantine/core';

/** An entry's tags as small badges in a row (the audit log and a record's history). */
export function TagBadges({ tags }: { tags: string[] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} size="xs" variant="light">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
