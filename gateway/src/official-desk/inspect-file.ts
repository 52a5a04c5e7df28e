import { matchFileLimits, sniffMatchFileType, type MatchFileType } from '@courtside/events';
import sharp from 'sharp';
import { ValidationError } from '../errors';

/** A received file that passed the content checks, with its thumbnail when it is an image. */
export interface InspectedFile {
  mediaType: MatchFileType;
  extension: 'jpg' | 'png' | 'webp' | 'pdf';
  thumbnail: Buffer | null;
}

const extensions: Record<MatchFileType, InspectedFile['extension']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The longest side of a thumbnail, in pixels: a phone list shows them at about 96 px. */
const thumbnailSide = 320;

/**
 * Judges a file by its bytes (spec §5: image or PDF, at most 20 MB): the name and the type the
 * browser claimed count for nothing. An image must also decode, so a PNG signature in front of
 * an HTML page is refused like the page itself; decoding it is how the thumbnail is made anyway.
 * sharp's default pixel limit refuses decompression bombs the same way.
 */
export async function inspectMatchFile(bytes: Buffer): Promise<InspectedFile> {
  if (bytes.length > matchFileLimits.maxBytes) {
    throw new ValidationError({ file: ['matchFileTooLarge'] }, 'matchFileTooLarge');
  }
  const mediaType = sniffMatchFileType(bytes);
  if (!mediaType) throw new ValidationError({ file: ['invalidUpload'] }, 'invalidUpload');
  if (mediaType === 'application/pdf') return { mediaType, extension: 'pdf', thumbnail: null };
  try {
    const thumbnail = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(thumbnailSide, thumbnailSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { mediaType, extension: extensions[mediaType], thumbnail };
  } catch {
    throw new ValidationError({ file: ['invalidUpload'] }, 'invalidUpload');
  }
}
