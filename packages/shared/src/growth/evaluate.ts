/**
 * How well the growth detector finds injected events on synthetic curves (`synthetic.ts`):
 * recall and precision per event size, false alarms per account-year on curves without events.
 * `scripts/eval-growth.ts` prints the full run and writes it into docs/trust-model.md; a test
 * pins a smaller run.
 */
import type { GrowthFlag, GrowthFlagKind } from '../watchlists';
import { detectGrowthAnomalies, type DetectorOptions } from './detector';
import { syntheticCurve, type CurveSpec, type SyntheticEvent } from './synthetic';
import { DAY_MS } from '../days';

export type EvaluationConfig = {
  /** Curves per cell (account size × event size). */
  perCell: number;
  seed: number;
  /** Followers of the account sizes compared. */
  sizes: readonly number[];
  /** Step and purge sizes as shares of the followers. */
  stepShares: readonly number[];
  purgeShares: readonly number[];
  /** Churn sizes as shares of the accounts followed. */
  churnShares: readonly number[];
  /** Days per curve. */
  days: number;
  /** Viral days per day on the curves with events (realistic noise). */
  viralRate: number;
  missRate: number;
  options?: Partial<DetectorOptions>;
};

export const DEFAULT_EVALUATION: EvaluationConfig = {
  perCell: 250,
  seed: 24,
  sizes: [1_000, 10_000, 100_000, 1_000_000],
  stepShares: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25],
  purgeShares: [0.01, 0.02, 0.05, 0.1, 0.25],
  churnShares: [0.1, 0.2, 0.5, 1],
  days: 180,
  viralRate: 1 / 200,
  missRate: 0.05,
};

export type Detection = { found: number; total: number };
export type EventRow = {
  share: number;
  /** Found / injected, per account size (same order as `sizes`). */
  bySize: Detection[];
  recall: number;
  /** Flags of the event's kind that were the event, of all flags of that kind on those curves. */
  precision: number;
};
export type FalseAlarmRow = {
  noise: 'organic' | 'viral' | 'rounded';
  /** Flags (any kind) per account-year, per account size. */
  bySize: number[];
  all: number;
};
export type EvaluationReport = {
  config: EvaluationConfig;
  steps: EventRow[];
  purges: EventRow[];
  churn: EventRow[];
  falseAlarms: FalseAlarmRow[];
};

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Cells get their own seeds, so adding a size or a share leaves the other cells' curves alone. */
const cellSeed = (seed: number, ...parts: number[]) =>
  parts.reduce(
    (h, p) => Math.imul(h ^ Math.round(p * 1e6), 0x01000193) >>> 0,
    (seed ^ 0x811c9dc5) >>> 0,
  );

/** A flag that is the event: its kind, dated on the event's day or the first reading after it. */
function matches(
  flag: GrowthFlag,
  kind: GrowthFlagKind,
  eventDay: string,
  firstReading: string | null,
  slack: number,
) {
  if (flag.kind !== kind) return false;
  const last = addDays(firstReading ?? eventDay, slack);
  return flag.day >= eventDay && flag.day <= last;
}

function eventRows(
  config: EvaluationConfig,
  kind: GrowthFlagKind,
  shares: readonly number[],
): EventRow[] {
  return shares.map((share) => {
    const event: SyntheticEvent = { kind, share };
    let flagsOfKind = 0;
    let hits = 0;
    const bySize = config.sizes.map((size) => {
      let found = 0;
      for (let i = 0; i < config.perCell; i++) {
        const spec: CurveSpec = {
          followers: size,
          following: kind === 'churn' ? size / 10 : 300,
          days: config.days,
          viralRate: config.viralRate,
          missRate: config.missRate,
          event,
        };
        const curve = syntheticCurve(spec, cellSeed(config.seed, kindIndex[kind], share, size, i));
        const flags = detectGrowthAnomalies(curve.points, config.options);
        const eventDay = curve.eventDay!;
        const firstReading = curve.points
          .find((p) => p.at.slice(0, 10) >= eventDay)
          ?.at.slice(0, 10);
        // Churn completes when the following count comes down again, up to 3 days later.
        const slack = kind === 'churn' ? 3 : 0;
        let hit = false;
        for (const f of flags) {
          if (f.kind !== kind) continue;
          flagsOfKind++;
          if (!hit && matches(f, kind, eventDay, firstReading ?? null, slack)) {
            hit = true;
            hits++;
          }
        }
        if (hit) found++;
      }
      return { found, total: config.perCell };
    });
    const total = bySize.reduce((s, c) => s + c.total, 0);
    return {
      share,
      bySize,
      recall: bySize.reduce((s, c) => s + c.found, 0) / total,
      precision: flagsOfKind === 0 ? 1 : hits / flagsOfKind,
    };
  });
}

const kindIndex: Record<GrowthFlagKind, number> = { spike: 1, loss: 2, churn: 3 };

function falseAlarmRow(config: EvaluationConfig, noise: FalseAlarmRow['noise']): FalseAlarmRow {
  let flagsAll = 0;
  let yearsAll = 0;
  const bySize = config.sizes.map((size, s) => {
    let flags = 0;
    let years = 0;
    // Twice as many curves as a cell: false alarms are rare.
    for (let i = 0; i < config.perCell * 2; i++) {
      const curve = syntheticCurve(
        {
          followers: size,
          following: 300,
          days: config.days,
          viralRate: noise === 'viral' ? config.viralRate : 0,
          missRate: config.missRate,
          rounded: noise === 'rounded',
        },
        cellSeed(config.seed, 9, noise.length, s, i),
      );
      flags += detectGrowthAnomalies(curve.points, config.options).length;
      years += config.days / 365;
    }
    flagsAll += flags;
    yearsAll += years;
    return flags / years;
  });
  return { noise, bySize, all: flagsAll / yearsAll };
}

/** The whole evaluation: deterministic, the same config gives the same report. */
export function evaluateGrowthDetector(
  config: EvaluationConfig = DEFAULT_EVALUATION,
): EvaluationReport {
  return {
    config,
    steps: eventRows(config, 'spike', config.stepShares),
    purges: eventRows(config, 'loss', config.purgeShares),
    churn: eventRows(config, 'churn', config.churnShares),
    falseAlarms: (['organic', 'viral', 'rounded'] as const).map((n) => falseAlarmRow(config, n)),
  };
}
