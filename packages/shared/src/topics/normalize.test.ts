import { expect, test } from 'vitest';
import { foldKey, inflectionCandidates, plainKey, splitCamelCase } from './normalize';

test('keys fold case, ß, umlauts (composed or not) and other diacritics', () => {
  expect(foldKey('Fußball')).toBe('fussball');
  expect(foldKey('FUSSBALL')).toBe('fussball');
  expect(foldKey('Müll')).toBe('muell');
  expect(foldKey('Mu\u0308ll')).toBe('muell');
  expect(foldKey('Café')).toBe('cafe');
  expect(foldKey('Pokémon')).toBe('pokemon');
  expect(foldKey('CO₂')).toBe('co2');
  expect(foldKey('𝐅𝐚𝐬𝐡𝐢𝐨𝐧')).toBe('fashion');
});

test('words with umlauts also get a key without them, for texts typed without', () => {
  expect(plainKey('müll')).toBe('mull');
  expect(plainKey('Ärztin')).toBe('arztin');
  expect(plainKey('fußball')).toBeNull();
  expect(plainKey('auto')).toBeNull();
});

test('camel-case hashtags split into their words', () => {
  expect(splitCamelCase('ElectricCars')).toEqual(['Electric', 'Cars']);
  expect(splitCamelCase('NBAFinals')).toEqual(['NBA', 'Finals']);
  expect(splitCamelCase('Election2024')).toEqual(['Election', '2024']);
  expect(splitCamelCase('ÖkoStrom')).toEqual(['Öko', 'Strom']);
  expect(splitCamelCase('fussball')).toEqual(['fussball']);
});

test('inflection candidates strip plural and case endings, keeping three letters', () => {
  expect(inflectionCandidates('autos')).toEqual(['autos', 'auto']);
  expect(inflectionCandidates('banken')).toEqual(['banken', 'bank', 'banke']);
  expect(inflectionCandidates('parties')).toContain('party');
  expect(inflectionCandidates('charging')).toEqual(expect.arrayContaining(['charg', 'charge']));
  expect(inflectionCandidates('bus')).toEqual(['bus']);
});
