import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request being served, for log lines written through loggers that are not the
 * request's own (`req.log` already carries `reqId`): services log with the app logger, and the
 * logger's mixin adds the id from here. Entered once per request (app.ts).
 */
export const requestContext = new AsyncLocalStorage<string>();

/** Pino mixin: `{ reqId }` inside a request unless the logger is already bound to it. */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger?: { bindings?: () => Record<string, unknown> },
) {
  const reqId = requestContext.getStore();
  if (!reqId) return {};
  if (logger?.bindings && 'reqId' in logger.bindings()) return {};
  return { reqId };
}
