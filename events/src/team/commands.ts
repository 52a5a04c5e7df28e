import * as yup from 'yup';
import { commandBody as body, commandFields as fields } from '../command-fields';
import { cyrillicNameField } from '../script/cyrillic-name';

/** Where gateway serves uploaded team logos; anything else is not one of ours. */
const logoPath = /^\/api\/uploads\/teams\/[A-Za-z0-9_-]{1,100}\.(png|jpe?g|gif|webp)$/;

/** True for an absolute http or https address: a team's link opens in the reader's browser. */
export function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Body of `POST /teams` and `PUT /teams/:id` (every field as it should now be): command-service
 * parses with it and the catalogue's team form validates with it. Messages are keys of `messages`.
 */
export const teamSchema = body({
  name: fields.name(),
  cyrillic_name: cyrillicNameField(),
  full_name: fields.text(),
  region: fields.text(),
  category_id: fields.id().nullable().default(null),
  city: fields.text(),
  arena_id: fields.id().nullable().default(null),
  link: fields.text().test('url', 'validUrl', (value) => value == null || isWebUrl(value)),
  logo: fields.text().matches(logoPath, { message: 'invalid', excludeEmptyString: true }),
  recreational: fields.boolean(false),
  is_absent: fields.boolean(false),
  licences: yup
    .array(
      yup
        .object({ number: fields.name(), season: fields.name() })
        .typeError('invalid')
        .required('required'),
    )
    .typeError('invalid')
    .max(200, 'invalid')
    .default([]),
});
export interface TeamInput {
  name: string;
  /** The name in Cyrillic where it must not be transliterated; empty: transliterate. */
  cyrillic_name?: string | null;
  full_name?: string | null;
  region?: string | null;
  category_id?: number | null;
  city?: string | null;
  arena_id?: number | null;
  link?: string | null;
  /** A path gateway serves an uploaded logo under (`/api/uploads/teams/<file>`). */
  logo?: string | null;
  recreational?: boolean;
  is_absent?: boolean;
  licences?: { number: string; season: string }[];
}
