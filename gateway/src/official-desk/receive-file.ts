import type { Request, Response } from 'express';
import multer from 'multer';
import { matchFileKinds, matchFileLimits, type MatchFileKind } from '@courtside/events';
import { ValidationError } from '../errors';

/**
 * One file (field `file`) and its `kind`, kept in memory so nothing unchecked touches the disk.
 * multer stops reading past 20 MB: a file of exactly 20 MB arrives whole, one byte more is refused.
 */
const receiver = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: matchFileLimits.maxBytes, files: 1, fields: 1, parts: 2 },
}).single('file');

export async function receiveMatchFile(
  req: Request,
  res: Response,
): Promise<{ file: Express.Multer.File; kind: MatchFileKind }> {
  await new Promise<void>((resolve, reject) => {
    receiver(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        return reject(new ValidationError({ file: ['matchFileTooLarge'] }, 'matchFileTooLarge'));
      }
      // Not multipart, a second file, a body cut short: still the client's input, never a 500.
      reject(new ValidationError({ file: ['invalidUpload'] }, 'invalidUpload'));
    });
  });
  const body = (req.body ?? {}) as Record<string, unknown>;
  const kind = matchFileKinds.find((known) => known === body.kind);
  if (!req.file) throw new ValidationError({ file: ['required'] });
  if (!kind) throw new ValidationError({ kind: ['matchFileKind'] });
  return { file: req.file, kind };
}
