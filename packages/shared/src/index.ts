export * from './errors';
export * from './constants';
export * from './roles';
export * from './pagination';
export * from './auth';
export * from './account';
export * from './lookup/fake-estimate';
export * from './lookup/tag-cloud';
export * from './badge';
export * from './badge-review';
export * from './payments';
export * from './lookup/contracts';
export * from './profile-facts';
export * from './list-query';
export * from './lookup/endpoints';
export * from './topics/topic';
export * from './topics/classify';
export * from './topics/trending';
export * from './jobs';
export * from './lookup/activity';
export * from './days';
export * from './analysis';
// The trust model's texts and types only: the model itself (`trust/score`, hundreds of KB of
// trees) is imported by path where it scores, so the web bundle never carries it.
export * from './trust/reasons';
export {
  trustConfidences,
  type TrustAssessment,
  type TrustConfidence,
  type TrustReason,
  type TrustReasonBase,
  type TrustScore,
} from './trust/scorer';
export * from './followers';
export * from './news';
export * from './privacy';
export * from './ownership';
export * from './linked-accounts';
export * from './content';
export * from './image-review';
export * from './watchlists';
