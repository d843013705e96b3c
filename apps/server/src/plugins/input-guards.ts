import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { checkJsonText, JSON_MAX_DEPTH } from './json-guard';

/** The one answer to a NUL character anywhere in a request. */
export const nulRefused = (where: string) =>
  new AppError(
    'VALIDATION_FAILED',
    `${where}: the NUL character (\\u0000) is not allowed in text. Remove it and try again.`,
  );

/**
 * Whether the request line or a header holds a NUL: literally (only possible in injected
 * requests: Node's HTTP parser refuses it), percent-encoded in the URL (`%00` cannot be part of
 * a longer escape such as `%2500`), or percent-encoded in a cookie, which is decoded before use.
 */
function nulInHead(req: FastifyRequest): string | undefined {
  const url = req.url;
  if (url.includes('%00') || url.includes('\u0000')) return 'url';
  const raw = req.raw.rawHeaders;
  for (let i = 1; i < raw.length; i += 2) {
    if (raw[i]!.includes('\u0000')) return `header ${raw[i - 1]!.toLowerCase()}`;
  }
  if (req.headers.cookie?.includes('%00')) return 'header cookie';
  return undefined;
}

/**
 * Refuses bad input once, for every route, before any handler sees it:
 * - a NUL character in the URL (path or query, also percent-encoded) or in a header value:
 *   400 (PostgreSQL text cannot hold it; multipart fields are checked where the one multipart
 *   reader reads them);
 * - JSON bodies are checked in one pass before they are parsed: nesting deeper than 64 levels,
 *   a NUL character or an unpaired surrogate escape is a 400; the body limit (1 MB) a 413.
 *   The parse itself is Fastify's own (prototype-poisoning protection included).
 */
export function registerInputGuards(app: FastifyInstance) {
  // Callback style: this runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (req, _res, done) => {
    const where = nulInHead(req);
    done(where ? nulRefused(where) : undefined);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    const refusal = checkJsonText(text);
    if (refusal?.reason === 'too_deep') {
      done(
        new AppError(
          'VALIDATION_FAILED',
          `body: the JSON is nested more than ${JSON_MAX_DEPTH} levels deep.`,
        ),
        undefined,
      );
      return;
    }
    if (refusal?.reason === 'nul') {
      done(nulRefused('body'), undefined);
      return;
    }
    if (refusal?.reason === 'lone_surrogate') {
      done(
        new AppError(
          'VALIDATION_FAILED',
          'body: the JSON holds an unpaired surrogate escape (\\ud800–\\udfff), which is not valid Unicode text.',
        ),
        undefined,
      );
      return;
    }
    parseJson(req, text, done);
  });
}
