/**
 * Growth flags in plain words, in German and English.
 */
import type { GrowthFlag } from '../watchlists';
import { growthSentence, type GrowthLanguage } from './sentences';

export { dayAsNumber, dayFromNumber, type GrowthLanguage } from './sentences';

/**
 * A growth flag as one plain sentence (no closing full stop), e.g. "+12,400 followers on 3 March,
 * 40× its usual daily gain" / "+12.400 Follower am 3. März, das 40-Fache des üblichen
 * Tageszuwachses". `withYear` adds the year to the date (for flags older than this year).
 */
export function describeGrowthFlag(
  flag: GrowthFlag,
  lang: GrowthLanguage,
  options: { withYear?: boolean } = {},
): string {
  return growthSentence(
    flag.kind,
    { size: flag.size, ratio: flag.ratio, day: flag.day, withYear: options.withYear ?? false },
    lang,
  );
}
