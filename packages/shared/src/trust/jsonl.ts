/**
 * The line format of `npm run score` (README "Scoring from the command line"): one JSON object
 * per line, a `ProfileFacts` plus an `id`; one JSON line out per line in. A line that cannot be
 * scored gets `{"id", "error"}` and the rest go on.
 */
import { profileFactsSchema } from '../profile-facts';
import { reasonText, type ReasonCode, type ReasonValue, type TrustLanguage } from './reasons';
import { assessProfile } from './score';
import type { TrustConfidence } from './scorer';

/** An input line's id: what the caller uses to match results to inputs. */
export type ScoreLineId = string | number;

export type ScoredLine = {
  id: ScoreLineId;
  score: number;
  fake: boolean;
  confidence: TrustConfidence;
  reasons: { code: ReasonCode; text: string; value: ReasonValue }[];
};
/** `id` is null when the line holds no usable id (e.g. it is not JSON). */
export type FailedLine = { id: ScoreLineId | null; error: string };

const idOf = (value: unknown): ScoreLineId | null =>
  (typeof value === 'string' && value.length > 0) ||
  (typeof value === 'number' && Number.isFinite(value))
    ? value
    : null;

/**
 * Scores one input line. Returns null for a blank line (nothing to answer), otherwise the
 * output object. `lineNumber` (1-based) goes into error messages.
 */
export function scoreLine(
  line: string,
  lineNumber: number,
  lang: TrustLanguage,
): ScoredLine | FailedLine | null {
  if (line.trim() === '') return null;
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { id: null, error: `line ${lineNumber}: not valid JSON` };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { id: null, error: `line ${lineNumber}: not a JSON object` };
  }
  const id = idOf((input as { id?: unknown }).id);
  if (id === null) {
    return { id: null, error: `line ${lineNumber}: "id" must be a non-empty string or a number` };
  }
  // The schema strips keys it does not know, `id` among them.
  const parsed = profileFactsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.length > 0 ? issue.path.join('.') : 'profile';
    return { id, error: `line ${lineNumber}: ${path}: ${issue.message}` };
  }
  const result = assessProfile(parsed.data);
  return {
    id,
    score: result.score,
    fake: result.fake,
    confidence: result.confidence,
    reasons: result.reasons.map((r) => ({
      code: r.code,
      text: reasonText(r.code, r.value, lang),
      value: r.value,
    })),
  };
}

/** `scoreLine` as the text of the output line (without the line break), or null for a blank. */
export function scoreLineText(
  line: string,
  lineNumber: number,
  lang: TrustLanguage,
): string | null {
  const out = scoreLine(line, lineNumber, lang);
  return out === null ? null : JSON.stringify(out);
}
