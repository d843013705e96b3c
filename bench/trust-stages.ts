/**
 * Where the time of `npm run score` goes, on the bench's 100,000 lines (`benchLines`): each
 * stage is timed cumulatively (parse; + read the facts; + traits; + model; + texts; + the whole
 * line), CPU time, best of three after a warm-up, so a stage's share is the difference to the
 * row before. The bare JSON round trip and zod's `safeParse` (what the CLI used before) are
 * there to compare.
 *
 * Run alone, pinned: `taskset -c 1 npx tsx bench/trust-stages.ts`.
 */
import { profileFactsSchema } from '../packages/shared/src/profile-facts';
import { scoreLineText } from '../packages/shared/src/trust/jsonl';
import { reasonText } from '../packages/shared/src/trust/reasons';
import { assessTraits } from '../packages/shared/src/trust/score';
import { isFactError, readScoredFacts } from '../packages/shared/src/trust/score-input';
import { profileTraits } from '../packages/shared/src/trust/traits';
import { benchLines } from './trust';

const lines = benchLines(100_000);
const NOW = '2026-06-01T00:00:00.000Z';

function cpu(run: () => void): number {
  run(); // warm-up
  let best = Infinity;
  for (let pass = 0; pass < 3; pass++) {
    const t0 = process.cpuUsage();
    run();
    const t = process.cpuUsage(t0);
    best = Math.min(best, (t.user + t.system) / 1e6);
  }
  return best;
}

let sink = 0;
/** Runs `fn` on every line that is a JSON object (the bench's broken lines are skipped). */
const each = (fn: (input: Record<string, unknown>) => number) => () => {
  for (const l of lines) {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(l);
    } catch {
      continue;
    }
    sink += fn(input);
  }
};
const stages: [string, () => void][] = [
  [
    'bare JSON.parse + JSON.stringify of each line',
    () => {
      for (const l of lines) {
        try {
          sink += JSON.stringify(JSON.parse(l)).length;
        } catch {
          sink++;
        }
      }
    },
  ],
  [
    'zod safeParse (before), with JSON.parse',
    each((x) => (profileFactsSchema.safeParse(x).success ? 1 : 0)),
  ],
  ['1. JSON.parse', each(() => 1)],
  [
    '2. + read the facts (score-input.ts)',
    each((x) => (isFactError(readScoredFacts(x, NOW)) ? 0 : 1)),
  ],
  [
    '3. + traits (traits.ts)',
    each((x) => {
      const f = readScoredFacts(x, NOW);
      return isFactError(f) ? 0 : (profileTraits(f).ageDays ?? 0);
    }),
  ],
  [
    '4. + model (scorer.ts, features.ts, model.ts)',
    each((x) => {
      const f = readScoredFacts(x, NOW);
      return isFactError(f) ? 0 : assessTraits(profileTraits(f), f.platform).score;
    }),
  ],
  [
    '5. + reason texts (reasons.ts)',
    each((x) => {
      const f = readScoredFacts(x, NOW);
      if (isFactError(f)) return 0;
      let n = 0;
      for (const r of assessTraits(profileTraits(f), f.platform).reasons)
        n += reasonText(r.code, r.value, 'en').length;
      return n;
    }),
  ],
  [
    '6. whole line: + output text (scoreLineText)',
    () => {
      let n = 0;
      for (const l of lines) sink += scoreLineText(l, ++n, 'en', NOW)?.length ?? 0;
    },
  ],
];

for (const [what, run] of stages) {
  const s = cpu(run);
  console.log(
    `| ${what} | ${s.toFixed(2)} s | ${Math.round(lines.length / s).toLocaleString('en')} lines/s |`,
  );
}
if (sink === -1) console.log(sink);
