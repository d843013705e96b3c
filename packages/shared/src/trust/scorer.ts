/**
 * Scoring with a trained trust model: a calibrated fake probability, the spec's verdict, how far
 * the result can be trusted, and the reasons behind it. Pure and synchronous. `score.ts` holds
 * the scorer of the shipped model.
 */
import type { ProfileFacts } from '../profile-facts';
import { FAKE_THRESHOLD } from '../lookup/fake-estimate';
import {
  columnGroups,
  columnIsBinary,
  columnNames,
  COLUMN_COUNT,
  factorGroups,
  displayCount,
  FEATURE_COUNT,
  featureRow,
  keepFacts,
  knownFactMask,
  type FactorGroup,
} from './features';
import { roundSignificant, sigmoid } from './learn/math';
import { evaluateBody, type TrustModelFile } from './model';
import {
  reasonText,
  trustLanguages,
  type ReasonCode,
  type ReasonValue,
  type TrustLanguage,
} from './reasons';
import { profileTraits, type ProfileTraits } from './traits';

export const trustConfidences = ['high', 'medium', 'low', 'insufficient'] as const;
/**
 * How far a score can be trusted: from how many facts were known and whether the profile lies
 * inside what the model was trained on. 'insufficient': too little is known to judge.
 */
export type TrustConfidence = (typeof trustConfidences)[number];

/** One reason: a message code, the numbers its text is built from, and its weight in the score. */
export type TrustReasonBase = {
  code: ReasonCode;
  value: ReasonValue;
  /** Whether this fact raised or lowered the fake probability ('none' for the age note). */
  effect: 'raises' | 'lowers' | 'none';
  /** Its contribution to the calibrated log-odds (0 for the age note). */
  impact: number;
};
export type TrustReason = TrustReasonBase & { text: Record<TrustLanguage, string> };

export type TrustAssessment = {
  /** Calibrated probability that the account is fake or automated, 0–1. */
  probability: number;
  /** The probability × 100, rounded: what users see ('… a fake account: N%'). */
  score: number;
  /** The spec's verdict: score ≥ 50. */
  fake: boolean;
  confidence: TrustConfidence;
  /** Share of the profile facts the model reads that were known (0–1). */
  coverage: number;
  /** Features whose value lies outside the range the model was trained on. */
  unusual: string[];
  /** Strongest first; the spec's criteria are always among them when they apply; the age note last. */
  reasons: TrustReasonBase[];
  modelVersion: string;
};
export type TrustScore = Omit<TrustAssessment, 'reasons'> & { reasons: TrustReason[] };

/** The profile facts the model reads, for the coverage (the username is always known). */
const coverageFacts: readonly ((t: ProfileTraits) => boolean)[] = [
  (t) => t.followers !== null,
  (t) => t.following !== null,
  (t) => t.posts !== null,
  (t) => t.ageDays !== null,
  (t) => t.hasPicture !== null,
  (t) => t.bioLength !== null,
  (t) => t.hasLink !== null,
  (t) => t.nameWords !== null,
  (t) => t.private !== null,
  (t) => t.verified !== null,
  (t) => t.likesGiven !== null,
  (t) => t.listed !== null,
  (t) => t.defaultProfile !== null,
];
/** At most this many reasons besides the spec's criteria and the age note. */
export const MAX_REASONS = 5;
/** Factors moving the log-odds by less than this are not worth a sentence. */
const MIN_IMPACT = 0.1;
const YEAR_DAYS = 365;
const DIGIT_LIMIT = 4;

const GROUP_INDEX = new Map(factorGroups.map((g, i) => [g, i]));
const columnGroupIndex = Int32Array.from(columnGroups, (g) => GROUP_INDEX.get(g)!);
// Module-level copies: the hot loop below reads them once per column of every scored profile.
const COLUMNS = COLUMN_COUNT;
const FEATURES = FEATURE_COUNT;
const GROUPS = factorGroups.length;
const isSpecCriterion = (code: ReasonCode) => code === 'manyDigits' || code === 'young';
const byImpact = (x: TrustReasonBase, y: TrustReasonBase) =>
  Math.abs(y.impact) - Math.abs(x.impact);

const round2 = (x: number) => Math.round(x * 100) / 100;
const significant2 = (x: number) => roundSignificant(x, 2);

