import * as yup from 'yup';

/** A list's `?page=`: a whole number from 1 (the default) to 100 000. */
export const pageField = yup
  .number()
  .typeError('validNumber')
  .integer('validNumber')
  .min(1, 'validNumber')
  .max(100_000, 'validNumber')
  .default(1);

/** A query that holds nothing but the page of a list. */
export const pageQuery = yup.object({ page: pageField });
