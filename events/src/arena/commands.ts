import * as yup from 'yup';
import { commandBody as body, commandFields as fields } from '../command-fields';
import { cyrillicNameField } from '../script/cyrillic-name';

/** Degrees within ±limit; empty means "not known". */
const coordinate = (limit: number, text: 'latitudeRange' | 'longitudeRange') =>
  yup.number().typeError('validNumber').min(-limit, text).max(limit, text).nullable().default(null);

/**
 * Body of `POST /arenas` and `PUT /arenas/:id` (every field as it should now be): command-service
 * parses with it and the catalogue's arena form validates with it. Messages are keys of `messages`.
 */
export const arenaSchema = body({
  name: fields.name(),
  cyrillic_name: cyrillicNameField(),
  address: fields.text(),
  city: fields.text(),
  country: fields.text(),
  latitude: coordinate(90, 'latitudeRange'),
  longitude: coordinate(180, 'longitudeRange'),
});
export interface ArenaInput {
  name: string;
  /** The name in Cyrillic where it must not be transliterated; empty: transliterate. */
  cyrillic_name?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}
