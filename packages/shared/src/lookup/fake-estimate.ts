/** Fake-account estimate shared by every lookup screen (spec 001 §5 "Shared fake-account estimate"). */
import { DAY_MS } from '../days';

export const FAKE_POINTS_PER_CRITERION = 50;
export const FAKE_DIGIT_LIMIT = 4;
export const FAKE_AGE_THRESHOLD_DAYS = 365;
/** fake_prob of 50 or more is 'Fake' (spec 000 §4). */
export const FAKE_THRESHOLD = 50;

/** The criterion texts, verbatim from the spec (English); the web translates them by key. */
export const fakeCriteria = {
  manyDigits: 'Username contains more than four numbers.',
  young: 'Account age is less than 1 year.',
  ageUnknown: 'Account age is not available.',
} as const;
export type FakeCriterion = keyof typeof fakeCriteria;

export type FakeEstimate = {
  /** 0, 50 or 100. */
  probability: number;
  /** Criteria that were met, plus `ageUnknown` when the creation date is missing. */
  criteria: FakeCriterion[];
};

export const countDigits = (s: string) => (s.match(/[0-9]/g) ?? []).length;

/** Age in whole days, or null when the creation date is unknown or in the future. */
export function accountAgeDays(createdAt: Date | null | undefined, now: Date): number | null {
  if (!createdAt || Number.isNaN(createdAt.getTime())) return null;
  const ms = now.getTime() - createdAt.getTime();
  return ms < 0 ? null : Math.floor(ms / DAY_MS);
}

/** Age in whole years of 365 days (TikTok and X show this). */
export function accountAgeYears(createdAt: Date | null | undefined, now: Date): number | null {
  const days = accountAgeDays(createdAt, now);
  return days === null ? null : Math.floor(days / FAKE_AGE_THRESHOLD_DAYS);
}

/**
 * 50 points for more than four digits in the username, 50 for an account younger than 365
 * days. A missing creation date adds the note 'Account age is not available.' and no points.
 */
export function estimateFake(input: {
  username: string;
  createdAt: Date | null | undefined;
  now: Date;
}): FakeEstimate {
  const criteria: FakeCriterion[] = [];
  let probability = 0;
  if (countDigits(input.username) > FAKE_DIGIT_LIMIT) {
    criteria.push('manyDigits');
    probability += FAKE_POINTS_PER_CRITERION;
  }
  const days = accountAgeDays(input.createdAt, input.now);
  if (days === null) {
    criteria.push('ageUnknown');
  } else if (days < FAKE_AGE_THRESHOLD_DAYS) {
    criteria.push('young');
    probability += FAKE_POINTS_PER_CRITERION;
  }
  return { probability, criteria };
}

/**
 * The spec's sentence: 'Probability of {username} being a fake account: N%. Criteria used: ...'
 * With no criterion met, the list reads 'none'.
 */
export function fakeEstimateMessage(username: string, estimate: FakeEstimate): string {
  const used = estimate.criteria.map((c) => fakeCriteria[c]).join(' ');
  return `Probability of ${username} being a fake account: ${estimate.probability}%. Criteria used: ${used || 'none'}`;
}

export const fakeStatus = (probability: number) =>
  probability >= FAKE_THRESHOLD ? 'Fake' : 'Real';
