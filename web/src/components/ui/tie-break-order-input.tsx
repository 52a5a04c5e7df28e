import { ActionIcon, Checkbox, Group, Input, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tieBreakCriteria, type TieBreakCriterion } from '@courtside/events';

/** The locale key of a criterion ('head-to-head points' → 'head-to-head-points'). */
const keyOf = (criterion: TieBreakCriterion) => criterion.replace(/ /g, '-');

/**
 * The message of a form's error on the order: the list's own, or the first of an entry (an
 * unknown criterion is named at its place in the list), shown under the whole list.
 */
export function tieBreakOrderError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  return Object.values(error)
    .map((entry: unknown) =>
      typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : null,
    )
    .find((message): message is string => typeof message === 'string');
}

/**
 * The order the tie-breaks apply in: the criteria that apply first, in order (each can move up
 * or down), then those left out, which a tick adds at the end. The platform's standings tab sets
 * the order new leagues take; a league's edit screen sets its own (`description` says which).
 */
export function TieBreakOrderInput({
  value,
  onChange,
  error,
  description,
}: {
  value: TieBreakCriterion[];
  onChange(order: TieBreakCriterion[]): void;
  error?: string | undefined;
  description?: string | undefined;
}) {
  const { t } = useTranslation();
  const name = (criterion: TieBreakCriterion) =>
    t(`platformSettings.standings.criteria.${keyOf(criterion)}`);
  const left = tieBreakCriteria.filter((criterion) => !value.includes(criterion));
  const move = (from: number, to: number) => {
    const order = [...value];
    const [criterion] = order.splice(from, 1);
    if (criterion) order.splice(to, 0, criterion);
    onChange(order);
  };
  return (
    <Input.Wrapper
      label={t('platformSettings.standings.tieBreakOrder')}
      description={description ?? t('platformSettings.standings.tieBreakHint')}
      error={error}
    >
      <Stack gap={4} mt="xs" role="list" aria-label={t('platformSettings.standings.tieBreakOrder')}>
        {value.map((criterion, index) => (
          <Group key={criterion} gap="xs" wrap="nowrap" role="listitem">
            <Checkbox
              checked
              label={`${index + 1}. ${name(criterion)}`}
              onChange={() => onChange(value.filter((other) => other !== criterion))}
            />
            <ActionIcon
              variant="subtle"
              disabled={index === 0}
              aria-label={t('platformSettings.standings.moveUp', { criterion: name(criterion) })}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={index === value.length - 1}
              aria-label={t('platformSettings.standings.moveDown', { criterion: name(criterion) })}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </ActionIcon>
          </Group>
        ))}
        {left.map((criterion) => (
          <Group key={criterion} role="listitem">
            <Checkbox
              checked={false}
              label={name(criterion)}
              onChange={() => onChange([...value, criterion])}
            />
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
