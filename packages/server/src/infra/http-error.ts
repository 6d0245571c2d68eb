import type { FieldError } from '@ossature/contract';

/** An error that becomes a JSON answer `{message, errors?, protected?}` with the given status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More of the answer: per-field errors, the protected flag, a conflict's validation entry… */
    readonly extra: { errors?: FieldError[]; protected?: boolean; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
