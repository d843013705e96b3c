/**
 * Where the time of `npm run score` goes, stage by stage, on the bench's 100,000 lines: each
 * stage is timed cumulatively (parse; + validate; + score; + texts; + write), CPU time, best of
 * three after a warm-up, so a stage's share is the difference to the one before.
 *
 * Run alone, pinned: `taskset -c 1 npx tsx bench/trust-stages.ts`.
 */
import { profileFactsSchema } from '../packages/shared/src/profile-facts';
import { scoreLineText } from '../packages/shared/src/trust/jsonl';
import { reasonText } from '../packages/shared/src/trust/reasons';
import { assessProfile } from '../packages/shared/src/trust/score';
import { benchLines } from './trust';

const lines = benchLines(100_000);

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
const stages: [string, () => void][] = [
  [
    'JSON.parse + JSON.stringify (bare)',
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
    'JSON.parse',
    () => {
      for (const l of lines) {
        try {
          sink += JSON.parse(l) ? 1 : 0;
        } catch {
          sink++;
        }
      }
    },
  ],
  [
    '+ validate (zod safeParse)',
    () => {
      for (const l of lines) {
        try {
          sink += profileFactsSchema.safeParse(JSON.parse(l)).success ? 1 : 0;
        } catch {
          sink++;
        }
      }
    },
  ],
  [
    '+ score (assessProfile)',
    () => {
      for (const l of lines) {
        try {
          const p = profileFactsSchema.safeParse(JSON.parse(l));
          if (p.success) sink += assessProfile(p.data).score;
        } catch {
          sink++;
        }
      }
    },
  ],
  [
    '+ reason texts',
    () => {
      for (const l of lines) {
        try {
          const p = profileFactsSchema.safeParse(JSON.parse(l));
          if (p.success)
            for (const r of assessProfile(p.data).reasons)
              sink += reasonText(r.code, r.value, 'en').length;
        } catch {
          sink++;
        }
      }
    },
  ],
  [
    'whole line (scoreLineText)',
    () => {
      let n = 0;
      for (const l of lines) sink += scoreLineText(l, ++n, 'en')?.length ?? 0;
    },
  ],
];

for (const [what, run] of stages) {
  const s = cpu(run);
  console.log(
    `| ${what} | ${s.toFixed(3)} s | ${Math.round(lines.length / s).toLocaleString('en')} lines/s |`,
  );
}
if (sink === -1) console.log(sink);