/** The sentence a factor group stands for, given what is known; null when nothing is. */
function groupReason(
  group: FactorGroup,
  t: ProfileTraits,
): { code: ReasonCode; value: ReasonValue } | null {
  switch (group) {
    case 'follow':
      if (t.followers !== null && t.following !== null)
        return { code: 'follows', value: { following: t.following, followers: t.followers } };
      if (t.followers !== null) return { code: 'followers', value: { followers: t.followers } };
      if (t.following !== null) return { code: 'following', value: { following: t.following } };
      return null;
    case 'posts':
      if (t.posts === null) return null;
      if (t.ageDays === null) return { code: 'posts', value: { posts: t.posts } };
      return {
        code: 'postRate',
        value: { posts: t.posts, perDay: significant2(t.posts / Math.max(t.ageDays, 1)) },
      };
    case 'likes':
      return t.likesGiven === null ? null : { code: 'likesGiven', value: { likes: t.likesGiven } };
    case 'listed':
      return t.listed === null ? null : { code: 'listed', value: { lists: t.listed } };
    case 'age':
      if (t.ageDays === null) return null;
      if (t.ageDays < YEAR_DAYS) return { code: 'young', value: { days: t.ageDays } };
      return { code: 'accountAge', value: { years: Math.floor(t.ageDays / YEAR_DAYS) } };
    case 'username':
      if (t.usernameDigits === null || t.usernameLength === null) return null;
      if (t.usernameDigits > DIGIT_LIMIT)
        return { code: 'manyDigits', value: { digits: t.usernameDigits } };
      return {
        code: 'usernameDigits',
        value: { digits: t.usernameDigits, length: t.usernameLength },
      };
    case 'name':
      if (t.nameWords === null) return null;
      if (t.nameWords === 0) return { code: 'noName', value: {} };
      if (t.nameMatchesUsername) return { code: 'nameIsUsername', value: {} };
      if (t.nameSimilarity === null) return null;
      return { code: 'nameSimilarity', value: { percent: Math.round(t.nameSimilarity * 100) } };
    case 'bio':
      if (t.bioLength === null) return null;
      return t.bioLength === 0
        ? { code: 'noBio', value: {} }
        : { code: 'bio', value: { length: t.bioLength } };
    case 'link':
      return t.hasLink === null ? null : { code: t.hasLink ? 'link' : 'noLink', value: {} };
    case 'picture':
      return t.hasPicture === null
        ? null
        : { code: t.hasPicture ? 'picture' : 'noPicture', value: {} };
    case 'defaultProfile':
      return t.defaultProfile === null
        ? null
        : { code: t.defaultProfile ? 'defaultProfile' : 'customProfile', value: {} };
    case 'private':
      return t.private === null ? null : { code: t.private ? 'private' : 'public', value: {} };
    case 'verified':
      return t.verified === null
        ? null
        : { code: t.verified ? 'verified' : 'notVerified', value: {} };
    case 'pace': {
      const perDay = t.activity?.postsPerDay ?? null;
      const reposts = t.activity?.repostShare ?? null;
      if (perDay === null || perDay <= 0) {
        return reposts === null ? null : { code: 'postInterval', value: { reposts: pct(reposts) } };
      }
      const value: ReasonValue = interval(MINUTES_PER_DAY / perDay);
      if (reposts !== null) value.reposts = pct(reposts);
      return { code: 'postInterval', value };
    }
    case 'clients': {
      const automated = t.activity?.automatedShare ?? null;
      if (automated !== null)
        return { code: 'automatedClients', value: { percent: pct(automated) } };
      const clients = t.activity?.distinctSources ?? null;
      return clients === null ? null : { code: 'postingClients', value: { clients } };
    }
    case 'captions':
      return present('captions', {
        length: whole(t.activity?.captionLength),
        empty: pctOf(t.activity?.emptyCaptionShare),
        alike: pctOf(t.activity?.captionSimilarity),
      });
    case 'keywords':
      return present('captionKeywords', {
        hashtags: sig(t.activity?.hashtagsPerPost),
        promo: sig(t.activity?.promoKeywordsPerPost),
        follow: sig(t.activity?.followKeywordsPerPost),
      });
    case 'engagement': {
      const followers = t.followers === null ? null : Math.max(displayCount(t.followers), 1);
      const rate = (perPost: number | null | undefined) =>
        perPost === null || perPost === undefined || followers === null
          ? undefined
          : significant2((100 * perPost) / followers);
      return present('engagement', {
        likes: rate(t.activity?.likesPerPost),
        comments: rate(t.activity?.commentsPerPost),
        likesPerPost: whole(t.activity?.likesPerPost),
      });
    }
    case 'postKinds':
      return present('postKinds', {
        videos: pctOf(t.activity?.nonImageShare),
        places: pctOf(t.activity?.locationShare),
        replies: pctOf(t.activity?.replyShare),
        links: pctOf(t.activity?.linkShare),
      });
  }
}

