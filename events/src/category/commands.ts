import { commandBody as body, commandFields as fields } from '../command-fields';
import { cyrillicNameField } from '../script/cyrillic-name';

/**
 * The bodies of the category commands, one schema each: command-service parses with them and the
 * catalogue's category form validates with them. Messages are keys of `messages`.
 */

/** Body of `POST /categories`. */
export const createCategorySchema = body({
  name: fields.name(),
  cyrillic_name: cyrillicNameField(),
  season: fields.name(),
  public: fields.boolean(false),
  tabindex: fields.integer().default(0),
});
export interface CreateCategoryInput {
  name: string;
  /** The name in Cyrillic where it must not be transliterated; empty: transliterate. */
  cyrillic_name?: string | null;
  season: string;
  public?: boolean;
  /** Position among categories; lower comes first. */
  tabindex?: number;
}

/** Body of `PUT /categories/:id`: every editable field as it should now be. */
export const updateCategorySchema = body({
  name: fields.name(),
  cyrillic_name: cyrillicNameField(),
  season: fields.name(),
  public: fields.boolean(false),
});
export interface UpdateCategoryInput {
  name: string;
  /** The name in Cyrillic where it must not be transliterated; empty: transliterate. */
  cyrillic_name?: string | null;
  season: string;
  public?: boolean;
}

/** Body of `POST /categories/:id/move`: the position to move to, counting from 0. */
export const moveCategorySchema = body({
  tabindex: fields.integer().min(0, 'validNumber').required('required'),
});
export interface MoveCategoryInput {
  tabindex: number;
}
