import { Readable } from 'node:stream';
import type { ExportFormat } from '@vigil/shared';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Streamed downloads of a whole list (`?format=csv|json` on the list endpoint itself): the rows
 * arrive as batches (see `keysetBatches`), each batch becomes one chunk, and the stream pulls the
 * next batch only when the client has taken the previous one (backpressure), so memory stays at
 * one batch for any size.
 */

/** A CSV column: its header and the value of a row (strings, numbers, booleans, dates, null). */
export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/**
 * The CSV columns of a list: the fields of its item schema (the JSON reply's own shape), in
 * schema order, so a download has exactly what the table's rows have.
 */
export const columnsOf = <S extends z.ZodObject>(item: S): CsvColumn<z.output<S>>[] =>
  Object.keys(item.shape).map((k) => ({
    header: k,
    value: (row) => (row as Record<string, unknown>)[k],
  }));

/**
 * Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and tab or carriage return
 * that some programs strip first) get a leading apostrophe (OWASP "CSV injection"). Only text
 * is guarded: a real number such as -5 stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** Either of the two above: most cells match neither and are written as they are. */
const NEEDS_CARE = /^[=+\-@\s]|[",\r\n]|\s$/;

/** One CSV cell (RFC 4180 quoting plus the formula guard). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (!NEEDS_CARE.test(text)) return text;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record: the cells quoted as needed, comma-separated, CRLF-terminated. */
export function csvLine(cells: readonly unknown[]): string {
  // A loop rather than map + join: an export writes a million of these.
  let line = '';
  for (let i = 0; i < cells.length; i++)
    line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return `${line}\r\n`;
}

/** Excel reads UTF-8 (umlauts) only with a byte-order mark; other readers skip it. */
const BOM = '\uFEFF';

/**
 * Chunks stay below V8's large-object size: short-lived strings are freed by the cheap young
 * generation collection, where half-megabyte chunks would wait for a full one (RSS grows).
 */
const CHUNK_CHARS = 64 * 1024;

/** The text chunks of a download: header, rows in chunks of about 64 KiB, footer. */
export async function* exportChunks<T>(
  format: ExportFormat,
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  const csv = format === 'csv';
  let chunk = csv ? BOM + csvLine(columns.map((c) => c.header)) : '[';
  let first = true;
  for await (const batch of batches) {
    for (const row of batch) {
      if (csv) {
        chunk += csvLine(columns.map((c) => c.value(row)));
      } else {
        chunk += `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
        first = false;
      }
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
  }
  if (!csv) chunk += first ? ']' : '\n]\n';
  yield chunk;
}

/** Maps each batch of rows to DTOs on the way out. */
export async function* mapBatches<R, D>(
  batches: AsyncIterable<readonly R[]>,
  toDto: (row: R) => D,
): AsyncGenerator<D[]> {
  for await (const batch of batches) yield batch.map(toDto);
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * Sends the download: `Content-Disposition: attachment` with `<name>-<YYYY-MM-DD>.<format>`,
 * not cached. A failure mid-stream ends the response without its final chunk, so the client
 * sees an incomplete download, never a truncated file that looks whole.
 */
export function sendExport<T>(
  reply: FastifyReply,
  opts: {
    format: ExportFormat;
    /** File name stem, e.g. `outbox`; letters, digits and dashes. */
    name: string;
    columns: readonly CsvColumn<T>[];
    batches: AsyncIterable<readonly T[]>;
    now: Date;
    /** Rows the download will have, sent as `X-Total-Count` so a browser can show progress. */
    total?: number;
  },
) {
  const filename = `${opts.name}-${opts.now.toISOString().slice(0, 10)}.${opts.format}`;
  if (opts.total !== undefined) reply.header('x-total-count', String(opts.total));
  const stream = Readable.from(exportChunks(opts.format, opts.columns, opts.batches), {
    objectMode: false,
  });
  stream.on('error', (err) => reply.log.error({ err }, 'list export failed mid-stream'));
  return reply
    .header('content-type', CONTENT_TYPE[opts.format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** A list that is already in memory, as the one batch a download streams. */
export async function* oneBatch<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}

/** What a download streams: the rows in batches and, where known, how many there will be. */
export type ExportRows<T> = { batches: AsyncIterable<readonly T[]>; total?: number };

/**
 * The reply of a list endpoint that also downloads: without `format` its page, with it the rows
 * as a streamed download named `<name>-<date>.<format>`. Only the one asked for is read.
 */
export async function pageOrDownload<P, T>(
  reply: FastifyReply,
  format: ExportFormat | undefined,
  page: () => Promise<P>,
  file: {
    name: string;
    columns: readonly CsvColumn<T>[];
    rows: () => ExportRows<T> | Promise<ExportRows<T>>;
  },
) {
  if (!format) return page();
  return sendExport(reply, {
    format,
    name: file.name,
    columns: file.columns,
    ...(await file.rows()),
    now: new Date(),
  });
}

/** A filtered list served both ways: one page, or all of it in batches with its size. */
export type ExportableList<Q, P, T> = {
  list: (query: Q) => Promise<P>;
  exportBatches: (query: Q) => AsyncIterable<readonly T[]>;
  /** Rows the download will have (its `X-Total-Count`). */
  count: (query: Q) => Promise<number>;
};

/**
 * The reply of a list endpoint that also downloads: without `format` the page, with it the whole
 * filtered list as a streamed download named `<name>-<date>.<format>`.
 */
export async function pageOrExport<Q extends { format?: ExportFormat | undefined }, P, T>(
  reply: FastifyReply,
  query: Q,
  source: ExportableList<NoInfer<Q>, P, T>,
  file: { name: string; columns: readonly CsvColumn<T>[] },
) {
  return pageOrDownload(reply, query.format, () => source.list(query), {
    ...file,
    rows: async () => ({ batches: source.exportBatches(query), total: await source.count(query) }),
  });
}
