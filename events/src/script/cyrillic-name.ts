import * as yup from 'yup';
import { commandFields, sentAs } from '../command-fields';

/**
 * A record's own Cyrillic form (issue 10, "Cyrillic for everything"): where transliterating a
 * name would be wrong (a foreign player, a sponsor), the record carries the form the Cyrillic
 * interface shows instead. One rule for every record that carries one (teams, arenas,
 * categories, clubs, leagues, player and official licences), so no two forms can disagree.
 */

/** As long as a name may be (`commandFields.name`). */
export const cyrillicNameMaxLength = 255;

/**
 * The command-body field (`cyrillic_name`, and a licence's `cyrillic_first_name` and
 * `cyrillic_last_name`): text as long as a name may be, trimmed; empty or absent means
 * "transliterate". Refused as the name itself is ('validName'), so every form words it as it
 * words a name that is too long. Latin letters are allowed: a sponsor's name that must stay as
 * written is its own Cyrillic form.
 */
export const cyrillicNameField = () =>
  commandFields.text().typeError('validName').max(cyrillicNameMaxLength, 'validName');

/** The same field of a partial edit (a league's PATCH): absent means "leave it as it is". */
export const cyrillicNameEditField = () =>
  sentAs(cyrillicNameField().default(undefined), 'string', 'validName');

/**
 * The field as events carry it (`cyrillicName`): optional, because events recorded before a
 * record could carry one have none; null means "transliterate".
 */
export const cyrillicNameEventField = () => yup.string().nullable().optional();

/** The read side's column value for an event's form: null unless one is set. */
export function cyrillicNameColumn(form: string | null | undefined): string | null {
  return form ?? null;
}

/** The command body's `cyrillic_name` under the events' name: `{ cyrillicName }`. */
export function cyrillicNameData(parsed: { cyrillic_name?: string | null | undefined }): {
  cyrillicName: string | null;
} {
  return { cyrillicName: parsed.cyrillic_name ?? null };
}
