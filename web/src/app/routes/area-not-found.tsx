import { useTranslation } from 'react-i18next';
import { NotFoundRoute } from './not-found';

/** Not-found under /administration: the sidebar stays, the button leads to its home. */
export function AdminNotFoundRoute() {
  const { t } = useTranslation();
  return <NotFoundRoute home="/administration" homeLabel={t('publicPages.notFound.admin')} />;
}

/** Not-found under /officials. */
export function OfficialsNotFoundRoute() {
  const { t } = useTranslation();
  return <NotFoundRoute home="/officials" homeLabel={t('publicPages.notFound.officials')} />;
}

/** Not-found under /video-zone. */
export function VideoZoneNotFoundRoute() {
  const { t } = useTranslation();
  return <NotFoundRoute home="/video-zone" homeLabel={t('publicPages.notFound.videoZone')} />;
}
