import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { imageSize } from 'image-size';
import multer from 'multer';
import type { GatewayConfig } from '../config';
import { ValidationError } from '../errors';
import type { TextKey } from '../i18n';

/** Uploads are at most 20 MB (spec §9). */
export const maxUploadBytes = 20 * 1024 * 1024;
/** A team logo is at most 1000×1000 pixels (spec §5). */
export const maxLogoSide = 1000;
/** Where gateway serves uploaded files. */
export const uploadsPath = '/uploads';

/** Image types a logo may be, by what the file's bytes say (never by its name or MIME type). */
const logoTypes: Record<string, string> = { png: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp' };

export function uploadsDir(config: GatewayConfig): string {
  return path.resolve(config.uploadsDir ?? '.data/uploads');
}

/** Serves uploaded files read-only: GET and HEAD, no directory listings, no dotfiles. */
export function serveUploads(config: GatewayConfig): Router {
  const router = express.Router();
  router.use(
    uploadsPath,
    express.static(uploadsDir(config), {
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'");
      },
    }),
  );
  return router;
}

const receiver = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1 },
});

/**
 * The one file a multipart request carries in `field`. A missing, extra or too large file is
 * invalid input on that field (422), never a server error.
 */
export async function receiveFile(
  req: Request,
  res: Response,
  field: string,
  tooLarge: TextKey,
): Promise<Express.Multer.File> {
  await new Promise<void>((resolve, reject) => {
    receiver.single(field)(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        const key: TextKey = error.code === 'LIMIT_FILE_SIZE' ? tooLarge : 'invalidUpload';
        return reject(new ValidationError({ [field]: [key] }));
      }
      // Not multipart at all, or a body cut short: still the client's input.
      reject(new ValidationError({ [field]: ['invalidUpload'] }));
    });
  });
  if (!req.file) throw new ValidationError({ [field]: ['required'] });
  return req.file;
}

/**
 * Checks a logo on the server (type from its bytes, at most 1000×1000) and stores it under a
 * fresh name; answers the path it is served at.
 */
export async function storeLogo(
  config: GatewayConfig,
  file: Express.Multer.File,
): Promise<{ logo: string; width: number; height: number }> {
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(file.buffer);
  } catch {
    throw new ValidationError({ logo: ['uploadImage'] });
  }
  const extension = size.type ? logoTypes[size.type] : undefined;
  if (!extension) throw new ValidationError({ logo: ['uploadImage'] });
  if (size.width > maxLogoSide || size.height > maxLogoSide) {
    throw new ValidationError({ logo: ['teamLogoSize'] });
  }
  const folder = path.join(uploadsDir(config), 'teams');
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(path.join(folder, name), file.buffer, { flag: 'wx' });
  return { logo: `/api${uploadsPath}/teams/${name}`, width: size.width, height: size.height };
}
