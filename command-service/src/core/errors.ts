import {
  englishText,
  type MessageKey,
  type MessageParams,
  type MessageRef,
} from '@courtside/events';

/** Per-field message references, keyed by the input field they belong to (snake_case, as sent). */
export type FieldErrors = Record<string, MessageRef[]>;

/** The same, worded in English: for logs and in-process callers such as the seeder. */
export type FieldTexts = Record<string, string[]>;

/** A message reference from a key and its parameters. */
export function ref(key: MessageKey, params?: MessageParams): MessageRef {
  return params ? { key, params } : { key };
}

const toRef = (message: MessageKey | MessageRef): MessageRef =>
  typeof message === 'string' ? { key: message } : message;

/**
 * Base of the domain's errors: each carries a message key and its parameters, never a sentence,
 * so the gateway can word it in the user's language. `message` holds the English text for logs.
 */
export abstract class DomainError extends Error {
  readonly ref: MessageRef;
  constructor(message: MessageKey | MessageRef) {
    const reference = toRef(message);
    super(englishText(reference));
    this.ref = reference;
  }
}

/**
 * The input or the requested change breaks a rule; nothing was recorded. `fields` holds the
 * message references per field (what command-service answers); `errors` the same in English.
 */
export class ValidationError extends DomainError {
  readonly errors: FieldTexts;
  constructor(
    message: MessageKey | MessageRef,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ValidationError';
    this.errors = Object.fromEntries(
      Object.entries(fields).map(([field, refs]) => [field, refs.map((ref) => englishText(ref))]),
    );
  }
  /** One rule broken on one field, the message doubling as the field's text. */
  static field(field: string, message: MessageKey | MessageRef): ValidationError {
    const reference = toRef(message);
    return new ValidationError(reference, { [field]: [reference] });
  }
  /** Reports every broken rule at once, led by the first, as a form shows them; none: no throw. */
  static throwIfAny(errors: FieldErrors): void {
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new ValidationError(first, errors);
  }
}

/** The addressed aggregate does not exist. */
export class NotFoundError extends DomainError {
  constructor(message: MessageKey | MessageRef = 'notFound') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/**
 * The caller decided on a revision that is no longer current (someone else wrote first).
 * `currentRevision` lets the caller re-read and show what the other writer saved.
 */
export class ConflictError extends DomainError {
  constructor(
    readonly currentRevision: number | null,
    message: MessageKey | MessageRef = 'staleRevision',
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The actor may not issue this command. */
export class ForbiddenError extends DomainError {
  constructor(message: MessageKey | MessageRef = 'unauthorized') {
    super(message);
    this.name = 'ForbiddenError';
  }
}
