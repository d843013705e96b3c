import type { ErrorCode, ErrorParams, ErrorReply } from '@vigil/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/**
 * The params a client needs to word the error: the AppError's own, plus `retryAfter` (seconds)
 * whenever the reply carries a Retry-After header, so every 429 can say how long to wait.
 */
function paramsOf(res: FastifyReply, own: ErrorParams | undefined): ErrorParams | undefined {
  const retryAfter = Number(res.getHeader('retry-after'));
  const params: ErrorParams = { ...own };
  if (params.retryAfter === undefined && Number.isFinite(retryAfter) && retryAfter > 0) {
    params.retryAfter = retryAfter;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

const reply = (
  req: FastifyRequest,
  res: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  own?: ErrorParams,
) => {
  const params = paramsOf(res, own);
  const body: ErrorReply = {
    error: { code, message, ...(params ? { params } : {}) },
    requestId: req.id,
  };
  return res.status(status).type('application/json; charset=utf-8').send(body);
};

/** Fastify's own 4xx codes that we pass through with our error shape. */
const statusToCode = (status: number): ErrorCode => {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  return 'VALIDATION_FAILED';
};

const acceptsHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

/**
 * Errors Fastify raises before any route runs (a URL whose percent-encoding cannot be decoded,
 * e.g. `/uploads/%zz`; a path parameter over the length limit), answered in our error shape
 * instead of Fastify's own. Pass it as the `frameworkErrors` server option. No hook runs for
 * these requests, so the request id header is set here.
 */
export function frameworkErrorHandler(err: FastifyError, req: FastifyRequest, res: FastifyReply) {
  res.header('x-request-id', req.id).header('x-content-type-options', 'nosniff');
  if (err.code === 'FST_ERR_BAD_URL') {
    return reply(
      req,
      res,
      400,
      'VALIDATION_FAILED',
      'The address is not valid: a percent-encoding in its path cannot be decoded.',
    );
  }
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  return reply(req, res, status, statusToCode(status), 'The address cannot be handled.');
}

/**
 * One error handler for the whole API: AppErrors keep their code, validation errors name the
 * field, framework 4xx keep their status, and everything else is a 500 that shows nothing of
 * the cause (the cause goes to the log with the request id).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, res) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) res.header(k, v);
      return reply(req, res, err.statusCode, err.code, err.message, err.params);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const parts = err.validation.slice(0, 5).map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return `${where}${field ? `.${field}` : ''}: ${issue.message}`;
      });
      return reply(req, res, 400, 'VALIDATION_FAILED', parts.join('; '));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply(
        req,
        res,
        500,
        'INTERNAL',
        'Something went wrong on our side. Please try again.',
      );
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply(req, res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) res.header('retry-after', res.getHeader('retry-after') ?? '60');
      return reply(req, res, status, statusToCode(status), err.message);
    }
    req.log.error({ err }, 'unhandled error');
    return reply(req, res, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((req, res) => {
    // A browser opening an unknown page gets the product's 404 page; everything else (the
    // API, images, scripts, tools) gets the one error shape.
    if (req.url.startsWith('/api') || !acceptsHtml(req)) {
      return reply(req, res, 404, 'NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`);
    }
    return res
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>404 – Vigil</title></head>' +
          "<body><main><h1>404</h1><p>Oops! You're lost.</p><p>The page you are looking for was not found.</p>" +
          '<p><a href="/">Vigil</a></p></main></body></html>',
      );
  });
}
