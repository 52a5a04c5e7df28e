import { messages } from '@courtside/events';

/** Per-field messages, keyed by the input field they belong to (snake_case, as sent). */
export type FieldErrors = Record<string, string[]>;

/** The input or the requested change breaks a rule; nothing was recorded. */
export class ValidationError extends Error {
  constructor(
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ValidationError';
  }

  /** One rule broken on one field, the message doubling as the field's text. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError(message, { [field]: [message] });
  }
}

/** The addressed aggregate does not exist. */
export class NotFoundError extends Error {
  constructor(message: string = messages.notFound) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/**
 * The caller decided on a revision that is no longer current (someone else wrote first).
 * `currentRevision` lets the caller re-read and show what the other writer saved.
 */
export class ConflictError extends Error {
  constructor(
    readonly currentRevision: number | null,
    message: string = messages.staleRevision,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The actor may not issue this command. */
export class ForbiddenError extends Error {
  constructor(message: string = messages.unauthorized) {
    super(message);
    this.name = 'ForbiddenError';
  }
}
