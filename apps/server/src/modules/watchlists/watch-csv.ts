import {
  MAX_WATCHED_PER_LIST,
  watchPlatformSchema,
  type WatchImportLineError,
  type WatchPlatform,
} from '@vigil/shared';

/** One good line of an import. */
export type WatchCsvLine = { line: number; platform: WatchPlatform; username: string };

/** Characters no CSV of handles holds (NUL and other controls but tab, CR, LF). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Reads an import file: one `platform,username` per line (`;` also separates; cells may be
 * quoted; a leading '@' is dropped), an optional `platform,username` header, blank lines
 * skipped. `check` says why a username cannot be looked up on its platform (null: fine). Every
 * bad line is named with its number, so the caller can refuse the whole file at once.
 */
export function parseWatchCsv(
  text: string,
  check: (platform: WatchPlatform, username: string) => string | null,
): { ok: true; lines: WatchCsvLine[] } | { ok: false; errors: WatchImportLineError[] } {
  if (CONTROL.test(text)) {
    return { ok: false, errors: [{ line: 0, message: 'The file is not a text file.' }] };
  }
  const lines: WatchCsvLine[] = [];
  const errors: WatchImportLineError[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let seenContent = false;
  rows.forEach((row, i) => {
    const line = i + 1;
    if (row.trim() === '') return;
    const cells = row.split(/[,;]/).map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    const first = !seenContent;
    seenContent = true;
    if (first && cells[0]?.toLowerCase() === 'platform' && cells[1]?.toLowerCase() === 'username') {
      return;
    }
    if (lines.length + errors.length >= MAX_WATCHED_PER_LIST) {
      if (lines.length + errors.length === MAX_WATCHED_PER_LIST) {
        errors.push({ line, message: `A list holds at most ${MAX_WATCHED_PER_LIST} accounts.` });
      }
      return;
    }
    if (cells.length !== 2) {
      errors.push({ line, message: 'A line is "platform,username".' });
      return;
    }
    const platform = watchPlatformSchema.safeParse(cells[0]!.toLowerCase());
    if (!platform.success) {
      errors.push({
        line,
        message: `"${cells[0]!.slice(0, 40)}" is no platform that can be watched.`,
      });
      return;
    }
    const username = cells[1]!.replace(/^@/, '');
    if (username === '' || username.length > 100) {
      errors.push({ line, message: 'The username is empty or longer than 100 characters.' });
      return;
    }
    const refused = check(platform.data, username);
    if (refused) {
      errors.push({ line, message: refused });
      return;
    }
    lines.push({ line, platform: platform.data, username });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length === 0) {
    return { ok: false, errors: [{ line: 0, message: 'The file holds no accounts.' }] };
  }
  return { ok: true, lines };
}
