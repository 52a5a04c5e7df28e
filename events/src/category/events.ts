import * as yup from 'yup';
import type { EventOf } from '../event-of';
import { cyrillicNameEventField } from '../script/cyrillic-name';

export const categoryCreatedSchema = yup.object({
  categoryId: yup.number().integer().positive().required(),
  name: yup.string().required(),
  /** The name's own Cyrillic form where transliteration would be wrong; null: transliterate. */
  cyrillicName: cyrillicNameEventField(),
  season: yup.string().required(),
  public: yup.boolean().required(),
  tabindex: yup.number().integer().required(),
});

/** A competition category (for example "Seniori 2026/27") was created. */
export type CategoryCreated = EventOf<'CategoryCreated', typeof categoryCreatedSchema>;

export const categoryUpdatedSchema = yup.object({
  categoryId: yup.number().integer().positive().required(),
  name: yup.string().required(),
  /** The name's own Cyrillic form where transliteration would be wrong; null: transliterate. */
  cyrillicName: cyrillicNameEventField(),
  season: yup.string().required(),
  public: yup.boolean().required(),
});

export const categoryMovedSchema = yup.object({
  categoryId: yup.number().integer().positive().required(),
  /** The position the category moves to, counting from 0; the others are renumbered around it. */
  tabindex: yup.number().integer().min(0).required(),
});

export const categoryDeletedSchema = yup.object({
  categoryId: yup.number().integer().positive().required(),
});

/** A category's name, season or public flag changed; carries all three as they now are. */
export type CategoryUpdated = EventOf<'CategoryUpdated', typeof categoryUpdatedSchema>;

/**
 * A category moved to another position in the list. The read side renumbers every category
 * 0…n-1 around it, so positions stay dense whatever they were before.
 */
export type CategoryMoved = EventOf<'CategoryMoved', typeof categoryMovedSchema>;

/** A category was removed. */
export type CategoryDeleted = EventOf<'CategoryDeleted', typeof categoryDeletedSchema>;

export type CategoryEvent = CategoryCreated | CategoryUpdated | CategoryMoved | CategoryDeleted;
