import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { imageSize } from 'image-size';
import multer from 'multer';
import * as yup from 'yup';
import { publicRoute, requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { validate } from '../http/validate';
import { initialsSvg } from '../auth/initials';
import { updateAccount } from './account-writes';
import { findUser, toUserAnswer } from './user-answer';

/** Spec §5/§9: uploads are at most 20 MB. */
export const maxAvatarBytes = 20 * 1024 * 1024;

/** Raster formats only: an uploaded SVG could carry script to whoever opens it. */
const extensions: Record<string, string> = { png: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp' };
const storedName = /^\d{1,10}-[a-f0-9]{16}\.(png|jpg|gif|webp)$/;

export const initialsQuery = yup.object({
  name: yup.string().typeError('validName').max(255, 'validName').default(''),
});

/** The image's format from its bytes (never from the name or the browser's type), or null. */
function imageExtension(bytes: Buffer): string | null {
  try {
    const { type } = imageSize(bytes);
    return (type && extensions[type]) ?? null;
  } catch {
    return null;
  }
}

/** One file field `avatar`, kept in memory (≤ 20 MB) so nothing unchecked touches the disk. */
function receiveAvatar(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxAvatarBytes, files: 1, fields: 0 },
  }).single('avatar');
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        next(new ValidationError({ avatar: ['uploadImage'] }));
        return;
      }
      next(error);
    });
  };
}

/** Avatars: upload and remove one's own, the stored images, and the generated initials. */
export function avatarRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const folder = path.resolve(deps.config.uploadsDir ?? '.data/uploads', 'avatars');
  const signedIn = requires({ kind: 'any' });

  async function removeFile(name: string | null) {
    if (!name || !storedName.test(name)) return;
    await unlink(path.join(folder, name)).catch(() => undefined);
  }

  router.get('/avatars/initials.svg', publicRoute, (req, res) => {
    const { name } = validate(initialsQuery, req.query);
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(initialsSvg(name));
  });

  router.get('/avatars/:file', publicRoute, (req, res, next) => {
    const file = req.params.file;
    if (typeof file !== 'string' || !storedName.test(file)) throw new NotFoundError();
    res.set('Cache-Control', 'public, max-age=86400');
    res.sendFile(file, { root: folder, dotfiles: 'deny' }, (error) => {
      if (error) next(new NotFoundError());
    });
  });

  router.post('/profile/avatar', signedIn, receiveAvatar(), async (req, res) => {
    const account = res.locals.account as AccountRow;
    const file = req.file;
    if (!file) throw new ValidationError({ avatar: ['required'] });
    const extension = imageExtension(file.buffer);
    if (!extension) throw new ValidationError({ avatar: ['uploadImage'] });
    const before = await findUser(knex, account.id);
    if (!before) throw new NotFoundError();
    const name = `${account.id}-${randomBytes(8).toString('hex')}.${extension}`;
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, name), file.buffer);
    try {
      await updateAccount(deps, req, res, account.id, { avatar_path: name }, [
        {
          type: 'AccountUpdated',
          data: { accountId: account.id, changes: { avatar: `/api/avatars/${name}` } },
        },
      ]);
    } catch (error) {
      await removeFile(name);
      throw error;
    }
    await removeFile(before.avatar_path);
    const after = await findUser(knex, account.id);
    if (!after) throw new NotFoundError();
    res.status(201).json(toUserAnswer(after));
  });

  router.delete('/profile/avatar', signedIn, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const before = await findUser(knex, account.id);
    if (!before) throw new NotFoundError();
    if (before.avatar_path) {
      await updateAccount(deps, req, res, account.id, { avatar_path: null }, [
        { type: 'AccountUpdated', data: { accountId: account.id, changes: { avatar: null } } },
      ]);
      await removeFile(before.avatar_path);
    }
    const after = await findUser(knex, account.id);
    if (!after) throw new NotFoundError();
    res.json(toUserAnswer(after));
  });

  return router;
}
