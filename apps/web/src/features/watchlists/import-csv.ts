import { watchAccountRequestSchema, watchPlatformSchema } from '@vigil/shared';
import { ApiError } from '../../lib/api-client';

/** Why a line of a `platform,username` file cannot be watched, in words the screen translates. */
export type LineProblem = 'fields' | 'platform' | 'notWatchable' | 'username' | 'server' | 'file';

export type BadLine = { line: number; problem: LineProblem };

/**
 * What is wrong with one line of the import, or null: two fields, a platform whose accounts can
 * be watched, a username (a leading '@' is dropped). The server decides; this only words its
 * verdict in the UI language (its messages are English, for logs and API users).
 */
export function lineProblem(text: string): Exclude<LineProblem, 'server' | 'file'> | null {
  // As the server reads a line: ',' or ';' between the cells, each may be quoted.
  const fields = text.split(/[,;]/).map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
  if (fields.length !== 2) return 'fields';
  const [platform, username] = fields as [string, string];
  if (!watchPlatformSchema.safeParse(platform.toLowerCase()).success) {
    return platform.toLowerCase() === 'linkedin' ? 'notWatchable' : 'platform';
  }
  return watchAccountRequestSchema.safeParse({ platform: platform.toLowerCase(), username }).success
    ? null
    : 'username';
}

/** Lines of the file by their number (1-based, as an editor counts them, header included). */
export const fileLines = (csv: string) => csv.split(/\r\n|\n|\r/);

/**
 * The line numbers the server's 400 names in `params.lines` (comma-separated; "3: …; 7: …" and a
 * JSON list of numbers or `{ line }` objects read as well). Line 0 is the file as a whole: no
 * account in it, or not a text file.
 */
export function serverBadLines(err: unknown): number[] | null {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_FAILED') return null;
  const raw = err.params.lines;
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 0 ? [raw] : null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let numbers: number[] = [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) {
      numbers = parsed.map((e: unknown) =>
        typeof e === 'number' ? e : Number((e as { line?: unknown } | null)?.line),
      );
    }
  } catch {
    // Not JSON: a list such as "3,7" or "3: message; 7: message".
  }
  if (numbers.length === 0) {
    numbers = raw
      .split(/[;,\n]/)
      .map((part) => /^\s*(?:line\s*)?(\d+)/i.exec(part)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
  }
  const valid = [...new Set(numbers.filter((n) => Number.isInteger(n) && n >= 0))];
  return valid.length > 0 ? valid.sort((a, b) => a - b) : null;
}

/** The server's bad lines, each with the reason this screen can tell, else 'server'. */
export function describeBadLines(csv: string, lines: number[]): BadLine[] {
  const all = fileLines(csv);
  return lines.map((line) => ({
    line,
    problem: line === 0 ? 'file' : (lineProblem(all[line - 1] ?? '') ?? 'server'),
  }));
}
