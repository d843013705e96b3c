import {
  accountRegistrationInputSchema,
  mobileSendCodeInputSchema,
  mobileVerifyInputSchema,
} from '@vigil/shared/mobile';
import { describe, expect, test } from 'vitest';
import { validationKeys } from './errors';
import { accountI18n } from './i18n';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const lookup = (catalogue: object, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], catalogue);

describe('validation messages', () => {
  test('every message the account forms show for empty or malformed input is translated', () => {
    const empty = { name: '', email: '', password: '', mobileNo: '', countryCode: '', dob: '' };
    const messages = new Set([
      ...messagesOf(accountRegistrationInputSchema.safeParse(empty)),
      ...messagesOf(
        accountRegistrationInputSchema.safeParse({
          ...empty,
          email: 'nope',
          mobileNo: 'abc',
          countryCode: 'Germany',
          dob: '31.12.1990',
        }),
      ),
      ...messagesOf(
        accountRegistrationInputSchema.safeParse({
          name: 'A',
          email: 'a@b.de',
          password: 'x',
          mobileNo: '+49 30 1234567',
          dob: '1990-01-01',
        }),
      ),
      ...messagesOf(
        accountRegistrationInputSchema.safeParse({
          name: 'A',
          email: 'a@b.de',
          password: 'x',
          mobileNo: '0151 23456789',
          dob: '1990-01-01',
        }),
      ),
      ...messagesOf(mobileSendCodeInputSchema.safeParse({ mobileNo: 'x' })),
      ...messagesOf(mobileVerifyInputSchema.safeParse({ mobileNo: '0170 123', code: '12' })),
    ]);
    expect(messages.size).toBeGreaterThanOrEqual(9);
    for (const m of messages) expect(validationKeys, m).toHaveProperty([m]);
  });

  test('every key exists in both languages', () => {
    for (const key of [...Object.values(validationKeys), 'errors.emailTaken']) {
      expect(typeof lookup(accountI18n.de, key), key).toBe('string');
      expect(typeof lookup(accountI18n.en, key), key).toBe('string');
    }
  });
});
