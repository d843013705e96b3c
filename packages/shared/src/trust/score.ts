/**
 * The shipped trust model (`trust-model.json`, written by `npm run train:trust`): what the
 * product uses to say how likely an account is fake. No training at run time.
 */
import type { FakeEstimateReply, TrustReasonDto } from '../lookup/common';
import type { FakeCriterion } from '../lookup/fake-estimate';
import type { ProfileFacts } from '../profile-facts';
import type { TrustModelFile } from './model';
import { fakeProbabilityMessage, type ReasonCode, type TrustLanguage } from './reasons';
import { createTrustScorer, type TrustAssessment } from './scorer';
import modelJson from './trust-model.json';

const shipped = createTrustScorer(modelJson as TrustModelFile);

/** Version of the shipped model; stored with every score so a new model can re-score. */
export const TRUST_MODEL_VERSION = shipped.version;

/**
 * The trust model's verdict on one profile: `score` 0–100 (calibrated probability of fake or
 * automated × 100), `fake` (score ≥ 50, the spec's threshold), `confidence`, and `reasons`
 * with texts in de and en.
 */
export const scoreProfile = shipped.scoreProfile;
/** `scoreProfile` without the texts (the CLI and bulk jobs add the one language they need). */
export const assessProfile = shipped.assessProfile;
/** `assessProfile` of derived traits: the CLI's facts may lack a username or platform. */
export const assessTraits = shipped.assessTraits;

/**
 * The spec's sentence for one profile with N from the model: 'Probability of {username} being
 * a fake account: N%. Criteria used: ...'.
 */
export function trustMessage(
  facts: ProfileFacts,
  lang: TrustLanguage = 'en',
  assessment: TrustAssessment = assessProfile(facts),
): string {
  return fakeProbabilityMessage(facts.username, assessment, lang);
}

export type {
  TrustAssessment,
  TrustConfidence,
  TrustReason,
  TrustReasonBase,
  TrustScore,
} from './scorer';
export { trustConfidences } from './scorer';
export {
  fakeProbabilityMessage,
  reasonCodes,
  reasonText,
  trustLanguages,
  type ReasonCode,
  type ReasonValue,
  type TrustLanguage,
} from './reasons';

/** The spec's criteria keys (001 §5) among a model's reasons, in the reasons' order. */
export function specCriteriaOf(reasons: readonly { code: ReasonCode }[]): FakeCriterion[] {
  return reasons.flatMap((r) =>
    r.code === 'manyDigits' || r.code === 'young' || r.code === 'ageUnknown' ? [r.code] : [],
  );
}

/**
 * The fake estimate every lookup reply, stored snapshot and follower audit shows, from the
 * trained model: `probability` is the model's score (0–100), `criteria` the spec's criteria among
 * its reasons, `message` the spec's English sentence with N from the model.
 */
export function modelEstimate(facts: ProfileFacts): FakeEstimateReply {
  const a = assessProfile(facts);
  return {
    probability: a.score,
    criteria: specCriteriaOf(a.reasons),
    message: fakeProbabilityMessage(facts.username, a, 'en'),
    confidence: a.confidence,
    reasons: a.reasons.map(({ code, value, effect }) => ({ code, value, effect })),
    modelVersion: a.modelVersion,
  };
}

/**
 * The estimate with reasons known beside the observation (a watched account's growth flags),
 * after the model's own, in the message too. The score, confidence, criteria and model version
 * stay the model's: these reasons are not in its log-odds (no retraining), they tell what the
 * account's history shows. A code the estimate already carries is not added twice.
 */
export function withExtraReasons(
  estimate: FakeEstimateReply,
  username: string,
  extra: readonly TrustReasonDto[],
): FakeEstimateReply {
  const fresh = extra.filter((r) => !estimate.reasons.some((own) => own.code === r.code));
  if (fresh.length === 0) return estimate;
  const reasons = [...estimate.reasons, ...fresh];
  return {
    ...estimate,
    reasons,
    message: fakeProbabilityMessage(username, { score: estimate.probability, reasons }, 'en'),
  };
}
