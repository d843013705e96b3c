import fc from 'fast-check';
import { expect, test } from 'vitest';
import { hashtagCloud, hashtagsOf, isStopWord, splitWords, trimWord, wordCloud } from './tag-cloud';

test('the word cloud keeps the 10 most frequent words, most frequent first', () => {
  const texts = [
    'alpha beta beta gamma',
    'beta gamma delta',
    ...'e f g h i j k l m n'.split(' ').map((w) => `${w}${w}`),
  ];
  const cloud = wordCloud(texts);
  expect(cloud[0]).toEqual({ tag: 'beta', count: 3 });
  expect(cloud[1]).toEqual({ tag: 'gamma', count: 2 });
  expect(cloud).toHaveLength(10);
});

test('the word cloud ignores case, punctuation, stop words and links', () => {
  const cloud = wordCloud(['The Election, the election! https://x.example/a und Wahl.']);
  expect(cloud).toEqual([
    { tag: 'election', count: 2 },
    { tag: 'wahl', count: 1 },
  ]);
});

test('the hashtag cloud counts only words starting with #', () => {
  expect(hashtagCloud(['#News and #news, #AI', 'no tags', '#ai #ai'])).toEqual([
    { tag: '#ai', count: 3 },
    { tag: '#news', count: 2 },
  ]);
});

test('clouds never exceed 10 entries and counts never increase down the list', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ maxLength: 80 }), { maxLength: 30 }), (texts) => {
      for (const cloud of [wordCloud(texts), hashtagCloud(texts)]) {
        expect(cloud.length).toBeLessThanOrEqual(10);
        for (let i = 1; i < cloud.length; i++)
          expect(cloud[i - 1]!.count).toBeGreaterThanOrEqual(cloud[i]!.count);
      }
    }),
  );
});

test('the tokenizer the clouds and the topic classifier share', () => {
  expect(splitWords('  Neue Autos!  https://x.example/a  #EV ')).toEqual(['Neue', 'Autos!', '#EV']);
  expect(trimWord('„Fußball!“')).toBe('Fußball');
  expect(trimWord('...#Klima,')).toBe('#Klima');
  expect(trimWord('(@vigil)')).toBe('@vigil');
  expect(hashtagsOf('#Fußball und #E-Autos, #fußball')).toEqual(['#fußball', '#e', '#fußball']);
  expect(isStopWord('und')).toBe(true);
  expect(isStopWord('fußball')).toBe(false);
});
