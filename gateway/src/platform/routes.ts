import { Router, type Response } from 'express';
import { platformSettingsSections, type PlatformSettingsSection } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { publicRoute, requires } from '../auth/permissions';
import { superAdminRole } from '../auth/roles';
import { totpKey } from '../auth/totp-secret';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import {
  listPlatforms,
  platformExists,
  platformSettings,
  publicPlatformPage,
} from '../queries/platform-settings';
import { endSeason, saveSettingsTab } from './save-settings';
import { platformSecretSet } from './secrets';

/** Spec §6: settings are the super-admin's alone. */
const superAdmin = requires({ kind: 'admin', ability: superAdminRole });

function platformParam(value: unknown): number {
  const id = idParam(value);
  if (!platformExists(id)) throw new NotFoundError();
  return id;
}

function sectionParam(value: unknown): PlatformSettingsSection {
  const section = platformSettingsSections.find((known) => known === value);
  if (!section) throw new NotFoundError();
  return section;
}

/**
 * Platform settings (issue 10): `/admin/platforms` and each tab under
 * `/admin/platforms/:id/settings/:section` (contact, atrium, general, standings), the season end,
 * and the public privacy and terms texts. The Atrium key is answered only as 'set' or 'not set'.
 */
export function platformRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const saving = { ...deps, secretKey: totpKey(deps.config.totpEncryptionKey) };

  const answerTab = async (res: Response, id: number, section: PlatformSettingsSection) => {
    const settings = await platformSettings(knex, id);
    const data =
      section === 'atrium'
        ? {
            url: settings.atrium.url,
            key: (await platformSecretSet(knex, id, 'atrium_key')) ? 'set' : 'not set',
          }
        : settings[section];
    res.json({ data });
  };

  router.get('/admin/platforms', superAdmin, async (_req, res) => {
    res.json({ data: await listPlatforms(knex) });
  });

  router.get('/admin/platforms/:id/settings/:section', superAdmin, async (req, res) => {
    await answerTab(res, platformParam(req.params.id), sectionParam(req.params.section));
  });

  router.put('/admin/platforms/:id/settings/:section', superAdmin, async (req, res) => {
    const id = platformParam(req.params.id);
    const section = sectionParam(req.params.section);
    await saveSettingsTab(saving, req, res, id, section);
    await answerTab(res, id, section);
  });

  router.post('/admin/platforms/:id/season-end', superAdmin, async (req, res) => {
    const id = platformParam(req.params.id);
    const season = await endSeason(saving, req, res, id);
    res.json({ data: { season } });
  });

  router.get('/platform/pages/:page', publicRoute, async (req, res) => {
    const page = req.params.page;
    if (page !== 'privacy' && page !== 'terms') throw new NotFoundError();
    res.json({ data: await publicPlatformPage(knex, page) });
  });

  return router;
}
