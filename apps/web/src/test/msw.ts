import { errorReplySchema, errorStatus, type ErrorCode } from '@vigil/shared/errors';
import { listPageOf } from '@vigil/shared/list-query';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';

/**
 * MSW for a test file: the handlers answer the screen's real `fetch` calls (bearer token,
 * query string, streamed bodies). A request no handler knows fails the test.
 */
export function startMsw(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** An error reply in the API's one error shape, with the status its code maps to. */
export const errorReply = (code: ErrorCode, message: string) =>
  HttpResponse.json(errorReplySchema.parse({ error: { code, message }, requestId: 'req-test' }), {
    status: errorStatus[code],
  });

/** A reply parsed through the shared response schema, so fixtures cannot drift. */
export const schemaReply = <S extends z.ZodType>(schema: S, body: z.input<S>) =>
  HttpResponse.json(schema.parse(body) as never);

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Bytes that arrive in `chunks` pieces, a few ms apart, like a streamed download. */
function chunkedStream(bytes: Uint8Array, chunks: number, gapMs: number) {
  const size = Math.max(1, Math.ceil(bytes.length / chunks));
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let at = 0; at < bytes.length; at += size) {
        controller.enqueue(bytes.slice(at, at + size));
        await new Promise((r) => setTimeout(r, gapMs));
      }
      controller.close();
    },
  });
}

type ListEndpoint<Row> = {
  /** e.g. `/api/profiles` */
  path: string;
  /** The list's shared query schema (`listQuerySchema(...)`): the request is parsed with it. */
  query: z.ZodObject;
  /** The list's row schema: every row is parsed with it before it is sent. */
  item: z.ZodType<Row>;
  rows: () => Row[];
  /** Does a row pass the parsed query's search and filters? Default: every row passes. */
  matches?: (row: Row, query: Record<string, unknown>) => boolean;
  /** The export columns (CSV header order). */
  columns: (keyof Row & string)[];
  /** Send Content-Length with exports (default true). */
  exportLength?: boolean;
  /** Hold every page reply until this resolves (loading states). */
  delay?: (query: Record<string, unknown>) => Promise<void> | undefined;
};

/**
 * A list endpoint built from the shared schemas, as the server answers it: the query parsed
 * with the list-query schema (a 400 in the error shape when it does not parse), filtered,
 * sorted by `sort`/`order`, paged into `listPageOf(item)`; with `format=csv|json` the whole
 * filtered list streams as a download. `requests` records every query string it saw.
 */
export function listEndpoint<Row>(spec: ListEndpoint<Row>) {
  const requests: URLSearchParams[] = [];
  const page = listPageOf(spec.item);
  const handler = http.get(spec.path, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const parsed = spec.query.safeParse(Object.fromEntries(params));
    if (!parsed.success) return errorReply('VALIDATION_FAILED', parsed.error.issues[0]!.message);
    const query = parsed.data as Record<string, unknown> & {
      page: number;
      limit: number;
      sort: string;
      order: 'asc' | 'desc';
      format?: 'csv' | 'json';
    };
    const sign = query.order === 'desc' ? -1 : 1;
    const rows = spec
      .rows()
      .filter((r) => spec.matches?.(r, query) ?? true)
      .sort((a, b) => {
        const x = (a as Record<string, unknown>)[query.sort];
        const y = (b as Record<string, unknown>)[query.sort];
        return (
          sign *
          (typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y)))
        );
      })
      .map((r) => spec.item.parse(r));
    if (query.format) {
      const text =
        query.format === 'csv'
          ? [
              spec.columns.join(','),
              ...rows.map((r) => spec.columns.map((c) => csvCell(r[c])).join(',')),
            ].join('\n') + '\n'
          : JSON.stringify(rows);
      const bytes = new TextEncoder().encode(text);
      const headers: Record<string, string> = {
        'content-type': query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
        'content-disposition': `attachment; filename="export.${query.format}"`,
      };
      if (spec.exportLength !== false) headers['content-length'] = String(bytes.length);
      return new HttpResponse(chunkedStream(bytes, 4, 5), { headers });
    }
    await spec.delay?.(query);
    const start = (query.page - 1) * query.limit;
    return HttpResponse.json(
      page.parse({
        items: rows.slice(start, start + query.limit),
        total: rows.length,
        page: query.page,
        limit: query.limit,
        pages: Math.max(1, Math.ceil(rows.length / query.limit)),
      }) as never,
    );
  });
  return { handler, requests, last: () => requests.at(-1)! };
}
