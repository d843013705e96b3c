import { expect, test } from 'vitest';
import {
  profileListQuerySchema,
  profileSubmitInputSchema,
  publicProfileSchema,
  reviewStatusOf,
} from './badge';

const valid = {
  full_name: 'Erika Mustermann',
  email: ' Erika@Example.TEST ',
  username: 'erika',
  profile_url: 'https://github.com/erika',
};

test('the profile form: platform defaults to instagram, the e-mail is normalised', () => {
  expect(profileSubmitInputSchema.parse(valid)).toEqual({
    ...valid,
    email: 'erika@example.test',
    platform: 'instagram',
  });
});

test.each([
  ['full_name', { full_name: 'E' }],
  ['username', { username: 'e' }],
  ['email', { email: 'erika' }],
  ['profile_url', { profile_url: 'github.com/erika' }],
  ['profile_url', { profile_url: 'javascript:alert(1)' }],
  ['platform', { platform: 'myspace' }],
])('the profile form refuses a bad %s', (field, over) => {
  const result = profileSubmitInputSchema.safeParse({ ...valid, ...over });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path).toEqual([field]);
});

test('the admin list query: defaults, and page sizes 10/25/50/100 only', () => {
  expect(profileListQuerySchema.parse({})).toEqual({
    page: 1,
    limit: 10,
    sort: 'full_name',
    dir: 'asc',
    q: undefined,
    status: undefined,
  });
  expect(profileListQuerySchema.parse({ limit: '25', q: '', status: '' }).limit).toBe(25);
  expect(profileListQuerySchema.safeParse({ limit: '20' }).success).toBe(false);
});

test('a revoked profile carries no personal data', () => {
  const revoked = publicProfileSchema.parse({
    id: 'CPT-ABCD',
    status: 'revoked',
    is_verified: true,
    paid: true,
    full_name: 'Should Vanish',
  });
  expect(revoked).not.toHaveProperty('full_name');
});

test('the review status reads verified only after an operator verified the profile', () => {
  expect(reviewStatusOf({ status: 'unpaid', is_verified: false })).toBe('pending');
  expect(reviewStatusOf({ status: 'awaiting_review', is_verified: false })).toBe('pending');
  expect(reviewStatusOf({ status: 'unpaid', is_verified: true })).toBe('verified');
  expect(reviewStatusOf({ status: 'unlocked', is_verified: true })).toBe('verified');
  expect(reviewStatusOf({ status: 'revoked', is_verified: true })).toBe('rejected');
});
