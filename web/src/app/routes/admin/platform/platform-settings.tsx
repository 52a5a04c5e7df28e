import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { platformSettingsSections, type PlatformSettingsSection } from '@courtside/events';
import { ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import {
  usePlatforms,
  useSettingsTab,
} from '../../../../features/platform-settings/api/platform-settings';
import { AtriumForm } from '../../../../features/platform-settings/components/atrium-form';
import { ContactForm } from '../../../../features/platform-settings/components/contact-form';
import { GeneralForm } from '../../../../features/platform-settings/components/general-form';
import { SeasonEnd } from '../../../../features/platform-settings/components/season-end';
import { StandingsForm } from '../../../../features/platform-settings/components/standings-form';
import { NotFoundRoute } from '../../not-found';

function TabBody({ id, section }: { id: number; section: PlatformSettingsSection }) {
  const query = useSettingsTab(id, section);
  const platforms = usePlatforms();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  // Each form starts from what is saved; a new key remounts it after a save.
  const key = `${section}:${query.dataUpdatedAt}`;
  const data = query.data.data;
  switch (section) {
    case 'general': {
      const closed = platforms.data?.data.find((p) => p.id === id)?.closed_seasons ?? [];
      return (
        <Stack gap="xl">
          <GeneralForm key={key} platformId={id} values={data as never} />
          <SeasonEnd platformId={id} closed={closed} />
        </Stack>
      );
    }
    case 'contact':
      return <ContactForm key={key} platformId={id} values={data as never} />;
    case 'standings':
      return <StandingsForm key={key} platformId={id} values={data as never} />;
    case 'atrium':
      return <AtriumForm key={key} platformId={id} values={data as never} />;
  }
}

/** settings/platforms/{id}/platform-settings/{contact|atrium|general|standings} (super-admin). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const section = platformSettingsSections.find((known) => known === params.section);
  usePageTitle(t('platformSettings.title'));
  if (!section || !Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('platformSettings.title')}
      </Title>
      <Tabs
        value={section}
        onChange={(value) =>
          value &&
          void navigate(`/administration/settings/platforms/${id}/platform-settings/${value}`)
        }
      >
        <Tabs.List>
          {platformSettingsSections.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`platformSettings.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TabBody id={id} section={section} />
    </Stack>
  );
}