const MINUTES_PER_DAY = 1440;
const pct = (share: number) => Math.round(share * 100);
const pctOf = (share: number | null | undefined) =>
  share === null || share === undefined ? undefined : pct(share);
const whole = (x: number | null | undefined) =>
  x === null || x === undefined ? undefined : Math.round(x);
const sig = (x: number | null | undefined) =>
  x === null || x === undefined ? undefined : significant2(x);

/** The gap between posts in the unit people say it in: minutes, hours or days. */
function interval(minutes: number): ReasonValue {
  if (minutes < 90) return { minutes: Math.max(1, Math.round(minutes)) };
  if (minutes < 48 * 60) return { hours: Math.round(minutes / 60) };
  return { days: Math.round(minutes / MINUTES_PER_DAY) };
}

/** A reason with the values that are known, or none when nothing is. */
function present(
  code: ReasonCode,
  values: Record<string, number | undefined>,
): { code: ReasonCode; value: ReasonValue } | null {
  const value: ReasonValue = {};
  for (const [key, x] of Object.entries(values)) if (x !== undefined) value[key] = x;
  return Object.keys(value).length === 0 ? null : { code, value };
}

/**
 * How far the score can be trusted. `novel`: the platform had no training row, or no training
 * row of it knew this combination of facts, so the model extrapolates: at most 'low'.
 */
function confidenceOf(
  t: ProfileTraits,
  unusual: number,
  novel: boolean,
): { state: TrustConfidence; coverage: number } {
  let known = 0;
  for (const isKnown of coverageFacts) if (isKnown(t)) known++;
  const coverage = known / coverageFacts.length;
  const noCounts = t.followers === null && t.following === null && t.posts === null;
  let state: TrustConfidence;
  if (noCounts || known < 4) state = 'insufficient';
  else if (novel || unusual >= 2 || known < 6) state = 'low';
  else if (unusual === 1 || known < 9) state = 'medium';
  else state = 'high';
  return { state, coverage: round2(coverage) };
}

export type TrustScorer = {
  version: string;
  /**
   * Scores already derived traits (the labelled sets give some statistics directly; everything
   * else goes through `assessProfile`).
   */
  /**
   * `explain` false leaves the reasons out (empty) and skips computing them, which is most of
   * the cost of a tree model: for bulk scoring that needs only the scores.
   */
  assessTraits: (t: ProfileTraits, platform: string | null, explain?: boolean) => TrustAssessment;
  /** The assessment without texts (the CLI and bulk jobs add the one language they need). */
  assessProfile: (facts: ProfileFacts) => TrustAssessment;
  /** The assessment with the reasons' texts in both languages. */
  scoreProfile: (facts: ProfileFacts) => TrustScore;
};

/**
 * A scorer for one model file. The shipped model's scorer is built once below; the training
 * script builds one for the model it has just trained, so the model card measures exactly the
 * code path the product runs.
 */
