import * as yup from 'yup';

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
export interface SportCreated {
  type: 'SportCreated';
  data: yup.InferType<typeof sportCreatedSchema>;
}

/** A sport's fields were changed; carries every field as it now is. */
export interface SportUpdated {
  type: 'SportUpdated';
  data: yup.InferType<typeof sportUpdatedSchema>;
}

/** A sport was removed from the settings. */
export interface SportDeleted {
  type: 'SportDeleted';
  data: yup.InferType<typeof sportDeletedSchema>;
}

export type SportEvent = SportCreated | SportUpdated | SportDeleted;

/** A sport's fields under the read side's names. */
export function sportFields(data: SportCreated['data']) {
  return { id: data.sportId, name: data.name, show_on_scheduling: data.showOnScheduling };
}
