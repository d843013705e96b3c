import fc from 'fast-check';
import { expect, test } from 'vitest';
import { postTerms, rankTrending, trendingTermSchema } from './trending';

const terms = (text: string) => postTerms(text).map((t) => t.term);

test('a post yields its hashtags and its topic words, each once, without stop words', () => {
  const found = postTerms(
    'Der Klimawandel ist real! #klimaschutz #Klimaschutz und #montag – Klimawandel geht uns alle an',
  );
  expect(found).toEqual([
    { term: '#klimaschutz', kind: 'hashtag', topics: ['environment'] },
    { term: '#montag', kind: 'hashtag', topics: [] },
    { term: 'klimawandel', kind: 'word', topics: ['environment'] },
  ]);
});

test('spellings and inflections of a term are counted as the term', () => {
  expect(terms('Fussball')).toEqual(['fußball']);
  expect(terms('FUSSBALL!')).toEqual(['fußball']);
  expect(terms('Fußball')).toEqual(['fußball']);
  expect(terms('Neue Autos')).toEqual(['auto']);
  expect(terms('Müll und Muell')).toEqual(['müll']);
  expect(terms('machine learning rocks')).toEqual(['machine learning']);
});

test('weak words (weight 1) are not trending terms on their own', () => {
  expect(terms('Model, track and code')).toEqual([]);
});

test('compounds are counted as written, lower-cased', () => {
  expect(terms('Kommunalpolitik im Landtag')).toEqual(['kommunalpolitik', 'landtag']);
});

test('links, mentions and words without a topic give no terms', () => {
  expect(terms('Guten Morgen @fussball_de https://klima.example.com/news')).toEqual([]);
});

test('a term can belong to several topics', () => {
  expect(postTerms('Fintech')[0]).toMatchObject({
    term: 'fintech',
    topics: expect.arrayContaining(['banking', 'finance', 'tech']),
  });
});

test('terms are ranked by mentions with the change against the previous window', () => {
  const ranked = rankTrending(
    [
      { term: '#bundesliga', count: 40 },
      { term: 'klimawandel', count: 25, topics: ['environment'] },
      { term: '#neu', count: 25 },
      { term: 'wahl', count: 3 },
    ],
    [
      { term: '#bundesliga', count: 50 },
      { term: 'klimawandel', count: 10 },
      { term: 'gestern', count: 99 },
    ],
  );
  expect(ranked).toEqual([
    { term: '#bundesliga', mentions: 40, previous: 50, change: -10, changePercent: -20 },
    {
      term: '#neu',
      mentions: 25,
      previous: 0,
      change: 25,
      changePercent: null,
    },
    {
      term: 'klimawandel',
      mentions: 25,
      previous: 10,
      change: 15,
      changePercent: 150,
      topics: ['environment'],
    },
    { term: 'wahl', mentions: 3, previous: 0, change: 3, changePercent: null },
  ]);
  for (const row of ranked) expect(trendingTermSchema.parse(row)).toEqual(row);
});

test('the ranking sums duplicate rows, drops zero counts and respects the limit', () => {
  const ranked = rankTrending(
    [
      { term: 'a', count: 1 },
      { term: 'a', count: 2 },
      { term: 'b', count: 0 },
      { term: 'c', count: 1 },
    ],
    [],
    1,
  );
  expect(ranked).toEqual([{ term: 'a', mentions: 3, previous: 0, change: 3, changePercent: null }]);
});

test('rankings are sorted, limited and consistent for any counts', () => {
  const counts = fc.array(
    fc.record({ term: fc.constantFrom('a', 'b', 'c', 'd', 'e'), count: fc.nat(1000) }),
    { maxLength: 20 },
  );
  fc.assert(
    fc.property(counts, counts, fc.nat(10), (current, previous, limit) => {
      const ranked = rankTrending(current, previous, limit);
      expect(ranked.length).toBeLessThanOrEqual(limit);
      for (let i = 1; i < ranked.length; i++)
        expect(ranked[i - 1]!.mentions).toBeGreaterThanOrEqual(ranked[i]!.mentions);
      for (const row of ranked) {
        expect(row.mentions).toBeGreaterThan(0);
        expect(row.change).toBe(row.mentions - row.previous);
      }
    }),
  );
});
