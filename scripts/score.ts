/**
 * `npm run -s score -- FILE` (or `-` for standard input): scores JSON Lines of `ProfileFacts`
 * with the shipped trust model and writes one JSON line per input line to standard output
 * (format: README "Scoring from the command line"). `--lang de` gives the reasons in German;
 * `--no-reasons` writes scores, verdicts and confidences only (several times faster).
 *
 * Exit status: 0 when the input was read to its end (bad lines are answered with an error line
 * and do not count), 2 when it cannot be read, 64 on a usage error.
 */
import { parseArgs } from 'node:util';
import { trustLanguages, type TrustLanguage } from '../packages/shared/src/trust/reasons';
import { fileInput, scoreStream } from './score-stream';

const USAGE = 'usage: npm run -s score -- [--lang de|en] [--no-reasons] FILE|-';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        lang: { type: 'string', default: 'en' },
        'no-reasons': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 64;
  }
  const { values, positionals } = parsed;
  const lang = values.lang as TrustLanguage;
  if (positionals.length !== 1 || !trustLanguages.includes(lang)) {
    console.error(USAGE);
    return 64;
  }
  const source = positionals[0]!;
  try {
    await scoreStream(
      source === '-' ? process.stdin : fileInput(source),
      process.stdout,
      lang,
      undefined,
      !values['no-reasons'],
    );
  } catch (error) {
    const where = source === '-' ? 'standard input' : source;
    console.error(`cannot read ${where}: ${(error as Error).message}`);
    return 2;
  }
  return 0;
}

process.exitCode = await main();
