import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  MAX_EVIDENCE,
  TAG_FACTOR,
  TOPIC_MIN_SCORE,
  classifyProfileTopics,
  classifyText,
  classifyTopics,
} from './classify';
import { labelledSample } from './labelled-sample.fixture';
import { topicScoreSchema, type Topic } from './topic';

const topics = (text: string) => classifyText(text).map((s) => s.topic);
const only = (text: string, topic: Topic) => expect(topics(text), text).toEqual([topic]);

test('spelling does not matter: case, ß or ss, umlauts or not, accents, letter fonts', () => {
  for (const text of ['Fußball', 'Fussball', 'FUSSBALL', 'fußball']) only(text, 'sports');
  for (const text of ['Müll trennen', 'Muell trennen', 'Mull trennen']) only(text, 'environment');
  for (const text of ['Ärztin', 'Aerztin', 'Arztin']) only(text, 'health');
  only('Café und Kuchen', 'food');
  only('Cafe und Kuchen', 'food');
  only('𝐅𝐚𝐬𝐡𝐢𝐨𝐧 𝐁𝐥𝐨𝐠𝐠𝐞𝐫', 'fashion');
});

test('German compounds match by their stem or their head', () => {
  only('Elektroauto', 'automotive');
  only('Nachhaltigkeit', 'environment');
  only('Fußballverein', 'sports');
  only('Hausarztpraxis', 'health');
  only('Sauerteigbrot', 'food');
  expect(topics('Klimapolitik').sort()).toEqual(['environment', 'politics']);
});

test('one word is one piece of evidence per topic, even when stem and head both match', () => {
  const [automotive] = classifyText('Elektroauto');
  expect(automotive?.evidence).toHaveLength(1);
  expect(automotive?.score).toBe(3);
});

test('simple inflections find the term', () => {
  only('Neue Autos', 'automotive');
  only('Die Banken', 'banking');
  only('Big banks', 'banking');
  only('cooking tonight', 'food');
});

test('hashtags: whole, camel-case parts, or run-together known words', () => {
  only('#ElectricCars', 'automotive');
  only('#electriccars', 'automotive');
  only('#MachineLearning', 'tech');
  only('#instafood', 'food');
  only('#FridaysForFuture', 'environment');
  only('#studentlife', 'education');
});

test('a hashtag counts more than the same word in prose', () => {
  const [prose] = classifyText('Fußball');
  const [tag] = classifyText('#fußball');
  expect(tag!.score).toBe(prose!.score * TAG_FACTOR);
});

test('phrases take their words: League of Legends is gaming, not sports', () => {
  only('League of Legends tonight', 'gaming');
  only('machine learning', 'tech');
});

test('words that only look like topic words do not count', () => {
  for (const text of [
    'Der Autor liest aus seinem Buch',
    'Transport nach Hamburg',
    'automatisch gespeichert',
    'Ich sitze auf der Parkbank',
    'Dark mode is the best mode',
    '#transport',
    'Skill issue',
    'Anna Koch und Lisa Fischer',
  ])
    expect(topics(text), text).toEqual([]);
});

test('links, @mentions and e-mail addresses are not read', () => {
  for (const text of [
    'visit https://fussball.example.com/klima',
    'Danke @fussball_de!',
    'mail me at koch@rezept.de',
    'www.bundesliga.de',
  ])
    expect(topics(text), text).toEqual([]);
});

test('weak evidence alone is not enough; a clear word or two weak ones are', () => {
  expect(topics('Model 3')).toEqual([]);
  expect(topics('⚽')).toEqual([]);
  only('⚽ 🏆', 'sports');
  only('I love my new shoes', 'fashion');
  expect(TOPIC_MIN_SCORE).toBe(2);
});

test('texts with no topic get none', () => {
  for (const item of labelledSample.filter((s) => s.topics.length === 0 && s.split === 'tune'))
    expect(topics(item.text), item.text).toEqual([]);
});

test('evidence says which words matched, where, how often, for how many points', () => {
  const [sports] = classifyProfileTopics({
    bio: 'Fußballtrainer',
    posts: ['Heute #Fußball', 'Fussball im Regen'],
  });
  expect(sports).toMatchObject({ topic: 'sports', relative: 1 });
  expect(sports!.evidence).toEqual([
    {
      term: 'fußball…',
      forms: ['Fußballtrainer', '#Fußball', 'Fussball'],
      sources: ['bio', 'post'],
      texts: 3,
      // best 3 × 1.5 (hashtag) = 4.5, × (1 + log2 3)
      points: Math.round(4.5 * (1 + Math.log2(3)) * 100) / 100,
    },
  ]);
  expect(sports!.score).toBe(sports!.evidence[0]!.points);
});

test('an interest mentioned once among many posts of another is not a topic of the account', () => {
  const result = classifyProfileTopics({
    bio: 'Softwareentwicklerin in Berlin',
    posts: [
      'Neues Release unserer App ist draußen',
      'TypeScript 5.9 ausprobiert, die Typprüfung ist schneller',
      'Warum unser Backend jetzt auf PostgreSQL läuft',
      'Vortrag über Cybersecurity auf der Konferenz',
      'Gestern Fußball geschaut',
    ],
  });
  expect(result.map((s) => s.topic)).toEqual(['tech']);
});

test('a content item is classified from its title, text and tags (issue 12)', () => {
  const result = classifyTopics({
    title: 'Neue Kollektion',
    text: 'Sneaker aus recyceltem Plastik',
    tags: ['Mode', 'Umweltschutz', 'E-Commerce', 'electric cars'],
  });
  expect(result.map((s) => s.topic).sort()).toEqual([
    'automotive',
    'ecommerce',
    'environment',
    'fashion',
  ]);
  const ecommerce = result.find((s) => s.topic === 'ecommerce');
  expect(ecommerce?.evidence[0]).toMatchObject({ forms: ['E-Commerce'], sources: ['tag'] });
  expect(classifyTopics({ tags: ['  ', ''] })).toEqual([]);
});

test('results are valid, sorted, above the thresholds and explained, for any text', () => {
  const words = fc.constantFrom(
    ...'Fußball #Klimaschutz Bank Aktie KI Pizza Urlaub Schule Konzert Wahl Netflix Zocken Arzt Labor Mode Onlineshop Auto the und 🚗 ⚽ @x https://a.de'.split(
      ' ',
    ),
  );
  const texts = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.array(words, { maxLength: 15 }).map((w) => w.join(' ')),
  );
  fc.assert(
    fc.property(fc.array(texts, { maxLength: 6 }), (posts) => {
      const result = classifyProfileTopics({ bio: posts[0] ?? null, posts: posts.slice(1) });
      for (const [i, score] of result.entries()) {
        topicScoreSchema.parse(score);
        expect(score.score).toBeGreaterThanOrEqual(TOPIC_MIN_SCORE);
        expect(score.evidence.length).toBeGreaterThan(0);
        expect(score.evidence.length).toBeLessThanOrEqual(MAX_EVIDENCE);
        const points = score.evidence.reduce((sum, e) => sum + e.points, 0);
        expect(points).toBeLessThanOrEqual(score.score + 0.01);
        if (i > 0) expect(result[i - 1]!.score).toBeGreaterThanOrEqual(score.score);
      }
      if (result[0]) expect(result[0].relative).toBe(1);
    }),
    { numRuns: 300 },
  );
});

test('prose is classified the same in upper and lower case', () => {
  const prose = labelledSample.filter((s) => !s.text.includes('#'));
  for (const item of prose) {
    const lower = topics(item.text.toLowerCase());
    expect(topics(item.text.toUpperCase()), item.text).toEqual(lower);
  }
});
