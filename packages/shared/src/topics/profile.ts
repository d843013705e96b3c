import { classifyProfileTopics } from './classify';
import { motherTongue } from './language';
import type { Topic } from './topic';

/** The texts an account's derived columns come from: its bio and its newest stored posts. */
export type ProfileTexts = {
  bio: string | null;
  posts: readonly { text: string; hashtags: readonly string[] }[];
};

/**
 * An account's topics (strongest first) and mother tongue, from its bio and posts. The one
 * derivation of both: the lookups store writes it with the account when no posts are stored
 * yet (the bio alone), the analysis module re-derives it once posts are.
 */
export function profileTopicsAndLanguage(input: ProfileTexts): {
  topics: Topic[];
  motherTongue: string | null;
} {
  const texts = input.posts.map((p) => p.text);
  return {
    topics: classifyProfileTopics({
      bio: input.bio,
      posts: texts,
      hashtags: input.posts.flatMap((p) => p.hashtags),
    }).map((t) => t.topic),
    motherTongue: motherTongue({ bio: input.bio, posts: texts }),
  };
}
