import fc from 'fast-check';
import { expect, test } from 'vitest';
import { labelledSample } from './labelled-sample.fixture';
import { LANGUAGE_MIN_LETTERS, detectLanguage, languageText, motherTongue } from './language';

test('German and English texts of the labelled sample are told apart', () => {
  let eligible = 0;
  let answered = 0;
  let correct = 0;
  for (const item of labelledSample) {
    const guess = detectLanguage(item.text);
    if (guess.letters < LANGUAGE_MIN_LETTERS) continue;
    eligible++;
    if (guess.language === null) continue;
    answered++;
    if (guess.language === item.lang) correct++;
  }
  console.log(
    `language: ${labelledSample.length} texts, ${eligible} long enough, ${answered} answered ` +
      `(${((answered / eligible) * 100).toFixed(1)} %), ${correct} correct ` +
      `(precision ${((correct / answered) * 100).toFixed(1)} %)`,
  );
  // Measured: 214 long enough, 206 answered (96.3 %), 204 correct (99.0 %).
  expect(answered / eligible).toBeGreaterThanOrEqual(0.93);
  expect(correct / answered).toBeGreaterThanOrEqual(0.97);
});

test('other languages get their own ISO 639-1 code', () => {
  expect(detectLanguage('Bonjour à tous, je suis très content de vous voir').language).toBe('fr');
  expect(detectLanguage('Hola a todos, hoy es un día muy bonito y soleado').language).toBe('es');
  expect(detectLanguage('Ciao a tutti, oggi è una bella giornata di sole').language).toBe('it');
});

test('below the letter threshold there is no answer, at it there is', () => {
  // 'Guten Morgen zusammen' has 19 letters, 'Guten Morgen, ihr Lieben' 20.
  expect(detectLanguage('Guten Morgen zusammen')).toMatchObject({ language: null, letters: 19 });
  expect(detectLanguage('Guten Morgen, ihr Lieben')).toMatchObject({ language: 'de', letters: 20 });
  expect(detectLanguage('lol same').language).toBeNull();
});

test('links, handles, e-mail addresses, hashtags and emoji do not count as text', () => {
  expect(languageText(['Neu im Shop 🎉 https://shop.example.com/neu @anna #fashion a@b.de'])).toBe(
    'Neu im Shop .',
  );
  expect(
    detectLanguage('#ootd #streetstyle #fashionista #outfitinspo #lookbook').language,
  ).toBeNull();
  expect(
    detectLanguage('https://example.com/a-very-long-path-with-many-words').language,
  ).toBeNull();
  expect(detectLanguage('😀😀😀 🎉🎉🎉 ❤️❤️❤️ @someone @someone_else').language).toBeNull();
});

test('too mixed a text gives no answer rather than a guess', () => {
  const guess = detectLanguage('Das ist ein Test with mixed English words');
  expect(guess.margin).not.toBeNull();
  expect(guess.margin!).toBeLessThan(0.05);
  expect(guess.language).toBeNull();
});

test('the mother tongue is read from bio and posts together', () => {
  // Each post alone is too short to tell; together they are German.
  expect(
    motherTongue({
      bio: 'Mama, Köchin',
      posts: ['Endlich Wochenende!', 'Heute gibt es Kuchen', 'Wer kommt mit?'],
    }),
  ).toBe('de');
  expect(
    motherTongue({
      bio: 'Runner and coffee lover',
      posts: ['New personal best today!', 'Rainy morning run #running', 'https://strava.example/x'],
    }),
  ).toBe('en');
  expect(motherTongue({ bio: null, posts: [] })).toBeNull();
  expect(motherTongue({ bio: '🙂', posts: ['#love'] })).toBeNull();
});

test('any input gives null or a two-letter code, never an exception', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ maxLength: 200 }), { maxLength: 5 }), (texts) => {
      const { language, letters } = detectLanguage(texts);
      expect(letters).toBeGreaterThanOrEqual(0);
      if (language !== null) expect(language).toMatch(/^[a-z]{2}$/);
    }),
    { numRuns: 200 },
  );
});
