import { z } from 'zod';

/**
 * The closed set of topics the classifier assigns: the spec's interests (Automotive, Fashion,
 * E-Commerce, Banking, Finance, Tech, Environment, Music) plus the common ones. Ids are stable
 * (stored, used in URLs and exports); the UI translates them.
 */
export const topicSchema = z.enum([
  'automotive',
  'fashion',
  'ecommerce',
  'banking',
  'finance',
  'tech',
  'environment',
  'music',
  'news',
  'politics',
  'sports',
  'entertainment',
  'gaming',
  'food',
  'travel',
  'health',
  'science',
  'education',
]);
export type Topic = z.infer<typeof topicSchema>;
export const TOPICS: readonly Topic[] = topicSchema.options;

/** Where a piece of evidence was found. */
export const topicSourceSchema = z.enum(['bio', 'post', 'tag', 'text']);
export type TopicSource = z.infer<typeof topicSourceSchema>;

/**
 * One lexicon term that matched, so the UI can say why a topic was assigned: "Sports: #fußball
 * (3 posts), bundesliga (bio)".
 */
export const topicEvidenceSchema = z.object({
  /** The lexicon term as written in the lexicon (display form, e.g. 'fußball', 'klima…'). */
  term: z.string(),
  /** Up to three forms as they appeared in the texts (e.g. '#Fussball', 'Fußballverein'). */
  forms: z.array(z.string()).max(3),
  /** Where it was found: bio, post, content tag or content text. */
  sources: z.array(topicSourceSchema).min(1),
  /** In how many texts (bio, posts, tags…) it occurred; repeats inside one text count once. */
  texts: z.number().int().min(1),
  /** Points it contributed to the topic's score. */
  points: z.number().min(0),
});
export type TopicEvidence = z.infer<typeof topicEvidenceSchema>;

/** One assigned topic with its score and the evidence behind it, strongest evidence first. */
export const topicScoreSchema = z.object({
  topic: topicSchema,
  /** Sum of the evidence points (unbounded; ≥ the assignment threshold). */
  score: z.number().min(0),
  /** This topic's share of the top topic's score (1 for the top topic). */
  relative: z.number().min(0).max(1),
  evidence: z.array(topicEvidenceSchema),
});
export type TopicScore = z.infer<typeof topicScoreSchema>;
