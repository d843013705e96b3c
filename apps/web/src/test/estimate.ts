import { type FakeCriterion, type FakeEstimateReply } from '@vigil/shared';
import { TRUST_MODEL_VERSION } from '@vigil/shared/trust/score';

/**
 * A fake estimate as the server sends it, for screen fixtures: `probability` with the spec's
 * criteria as the model's reasons (plus any others), confidence 'medium' unless given.
 */
export function estimateFixture(
  probability: number,
  criteria: FakeCriterion[] = [],
  more: Partial<Pick<FakeEstimateReply, 'reasons' | 'confidence'>> = {},
): FakeEstimateReply {
  return {
    probability,
    criteria,
    message: 'ignored by the screens',
    confidence: more.confidence ?? 'medium',
    reasons: [
      ...criteria.map((code) => ({ code, value: {}, effect: 'raises' as const })),
      ...(more.reasons ?? []),
    ],
    modelVersion: TRUST_MODEL_VERSION,
  };
}
