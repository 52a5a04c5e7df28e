import type * as yup from 'yup';

/**
 * An event as the log holds it: its past-tense type name and the data its runtime schema
 * describes, so each event type is written once, as its schema.
 */
export interface EventOf<Type extends string, Schema extends yup.AnyObjectSchema> {
  type: Type;
  data: yup.InferType<Schema>;
}
