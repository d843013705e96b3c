import { normalizeBias, type Bias } from '@vigil/shared';
import { normalizeNewsDomain, ratingKey } from './domain';

/**
 * A ratings file (`npm run news:import`, the first-start import): CSV with a header line, or
 * JSON (an array of objects). Columns (case-insensitive; the first name found is used):
 *
 * | field      | column names                                   | value                          |
 * | ---------- | ---------------------------------------------- | ------------------------------ |
 * | domain     | `domain`, `source`, `url`                      | required: a domain or URL      |
 * | quality    | `quality`, `pc1`, `score`, `reliability`       | optional number 0–1            |
 * | bias       | `bias`, `political_orientation`, `politicalOrientation` | optional free text, mapped to the fixed scale |
 * | factuality | `factuality`, `factual_reporting`              | optional text                  |
 *
 * At least one of quality, bias and factuality must be present as a column. A structural
 * fault (unbalanced quotes, a wrong number of cells, a quality outside 0–1, no domain column)
 * refuses the whole file with its line number; a row whose domain is no public host name
 * (an IP address, a typo such as `.con`) is skipped and reported; a domain repeated after
 * normalisation keeps its first row.
 */
export type RatingRow = {
  domain: string;
  quality: number | null;
  bias: Bias | null;
  factuality: string | null;
};

export type ParsedRatings = {
  rows: RatingRow[];
  skipped: { line: number; value: string; reason: 'not a domain' | 'duplicate' }[];
};

export class RatingsFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'RatingsFileError';
  }
}

const COLUMNS = {
  domain: ['domain', 'source', 'url'],
  quality: ['quality', 'pc1', 'score', 'reliability'],
  bias: ['bias', 'political_orientation', 'politicalorientation'],
  factuality: ['factuality', 'factual_reporting'],
} as const;

/** RFC 4180 CSV: quoted cells may hold commas, quotes (`""`) and line breaks. */
export function parseCsv(text: string): { cells: string[]; line: number }[] {
  const out: { cells: string[]; line: number }[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    if (!(row.length === 1 && row[0] === '')) out.push({ cells: row, line: rowLine });
    row = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') {
      if (cell !== '') throw new RatingsFileError(line, 'a quote inside an unquoted cell');
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += c;
    }
  }
  if (quoted) throw new RatingsFileError(rowLine, 'a quoted cell is not closed');
  if (cell !== '' || row.length > 0) endRow();
  return out;
}

type Record_ = { line: number; get: (names: readonly string[]) => unknown };

function fromCsv(text: string): { records: Record_[]; header: string[] } {
  const rows = parseCsv(text);
  const head = rows[0];
  if (!head) throw new RatingsFileError(1, 'the file is empty');
  const header = head.cells.map((h) => h.trim().toLowerCase());
  const records = rows.slice(1).map(({ cells, line }) => {
    if (cells.length !== header.length) {
      throw new RatingsFileError(line, `${cells.length} cells, the header has ${header.length}`);
    }
    return {
      line,
      get: (names: readonly string[]) => {
        const i = header.findIndex((h) => names.includes(h));
        return i >= 0 ? cells[i] : undefined;
      },
    };
  });
  return { records, header };
}

function fromJson(text: string): { records: Record_[]; header: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const pos = /position (\d+)/.exec(String(err))?.[1];
    const line = pos ? text.slice(0, Number(pos)).split('\n').length : 1;
    throw new RatingsFileError(line, 'not valid JSON');
  }
  if (!Array.isArray(data)) throw new RatingsFileError(1, 'JSON must be an array of objects');
  const header = new Set<string>();
  const records = data.map((entry, index) => {
    // JSON has no line per row: the entry's position (1-based) stands for it.
    const line = index + 1;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      throw new RatingsFileError(line, 'entry is not an object');
    }
    const lower = new Map(Object.entries(entry).map(([k, v]) => [k.toLowerCase(), v] as const));
    for (const k of lower.keys()) header.add(k);
    return {
      line,
      get: (names: readonly string[]) => {
        for (const n of names) if (lower.has(n)) return lower.get(n);
        return undefined;
      },
    };
  });
  return { records, header: [...header] };
}

const text = (v: unknown) =>
  v === undefined || v === null ? null : String(v).trim() === '' ? null : String(v).trim();

/** Parses a whole ratings file, or throws {@link RatingsFileError} naming the first bad line. */
export function parseRatingsFile(content: string, format: 'csv' | 'json'): ParsedRatings {
  const { records, header } = format === 'json' ? fromJson(content) : fromCsv(content);
  const has = (names: readonly string[]) => header.some((h) => names.includes(h));
  if (format === 'csv' && !has(COLUMNS.domain)) {
    throw new RatingsFileError(1, `no domain column (${COLUMNS.domain.join(', ')})`);
  }
  if (format === 'csv' && !has(COLUMNS.quality) && !has(COLUMNS.bias) && !has(COLUMNS.factuality)) {
    throw new RatingsFileError(1, 'no quality, bias or factuality column');
  }
  const rows: RatingRow[] = [];
  const skipped: ParsedRatings['skipped'] = [];
  const seen = new Set<string>();
  for (const r of records) {
    const rawDomain = text(r.get(COLUMNS.domain));
    if (!rawDomain) throw new RatingsFileError(r.line, 'the domain is empty');
    const q = text(r.get(COLUMNS.quality));
    let quality: number | null = null;
    if (q !== null) {
      quality = Number(q);
      if (!Number.isFinite(quality) || quality < 0 || quality > 1) {
        throw new RatingsFileError(r.line, `quality ${JSON.stringify(q)} is not a number 0–1`);
      }
    }
    const domain = normalizeNewsDomain(rawDomain);
    if (!domain) {
      skipped.push({ line: r.line, value: rawDomain, reason: 'not a domain' });
      continue;
    }
    const key = ratingKey(domain);
    if (seen.has(key)) {
      skipped.push({ line: r.line, value: rawDomain, reason: 'duplicate' });
      continue;
    }
    seen.add(key);
    rows.push({
      domain: key,
      quality,
      bias: normalizeBias(text(r.get(COLUMNS.bias))),
      factuality: text(r.get(COLUMNS.factuality))?.toLowerCase().slice(0, 64) ?? null,
    });
  }
  return { rows, skipped };
}

/** `csv` or `json` from a file name (anything else is read as CSV). */
export const formatOf = (file: string): 'csv' | 'json' =>
  file.toLowerCase().endsWith('.json') ? 'json' : 'csv';
