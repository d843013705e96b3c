/**
 * `npx tsx scripts/eval-growth.ts`: measures the growth anomaly detector on synthetic follower
 * curves (`packages/shared/src/growth/synthetic.ts`: organic growth with weekly seasonality,
 * heavy-tailed noise, viral days, missed and repeated checks) with injected bought-follower
 * steps, purges and follow/unfollow churn of known sizes, and prints recall, precision and false
 * alarms per account-year as Markdown, plus the threshold sweep the default was chosen from.
 * Seeded: the same code gives the same tables (only the speed line varies).
 *
 * `--write` also replaces the tables in docs/trust-model.md (between the `growth` markers);
 * `--per-cell N` curves per cell (default 250; the sweep uses half).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import {
  DEFAULT_DETECTOR_OPTIONS,
  detectGrowthAnomalies,
} from '../packages/shared/src/growth/detector';
import {
  DEFAULT_EVALUATION,
  evaluateGrowthDetector,
  type EvaluationReport,
  type EventRow,
} from '../packages/shared/src/growth/evaluate';
import { syntheticCurve } from '../packages/shared/src/growth/synthetic';

const root = resolve(import.meta.dirname, '..');
const cardPath = join(root, 'docs/trust-model.md');
const { values: args } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    'per-cell': { type: 'string', default: String(DEFAULT_EVALUATION.perCell) },
  },
});
const perCell = Number(args['per-cell']);
if (!Number.isInteger(perCell) || perCell < 1) {
  console.error('usage: npx tsx scripts/eval-growth.ts [--write] [--per-cell N]');
  process.exit(64);
}

const SWEEP = [5, 6, 8, 10, 12, 15];
const pct = (x: number) => `${+(x * 100).toFixed(1)} %`;
const r2 = (x: number) => x.toFixed(2);
const sizeName = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}k` : String(n);

function eventTable(rows: EventRow[], what: string, sizes: readonly number[], of: string) {
  const head = `| ${what} | ${sizes.map((s) => `recall ${sizeName(s)}`).join(' | ')} | recall | precision |`;
  const rule = `| --- | ${sizes.map(() => '---').join(' | ')} | --- | --- |`;
  const body = rows.map(
    (r) =>
      `| ${pct(r.share)} ${of} | ${r.bySize.map((c) => r2(c.found / c.total)).join(' | ')} | **${r2(r.recall)}** | ${r2(r.precision)} |`,
  );
  return [head, rule, ...body].join('\n');
}

function falseAlarmTable(report: EvaluationReport) {
  const sizes = report.config.sizes;
  const noise = {
    organic: 'organic growth, heavy-tailed noise',
    viral: `the same with viral days (1 in ${Math.round(1 / report.config.viralRate)} days)`,
    rounded: 'organic, counts shown with 3 significant digits',
  };
  const head = `| curves without events | ${sizes.map((s) => sizeName(s)).join(' | ')} | all |`;
  const rule = `| --- | ${sizes.map(() => '---').join(' | ')} | --- |`;
  const body = report.falseAlarms.map(
    (f) => `| ${noise[f.noise]} | ${f.bySize.map(r2).join(' | ')} | **${r2(f.all)}** |`,
  );
  return [head, rule, ...body].join('\n');
}

function sweepTable(reports: { threshold: number; report: EvaluationReport }[]) {
  const shares = reports[0]!.report.steps.map((r) => r.share);
  const head = `| threshold | ${shares.map((s) => `recall ${pct(s)} steps`).join(' | ')} | recall 2 % purges | false alarms organic | false alarms with viral days |`;
  const rule = `| --- | ${shares.map(() => '---').join(' | ')} | --- | --- | --- |`;
  const body = reports.map(({ threshold, report }) => {
    const mark = threshold === DEFAULT_DETECTOR_OPTIONS.threshold ? ' **(default)**' : '';
    const fa = (n: string) => r2(report.falseAlarms.find((f) => f.noise === n)!.all);
    return `| ${threshold}${mark} | ${report.steps.map((r) => r2(r.recall)).join(' | ')} | ${r2(report.purges[0]!.recall)} | ${fa('organic')} | ${fa('viral')} |`;
  });
  return [head, rule, ...body].join('\n');
}

/** Detector time per account-year of daily points (one reading a day, a fifth hourly). */
function speed() {
  const curves = Array.from(
    { length: 400 },
    (_, i) =>
      syntheticCurve(
        { followers: 100_000, following: 500, days: 365, viralRate: 1 / 200, missRate: 0.05 },
        i + 1,
      ).points,
  );
  for (const c of curves.slice(0, 50)) detectGrowthAnomalies(c);
  const t0 = performance.now();
  for (const c of curves) detectGrowthAnomalies(c);
  return ((performance.now() - t0) * 1000) / curves.length;
}

const started = Date.now();
const config = { ...DEFAULT_EVALUATION, perCell };
const report = evaluateGrowthDetector(config);
const sweep = SWEEP.map((threshold) => ({
  threshold,
  report: evaluateGrowthDetector({
    ...config,
    perCell: Math.max(1, Math.round(perCell / 2)),
    stepShares: [0.005, 0.01, 0.02, 0.05],
    purgeShares: [0.02],
    churnShares: [],
    options: { threshold },
  }),
}));
const micros = speed();

const o = DEFAULT_DETECTOR_OPTIONS;
const markdown = `_Generated by \`npx tsx scripts/eval-growth.ts --write\`: ${perCell} curves of ${config.days} days per cell, seed ${config.seed}, detector defaults: threshold ${o.threshold}, at least ${o.minAbsolute} followers and ${pct(o.minRelative)} of the account, ${o.minHistory} days of history, a window of ${o.window} days; churn from ${pct(o.churnShare)} of following undone within ${o.churnDays} days. Event curves have viral days (1 in ${Math.round(1 / config.viralRate)} days) and ${pct(config.missRate)} missed checks. Recall: the event flagged on its day (or the first reading after it; churn up to 3 days later). Precision: of the flags of the event's kind on those curves, the share that were the event (one event per curve)._

#### Bought-follower steps (spikes)

${eventTable(report.steps, 'step', config.sizes, 'of followers')}

#### Purges (losses)

${eventTable(report.purges, 'purge', config.sizes, 'of followers')}

#### Follow/unfollow churn (columns: accounts followed, a tenth of the followers)

${eventTable(
  report.churn,
  'rise',
  config.sizes.map((s) => s / 10),
  'of following',
)}

#### False alarms per account-year

${falseAlarmTable(report)}

#### Choosing the threshold (${Math.max(1, Math.round(perCell / 2))} curves per cell)

${sweepTable(sweep)}`;

console.log(markdown);
console.log(
  `\ndetector: ${micros.toFixed(0)} µs per account-year of daily points on this machine; evaluation took ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

if (args.write) {
  const card = readFileSync(cardPath, 'utf8');
  const start = '<!-- growth:start -->';
  const end = '<!-- growth:end -->';
  const from = card.indexOf(start);
  const to = card.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${cardPath} lacks the ${start} … ${end} markers`);
  const updated = `${card.slice(0, from + start.length)}\n\n${markdown}\n\n${card.slice(to)}`;
  writeFileSync(
    cardPath,
    await format(updated, { ...(await resolveConfig(cardPath)), filepath: cardPath }),
  );
  console.log(`wrote ${cardPath}`);
}
