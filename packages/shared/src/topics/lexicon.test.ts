import { expect, test } from 'vitest';
import { isStopWord } from '../lookup/tag-cloud';
import { LEXICON } from './lexicon';
import { MIN_HEAD, MIN_STEM } from './matcher';
import { foldKey } from './normalize';
import { TOPICS } from './topic';

const termsOf = (topic: (typeof TOPICS)[number]) =>
  Object.entries(LEXICON[topic]).flatMap(([weight, terms]) =>
    terms
      .split(/\s+/)
      .filter(Boolean)
      .map((term) => ({ weight: Number(weight), term })),
  );

test('every topic has a lexicon with clear (weight ≥ 2) terms in both languages', () => {
  for (const topic of TOPICS) {
    const strong = termsOf(topic).filter((t) => t.weight >= 2);
    expect(strong.length, topic).toBeGreaterThanOrEqual(20);
  }
});

test('no term is listed twice for one topic (its weight would be ambiguous)', () => {
  for (const topic of TOPICS) {
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    for (const { term } of termsOf(topic)) {
      const marker = term.startsWith('*') ? '*' : term.endsWith('*') ? '…' : '';
      // Phrases also become run-together words: 'stock_market' collides with 'stockmarket'.
      const key = marker + foldKey(term.replace(/[*_]/g, ''));
      if (seen.has(key)) duplicates.push(term);
      seen.set(key, 1);
    }
    expect(duplicates, topic).toEqual([]);
  }
});

test('terms are lower-case, stems and heads long enough, and no stop word is a topic word', () => {
  for (const topic of TOPICS) {
    for (const { term, weight } of termsOf(topic)) {
      if (/\p{Extended_Pictographic}/u.test(term)) continue;
      expect(term, `${topic}: ${term}`).toBe(term.toLowerCase());
      expect(term, `${topic}: ${term}`).toMatch(/^\*?[\p{L}\p{N}_]+\*?$/u);
      if (term.endsWith('*')) expect(term.length - 1).toBeGreaterThanOrEqual(MIN_STEM);
      if (term.startsWith('*')) expect(term.length - 1).toBeGreaterThanOrEqual(MIN_HEAD + 1);
      if (weight > 0 && !term.includes('_'))
        expect(isStopWord(term.replace(/\*/g, ''))).toBe(false);
    }
  }
});
