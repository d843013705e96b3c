import fc from 'fast-check';
import { expect, test } from 'vitest';
import { checkJsonText } from './json-guard';

/** Nesting depth of a parsed JSON value: 0 for a scalar, 1 for a flat array or object. */
const depthOf = (v: unknown): number => {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depthOf));
  if (v && typeof v === 'object') return 1 + Math.max(0, ...Object.values(v).map(depthOf));
  return 0;
};

/** Every string (keys too) of a parsed JSON value. */
const stringsOf = (v: unknown): string[] => {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(stringsOf);
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => [k, ...stringsOf(x)]);
  return [];
};

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const hasLoneSurrogate = (s: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

/** Text with the characters that matter here mixed in: NUL, surrogate halves, JSON syntax. */
const text = fc.string({
  unit: fc.oneof(
    {
      weight: 1,
      arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d\ude00', '[', '{', '"', '\\'),
    },
    { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  ),
  maxLength: 8,
});
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', maxDepth: 7 },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    text,
    fc.array(tie('json'), { maxLength: 3 }),
    fc.dictionary(text, tie('json'), { maxKeys: 3 }),
  ),
}));

test('property: refuses exactly what is too deep, holds a NUL or an unpaired surrogate', () => {
  fc.assert(
    fc.property(json, fc.integer({ min: 1, max: 6 }), (value, max) => {
      const strings = stringsOf(value);
      const reasons = new Set<string>();
      if (depthOf(value) > max) reasons.add('too_deep');
      if (strings.some((s) => s.includes('\u0000'))) reasons.add('nul');
      if (strings.some(hasLoneSurrogate)) reasons.add('lone_surrogate');
      const result = checkJsonText(JSON.stringify(value), max);
      if (reasons.size === 0) expect(result).toBeNull();
      else expect(reasons).toContain(result?.reason);
    }),
    { seed: 8, numRuns: 1000 },
  );
});

test('brackets and escapes inside strings do not count', () => {
  expect(checkJsonText(JSON.stringify({ s: '[[[[{{{{' }), 2)).toBeNull();
  expect(checkJsonText('{"s":"\\"[[[["}', 1)).toBeNull();
  expect(checkJsonText('{"s":"\\\\u0000"}')).toBeNull();
});

test('a 10,000-deep text is refused in one pass, without recursion', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  expect(checkJsonText(deep)).toEqual({ reason: 'too_deep', depth: 65 });
});

test('a surrogate pair is fine; either half alone is not', () => {
  expect(checkJsonText('"\\ud83d\\ude00"')).toBeNull();
  expect(checkJsonText('"\\ud83d"')).toEqual({ reason: 'lone_surrogate' });
  expect(checkJsonText('"\\ude00"')).toEqual({ reason: 'lone_surrogate' });
  expect(checkJsonText('"\\ud83dx"')).toEqual({ reason: 'lone_surrogate' });
});
