/**
 * The bench's table: one row a measurement (what, the value, its budget, whether it holds), as
 * `npm run bench` prints it and as each bench file prints it when run alone.
 */
import { pathToFileURL } from 'node:url';

export type Row = { what: string; value: string; budget: string; ok: boolean };

/** A row as a Markdown table line. */
export const tableLine = (r: Row) =>
  `| ${r.what} | ${r.value} | ${r.budget} | ${r.ok ? 'yes' : 'NO'} |`;

/** The time a bench took to fill its tables before it started (reported, no budget). */
export const seedRow = (what: string, ms: number): Row => ({
  what,
  value: `${(ms / 1000).toFixed(1)} s`,
  budget: '–',
  ok: true,
});

/**
 * Measures and prints the rows when the file at `url` is the one run (`npx tsx bench/x.ts`),
 * not when `bench/run.ts` imports it.
 */
export async function runAlone(url: string, measure: () => Promise<Row[]>) {
  if (!process.argv[1] || url !== pathToFileURL(process.argv[1]).href) return;
  for (const r of await measure()) console.log(tableLine(r));
}
