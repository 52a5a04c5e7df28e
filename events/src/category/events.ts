import * as yup from 'yup';

export const categoryCreatedSchema = yup.object({
  categoryId: yup.number().integer().positive().required(),
  name: yup.string().required(),
  season: yup.string().required(),
  public: yup.boolean().required(),
  tabindex: yup.number().integer().required(),
});

/** A competition category (for example "Seniori 2026/27") was created. */
export interface CategoryCreated {
  type: 'CategoryCreated';
  data: yup.InferType<typeof categoryCreatedSchema>;
}

export type CategoryEvent = CategoryCreated;
