import { errorStatus, type ErrorCode, type ErrorParams } from '@vigil/shared';

/**
 * The one error type services throw; the error handler turns it into the JSON error reply.
 * `message` is an English sentence for logs and API users; clients show the text of `code`
 * in their own language, filled in with `params` (e.g. `{ retryAfter: 30 }`).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly params: ErrorParams | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { headers?: Record<string, string>; params?: ErrorParams } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.headers = opts.headers ?? {};
    this.params = opts.params;
  }
}
