/**
 * The line format of `npm run score` (README "Scoring from the command line"): one JSON object
 * per line, `ProfileFacts` (any fact may be left out: not reported) plus an `id`; one JSON line
 * out per line in. A line that cannot be scored gets `{"id", "error"}` and the rest go on.
 */
import { reasonText, type ReasonCode, type ReasonValue, type TrustLanguage } from './reasons';
import { assessTraits, type TrustAssessment } from './score';
import { isFactError, readScoredFacts } from './score-input';
import type { TrustConfidence } from './scorer';
import { profileTraits } from './traits';

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

/** One read line: its id and the model's assessment, or the answer to a line that has none. */
type Assessed = { id: ScoreLineId; assessment: TrustAssessment };

function assessLine(
  line: string,
  lineNumber: number,
  observedAt: string,
  explain = true,
): Assessed | FailedLine | null {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    // Blank lines are rare: checked only once parsing has failed.
    if (line.trim() === '') return null;
    return { id: null, error: `line ${lineNumber}: not valid JSON` };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { id: null, error: `line ${lineNumber}: not a JSON object` };
  }
  const id = idOf((input as { id?: unknown }).id);
  if (id === null) {
    return { id: null, error: `line ${lineNumber}: "id" must be a non-empty string or a number` };
  }
  const facts = readScoredFacts(input as Record<string, unknown>, observedAt);
  if (isFactError(facts)) {
    return { id, error: `line ${lineNumber}: ${facts.path}: ${facts.message}` };
  }
  return { id, assessment: assessTraits(profileTraits(facts), facts.platform, explain) };
}

/**
 * Scores one input line. Returns null for a blank line (nothing to answer), otherwise the
 * output object. `lineNumber` (1-based) goes into error messages; `observedAt` (ISO) stands for
 * a line that does not say when its facts were observed (the CLI: when the run started).
 */
export function scoreLine(
  line: string,
  lineNumber: number,
  lang: TrustLanguage,
  observedAt: string = new Date().toISOString(),
): ScoredLine | FailedLine | null {
  const out = assessLine(line, lineNumber, observedAt);
  if (out === null || 'error' in out) return out;
  const a = out.assessment;
  return {
    id: out.id,
    score: a.score,
    fake: a.fake,
    confidence: a.confidence,
    reasons: a.reasons.map((r) => ({
      code: r.code,
      text: reasonText(r.code, r.value, lang),
      value: r.value,
    })),
  };
}

/**
 * Half the reasons have no numbers (`noBio`, `picture` …): their text is the same every time,
 * so it is made and escaped once per code and language.
 */
const fixedTexts: Record<TrustLanguage, Map<ReasonCode, string>> = { de: new Map(), en: new Map() };
function fixedText(code: ReasonCode, lang: TrustLanguage): string {
  let text = fixedTexts[lang].get(code);
  if (text === undefined) {
    text = JSON.stringify(reasonText(code, {}, lang));
    fixedTexts[lang].set(code, text);
  }
  return text;
}

/** A number as JSON writes it (non-finite numbers as null). */
const jsonNumber = (x: number) => (Number.isFinite(x) ? String(x) : 'null');

/**
 * `scoreLine` as the text of the output line (without the line break), or null for a blank.
 * `reasons` false (the CLI's `--no-reasons`) leaves the `reasons` member out and skips their
 * computation: bulk triage at many times the speed.
 * Written by hand rather than through an output object and `JSON.stringify`: the same text
 * (the tests compare them), at a third of the cost. Codes, confidences and value keys are
 * identifiers from this code; only the id and the texts need JSON escaping.
 */
export function scoreLineText(
  line: string,
  lineNumber: number,
  lang: TrustLanguage,
  observedAt: string = new Date().toISOString(),
  reasons = true,
): string | null {
  const out = assessLine(line, lineNumber, observedAt, reasons);
  if (out === null) return null;
  if ('error' in out) return JSON.stringify(out);
  const a = out.assessment;
  const head = `{"id":${JSON.stringify(out.id)},"score":${jsonNumber(a.score)},"fake":${a.fake},"confidence":"${a.confidence}"`;
  if (!reasons) return `${head}}`;
  let text = `${head},"reasons":[`;
  for (let i = 0; i < a.reasons.length; i++) {
    const r = a.reasons[i]!;
    let value = '';
    for (const key in r.value) {
      value += `${value === '' ? '' : ','}"${key}":${jsonNumber(r.value[key]!)}`;
    }
    const said =
      value === '' ? fixedText(r.code, lang) : JSON.stringify(reasonText(r.code, r.value, lang));
    text += `${i === 0 ? '' : ','}{"code":"${r.code}","text":${said},"value":{${value}}}`;
  }
  return `${text}]}`;
}