export function createTrustScorer(model: TrustModelFile): TrustScorer {
  if (model.format !== 2 || model.columns.join() !== columnNames.join()) {
    // Trained on other features than this code computes: its scores would be wrong.
    throw new Error('the trust model does not match the trust features: run `npm run train:trust`');
  }
  // A value more than 5 % of the training range beyond it lies where the model saw no data.
  const low = new Float64Array(FEATURES).fill(-Infinity);
  const high = new Float64Array(FEATURES).fill(Infinity);
  for (let j = 0; j < FEATURES; j++) {
    const range = model.ranges[j];
    if (!range) continue;
    const margin = columnIsBinary[j] ? 0 : 0.05 * (range[1] - range[0]);
    low[j] = range[0] - margin;
    high[j] = range[1] + margin;
  }
  const { body, prep, calibration, version } = model;
  // Scratch buffers: scoring is synchronous, so one set serves every call.
  const row = new Float64Array(COLUMNS);
  const contrib = new Float64Array(COLUMNS);
  const groupImpact = new Float64Array(GROUPS);

  // Per platform: which facts and feature columns its training rows had, and their combinations.
  const seen = new Map(
    Object.entries(model.platforms).map(([platform, c]) => [
      platform,
      {
        facts: c.facts,
        columns: Uint8Array.from(columnNames.slice(0, FEATURES), (name) =>
          c.columns.includes(name) ? 1 : 0,
        ),
        combinations: c.combinations,
      },
    ]),
  );

  function assessTraits(
    given: ProfileTraits,
    platform: string | null,
    explain = true,
  ): TrustAssessment {
    // A fact no training row of this platform had is read as not reported: the model never
    // learnt what it means there (Instagram's verified badge, caption statistics on X).
    const coverage = platform === null ? undefined : seen.get(platform);
    const known = knownFactMask(given);
    // Copied only when there is something to forget (most profiles: nothing).
    const t = coverage && known & ~coverage.facts ? keepFacts(given, coverage.facts) : given;
    const mask = coverage ? known & coverage.facts : known;
    featureRow(t, row);
    if (coverage) for (let j = 0; j < FEATURES; j++) if (!coverage.columns[j]) row[j] = Number.NaN;
    const novel = coverage === undefined || !coverage.combinations.some((c) => (c & mask) === mask);
    const raw = evaluateBody(body, prep, row, explain ? contrib : null);
    const a = calibration.a;
    const probability = sigmoid(a * raw + calibration.b);
    const score = Math.round(probability * 100);

    const unusual: string[] = [];
    for (let j = 0; j < FEATURES; j++) {
      const x = row[j]!;
      if (x < low[j]! || x > high[j]!) unusual.push(columnNames[j]!);
    }
    const { state, coverage: share } = confidenceOf(t, unusual.length, novel);
    const result = {
      probability,
      score,
      fake: score >= FAKE_THRESHOLD,
      confidence: state,
      coverage: share,
      unusual,
      reasons: [] as TrustReasonBase[],
      modelVersion: version,
    };
    if (!explain) return result;

    groupImpact.fill(0);
    for (let j = 0; j < COLUMNS; j++) groupImpact[columnGroupIndex[j]!]! += a * contrib[j]!;

    const candidates: TrustReasonBase[] = [];
    for (let g = 0; g < GROUPS; g++) {
      const impact = round2(groupImpact[g]!);
      const group = factorGroups[g]!;
      // Only the username and age groups can hold a spec criterion, which is kept at any impact.
      if (Math.abs(impact) < MIN_IMPACT && group !== 'username' && group !== 'age') continue;
      // Told from what the lookup observed: a fact the model ignores here still reads as itself.
      const reason = groupReason(group, given);
      if (!reason || (Math.abs(impact) < MIN_IMPACT && !isSpecCriterion(reason.code))) continue;
      candidates.push({
        code: reason.code,
        value: reason.value,
        effect: impact > 0 ? 'raises' : impact < 0 ? 'lowers' : 'none',
        impact,
      });
    }
    // Strongest first; the spec's criteria always stay in, the others fill up to MAX_REASONS.
    candidates.sort(byImpact);
    const reasons = result.reasons;
    let others = 0;
    for (const r of candidates) {
      if (isSpecCriterion(r.code)) reasons.push(r);
      else if (others < MAX_REASONS) {
        reasons.push(r);
        others++;
      }
    }
    if (given.ageDays === null)
      reasons.push({ code: 'ageUnknown', value: {}, effect: 'none', impact: 0 });
    return result;
  }

  const assessProfile = (facts: ProfileFacts) => assessTraits(profileTraits(facts), facts.platform);
  return {
    version: model.version,
    assessTraits,
    assessProfile,
    scoreProfile: (facts) => {
      const assessment = assessProfile(facts);
      return { ...assessment, reasons: withTexts(assessment.reasons) };
    },
  };
}

/** Adds the texts of both languages to reasons. */
export function withTexts(reasons: readonly TrustReasonBase[]): TrustReason[] {
  return reasons.map((r) => {
    const text = {} as Record<TrustLanguage, string>;
    for (const lang of trustLanguages) text[lang] = reasonText(r.code, r.value, lang);
    return { ...r, text };
  });
}
