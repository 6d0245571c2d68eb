import type { FieldError } from '@ossature/contract';

/** An error that becomes a JSON answer `{message, errors?, protected?}` with the given status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: FieldError[]; protected?: boolean } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
