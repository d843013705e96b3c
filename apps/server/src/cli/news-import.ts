/**
 * `npm run news:import -- FILE [--source NAME --year YYYY]`: imports a ratings file (CSV or
 * JSON; columns in `modules/news/ratings-file.ts` and the README) as one rating source and
 * year. A repeated import of the same source and year replaces it (idempotent); a malformed
 * file is refused with its line number and nothing is imported. Stop the server first when it
 * runs on PGlite (one process per data folder).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { openInfrastructure } from '../composition/infrastructure';
import { parseConfig } from '../config';
import { createAuditRepo } from '../modules/audit/audit.repo';
import { createAuditService } from '../modules/audit/audit.service';
import { RatingsFileError, formatOf } from '../modules/news/ratings-file';
import { createNews } from '../modules/news/create-news';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    year: { type: 'string' },
    citation: { type: 'string' },
  },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run news:import -- FILE [--source NAME --year YYYY] [--citation TEXT]');
  process.exit(2);
}
const year = values.year ? Number(values.year) : new Date().getUTCFullYear();
if (!Number.isInteger(year) || year < 1900 || year > 2200) {
  console.error(`--year must be a year, not ${values.year}`);
  process.exit(2);
}
const name = values.source ?? basename(file).replace(/\.(csv|json)$/i, '');
const config = parseConfig({ ...process.env, NEWS_SEED_RATINGS: 'false' });
const log = pino({ level: 'warn' });
const infra = await openInfrastructure(config, {}, log);
const audit = createAuditService({ repo: createAuditRepo(infra.database.db) });
const { news } = await createNews(infra, { audit });
let code = 0;
try {
  const started = performance.now();
  const result = await news.importRatings({
    content: await readFile(file, 'utf8'),
    format: formatOf(file),
    name,
    year,
    citation: values.citation ?? null,
  });
  console.log(
    `Imported ${result.rows} domains as "${name}" ${year} in ${Math.round(performance.now() - started)} ms.`,
  );
  for (const s of result.skipped.slice(0, 20)) {
    console.log(`  skipped line ${s.line}: ${s.value} (${s.reason})`);
  }
  if (result.skipped.length > 20) console.log(`  … ${result.skipped.length - 20} more skipped`);
} catch (err) {
  code = 1;
  if (err instanceof RatingsFileError)
    console.error(`Refused ${file}: ${err.message}. Nothing was imported.`);
  else console.error(err);
} finally {
  await infra.close();
}
process.exit(code);
