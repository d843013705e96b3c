import type { ErrorCode, ErrorParams, ErrorReply } from '@vigil/shared/errors';
import type { z } from 'zod';
import { clearSession, getToken } from './session';

/**
 * An API failure: `code` and `params` are what the screen shows (translated by
 * `useErrorText` in `error-text.ts`); `message` is the server's English sentence (or the status
 * text) for logs and is never shown to people.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams;
  /** The server's id of the failed request (`x-request-id`), for the user to quote to support. */
  readonly requestId: string | undefined;
  constructor(
    status: number,
    message: string,
    code?: ErrorCode,
    params: ErrorParams = {},
    requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
    this.requestId = requestId;
  }
}

/** Only flat string/number values: anything else in `params` is dropped. */
function asParams(value: unknown): ErrorParams {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  ) as ErrorParams;
}

/** The API's error shape, checked by hand so that zod stays out of the entry chunk. */
function asErrorReply(body: unknown): ErrorReply | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, params } = error as {
    code?: unknown;
    message?: unknown;
    params?: unknown;
  };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return {
    ...(body as ErrorReply),
    error: { code: code as ErrorCode, message, params: asParams(params) },
  };
}

type Options<S extends z.ZodType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parse the reply with this schema; omit for replies without a body. */
  schema?: S;
  /** Do not log out on 401/403 (sign-in forms, where 401 means "wrong password"). */
  anonymous?: boolean;
  signal?: AbortSignal;
};

/**
 * The one way the web app calls the API: attaches the bearer token, parses replies with the
 * shared schema, and logs out on 401/403 (spec 002 §6) unless the call is anonymous.
 */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  opts: Options<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : void> {
  const res = await apiResponse(path, opts);
  if (!opts.schema || res.status === 204) return undefined as never;
  return opts.schema.parse(await res.json()) as never;
}

/**
 * `api` without the parsing: the successful response itself, for downloads that are read as a
 * stream (list exports). Failures throw the same `ApiError` and log out the same way.
 */
export async function apiResponse(
  path: string,
  opts: Omit<Options<undefined>, 'schema'> & { accept?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: opts.accept ?? 'application/json' };
  const token = getToken();
  if (token && !opts.anonymous) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`/api${path}`, {
    method: opts.method ?? 'GET',
    headers,
    body,
    credentials: 'same-origin',
    signal: opts.signal,
  });
  if (!res.ok) {
    let message = res.statusText || `HTTP ${res.status}`;
    let code: ErrorCode | undefined;
    let params: ErrorParams = {};
    try {
      const reply = asErrorReply(await res.json());
      if (reply) {
        message = reply.error.message;
        code = reply.error.code;
        params = reply.error.params ?? {};
      }
    } catch {
      // Not JSON: keep the status text.
    }
    const requestId = res.headers.get('x-request-id') ?? undefined;
    const error = new ApiError(res.status, message, code, params, requestId);
    // The login screen says why the session ended, in the UI language (see error-text.ts).
    if (!opts.anonymous && (res.status === 401 || res.status === 403)) clearSession(error);
    throw error;
  }
  return res;
}
