import { Group, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink } from 'react-router';

const pages = [
  { to: '/officials/leagues', key: 'leagues' },
  { to: '/officials/contests', key: 'contests' },
  { to: '/officials/records', key: 'records' },
  { to: '/officials/profile', key: 'profile' },
] as const;

/** The officials area's pages, in a row that wraps on a phone. */
export function OfficialsNav() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('desk.nav.label')} gap={4} mb="md" wrap="wrap">
      {pages.map((page) => (
        <NavLink
          key={page.key}
          component={RouterLink}
          to={page.to}
          label={t(`desk.nav.${page.key}`)}
          w="auto"
          style={{ borderRadius: 6 }}
        />
      ))}
    </Group>
  );
}
