import * as yup from 'yup';
import type { EventOf } from '../event-of';

const sportFieldsSchema = {
  sportId: yup.number().integer().positive().required(),
  name: yup.string().required(),
  /** Whether representatives may pick the sport when scheduling a recording. */
  showOnScheduling: yup.boolean().required(),
};

export const sportCreatedSchema = yup.object(sportFieldsSchema);
export const sportUpdatedSchema = yup.object(sportFieldsSchema);
export const sportDeletedSchema = yup.object({
  sportId: yup.number().integer().positive().required(),
});

/** A sport was added to the settings. */
export type SportCreated = EventOf<'SportCreated', typeof sportCreatedSchema>;

/** A sport's fields were changed; carries every field as it now is. */
export type SportUpdated = EventOf<'SportUpdated', typeof sportUpdatedSchema>;

/** A sport was removed from the settings. */
export type SportDeleted = EventOf<'SportDeleted', typeof sportDeletedSchema>;

export type SportEvent = SportCreated | SportUpdated | SportDeleted;

/** A sport's fields under the read side's names. */
export function sportFields(data: SportCreated['data']) {
  return { id: data.sportId, name: data.name, show_on_scheduling: data.showOnScheduling };
}
