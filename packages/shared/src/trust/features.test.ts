import { expect, test } from 'vitest';
import {
  columnGroups,
  columnNames,
  COLUMN_COUNT,
  factKeys,
  FEATURE_COUNT,
  featureRow,
} from './features';
import { profileTraits, type ProfileTraits } from './traits';

const known: ProfileTraits = profileTraits({
  platform: 'twitter',
  username: 'bot98765',
  displayName: 'bot98765',
  bio: '',
  externalUrl: '',
  followers: 12,
  following: 7500,
  posts: 30,
  likesGiven: 0,
  listed: 0,
  verified: false,
  private: false,
  hasProfilePicture: false,
  defaultProfile: true,
  createdAt: '2026-03-03T00:00:00.000Z',
  observedAt: '2026-06-01T00:00:00.000Z',
  activity: null,
});

const column = (row: Float64Array, name: string) => row[columnNames.indexOf(name)];

test('every column has a name and an explanation group; indicators follow the features', () => {
  expect(columnNames).toHaveLength(COLUMN_COUNT);
  expect(columnGroups).toHaveLength(COLUMN_COUNT);
  expect(new Set(columnNames).size).toBe(COLUMN_COUNT);
  expect(columnNames.slice(FEATURE_COUNT)).toEqual(factKeys.map((k) => `missing:${k}`));
});

test('counts enter as logs, rates per day of age, and the spec rules as flags', () => {
  const row = featureRow(known);
  expect(column(row, 'logFollowers')).toBeCloseTo(Math.log(13));
  expect(column(row, 'followRatio')).toBeCloseTo(Math.log(13 / 7501));
  expect(column(row, 'postsPerDay')).toBeCloseTo(Math.log1p(30 / 90));
  expect(column(row, 'youngerThanYear')).toBe(1);
  expect(column(row, 'moreThanFourDigits')).toBe(1);
  expect(column(row, 'nameMatchesUsername')).toBe(1);
  expect(column(row, 'hasPicture')).toBe(0);
  expect(column(row, 'missing:age')).toBe(0);
  expect(column(row, 'missing:verified')).toBe(0);
});

test('an unknown fact is NaN in its features and 1 in its missing indicator', () => {
  const row = featureRow({ ...known, ageDays: null, followers: null, activity: null });
  expect(column(row, 'logAgeDays')).toBeNaN();
  expect(column(row, 'postsPerDay')).toBeNaN();
  expect(column(row, 'youngerThanYear')).toBeNaN();
  expect(column(row, 'logFollowers')).toBeNaN();
  expect(column(row, 'followRatio')).toBeNaN();
  expect(column(row, 'logFollowing')).toBeCloseTo(Math.log(7501));
  expect(column(row, 'missing:age')).toBe(1);
  expect(column(row, 'missing:followers')).toBe(1);
  expect(column(row, 'missing:following')).toBe(0);
  expect(column(row, 'missing:activity')).toBe(1);
});

test('a one-day-old account counts one day for its rates, never divides by zero', () => {
  const row = featureRow({ ...known, ageDays: 0 });
  expect(column(row, 'postsPerDay')).toBeCloseTo(Math.log1p(30));
});
