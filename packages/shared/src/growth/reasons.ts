/**
 * Growth flags as trust reasons: a watched account's bought-follower step, purge or follow/unfollow
 * churn joins the reasons of its trust score under its own code, without retraining the model.
 */
import {
  reasonText,
  trustLanguages,
  type ReasonCode,
  type ReasonValue,
  type TrustLanguage,
} from '../trust/reasons';
import type { TrustReason } from '../trust/scorer';
import type { GrowthFlag, GrowthFlagKind } from '../watchlists';
import { dayAsNumber } from './sentences';

/** The reason code of each kind of flag. */
export const growthReasonCodes = {
  spike: 'growthSpike',
  loss: 'followerLoss',
  churn: 'followChurn',
} as const satisfies Record<GrowthFlagKind, ReasonCode>;

const order: readonly GrowthFlagKind[] = ['spike', 'loss', 'churn'];

/** The flag that speaks loudest: the highest ratio, then the largest size, then the latest. */
const louder = (a: GrowthFlag, b: GrowthFlag) =>
  a.ratio !== b.ratio
    ? a.ratio > b.ratio
    : Math.abs(a.size) !== Math.abs(b.size)
      ? Math.abs(a.size) > Math.abs(b.size)
      : a.day > b.day;

/**
 * One reason per kind of flag present (spike, loss, churn, in that order), from its loudest flag:
 * values `followers` (gained or lost; `accounts` for churn), `ratio`, `day` as yyyymmdd and, when
 * the account has several flags of that kind, `count`. Each reason raises the fake score
 * (`effect: 'raises'`): bought followers and follow/unfollow churn are what fake popularity
 * looks like, and a purge usually removes bought followers. `impact` is 0: the score itself
 * stays the model's (these reasons are not in its log-odds), so the caller places them.
 */
export function growthReasons(flags: readonly GrowthFlag[]): TrustReason[] {
  const loudest = new Map<GrowthFlagKind, { flag: GrowthFlag; count: number }>();
  for (const flag of flags) {
    const seen = loudest.get(flag.kind);
    if (!seen) loudest.set(flag.kind, { flag, count: 1 });
    else
      loudest.set(flag.kind, {
        flag: louder(flag, seen.flag) ? flag : seen.flag,
        count: seen.count + 1,
      });
  }
  const reasons: TrustReason[] = [];
  for (const kind of order) {
    const found = loudest.get(kind);
    if (!found) continue;
    const { flag, count } = found;
    const code = growthReasonCodes[kind];
    const value: ReasonValue = {
      [kind === 'churn' ? 'accounts' : 'followers']: Math.abs(flag.size),
      ratio: flag.ratio,
      day: dayAsNumber(flag.day),
      ...(count > 1 ? { count } : {}),
    };
    const text = {} as Record<TrustLanguage, string>;
    for (const lang of trustLanguages) text[lang] = reasonText(code, value, lang);
    reasons.push({ code, value, effect: 'raises', impact: 0, text });
  }
  return reasons;
}
