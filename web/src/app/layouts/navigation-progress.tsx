import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * While the router loads the next page (its code is fetched lazily, which takes seconds on a
 * weak phone connection) the old page stays on screen: this bar says the click was heard, so
 * nobody starts typing into a form that is about to go away.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  // Indeterminate: no value is known, so the bar carries no aria-valuenow (WAI-ARIA progressbar).
  return (
    <Progress.Root
      size="xs"
      radius={0}
      role="progressbar"
      aria-label={t('common.loading')}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    >
      <Progress.Section value={100} animated striped withAria={false} />
    </Progress.Root>
  );
}
