import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where a record stands, in words and colour: the word is the translation `texts`.`state`, the
 * colour `colours[state]`; light unless told otherwise.
 */
export function StateBadge<S extends string>({
  state,
  colours,
  texts,
  variant = 'light',
  ...props
}: Omit<BadgeProps, 'color' | 'children'> & {
  state: S;
  colours: Record<S, string>;
  /** The translation key the states' words sit under. */
  texts: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge variant={variant} color={colours[state]} {...props}>
      {t(`${texts}.${state}`)}
    </Badge>
  );
}
