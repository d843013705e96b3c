import { expect, test } from 'vitest';
import { scoreLine, scoreLineText } from './jsonl';
import { botLikeFacts } from './profiles.fixture';
import { assessProfile } from './score';

const facts = botLikeFacts;

test('a line with an id and profile facts gets its score, verdict, confidence and reasons', () => {
  const out = JSON.parse(scoreLineText(JSON.stringify({ id: 'a1', ...facts }), 1, 'de')!);
  const expected = assessProfile(facts);
  expect(Object.keys(out)).toEqual(['id', 'score', 'fake', 'confidence', 'reasons']);
  expect(out).toMatchObject({
    id: 'a1',
    score: expected.score,
    fake: expected.fake,
    confidence: expected.confidence,
  });
  expect(out.reasons[0]).toEqual({
    code: 'follows',
    text: 'Folgt 7.500 Konten, folgen lassen sich 12.',
    value: { following: 7500, followers: 12 },
  });
  expect(out.reasons.map((r: { code: string }) => r.code)).toEqual(
    expected.reasons.map((r) => r.code),
  );
});

test('numeric ids are kept as numbers', () => {
  expect(scoreLine(JSON.stringify({ ...facts, id: 42 }), 1, 'en')).toMatchObject({ id: 42 });
});

test('a line that is not JSON, or not an object, is answered with an error', () => {
  expect(scoreLine('{"id": "x", ', 3, 'en')).toEqual({
    id: null,
    error: 'line 3: not valid JSON',
  });
  expect(scoreLine('[1,2]', 4, 'en')).toEqual({ id: null, error: 'line 4: not a JSON object' });
});

test('a line without a usable id is an error, with no score', () => {
  expect(scoreLine(JSON.stringify(facts), 5, 'en')).toEqual({
    id: null,
    error: 'line 5: "id" must be a non-empty string or a number',
  });
  expect(scoreLine(JSON.stringify({ ...facts, id: '' }), 5, 'en')).toMatchObject({ id: null });
});

test('facts that break the ProfileFacts contract name the field', () => {
  const out = scoreLine(JSON.stringify({ ...facts, id: 'b', followers: -3 }), 7, 'en');
  expect(out).toMatchObject({ id: 'b' });
  expect(out && 'error' in out && out.error).toMatch(/^line 7: followers: /);
  const missing = scoreLine(JSON.stringify({ id: 'c', platform: 'instagram' }), 8, 'en');
  expect(missing && 'error' in missing && missing.error).toMatch(/^line 8: username: /);
});

test('blank lines are skipped', () => {
  expect(scoreLine('', 1, 'en')).toBeNull();
  expect(scoreLineText('   ', 2, 'en')).toBeNull();
});
