import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  accountRegistrationInputSchema,
  formatMobileNumber,
  mobileSendCodeInputSchema,
  mobileVerifyInputSchema,
  parseMobileNumber,
  toE164,
} from './mobile';

describe('parseMobileNumber', () => {
  test('reads international and national spellings into E.164 with the calling code', () => {
    const de = { e164: '+4915123456789', countryCode: '+49' };
    expect(parseMobileNumber('+49 151 23456789')).toEqual(de);
    expect(parseMobileNumber('+49 (0)151 234 567 89')).toEqual(de);
    expect(parseMobileNumber('0049 151-23456789')).toEqual(de);
    expect(parseMobileNumber('0151 23456789', '+49')).toEqual(de);
    expect(parseMobileNumber('151 23456789', '49')).toEqual(de);
    expect(parseMobileNumber('+44 7911 123456')).toEqual({
      e164: '+447911123456',
      countryCode: '+44',
    });
    expect(parseMobileNumber('(415) 555-2671', '+1')).toEqual({
      e164: '+14155552671',
      countryCode: '+1',
    });
  });

  test('a number with its own prefix ignores a different country code', () => {
    expect(parseMobileNumber('+44 7911 123456', '+49')?.countryCode).toBe('+44');
  });

  test('refuses landlines, national numbers without a country and garbage', () => {
    expect(parseMobileNumber('+49 30 1234567')).toBeNull();
    expect(parseMobileNumber('0151 23456789')).toBeNull();
    expect(parseMobileNumber('call me', '+49')).toBeNull();
    expect(parseMobileNumber('', '+49')).toBeNull();
    expect(parseMobileNumber('+49 151 2345678901234567890123456789')).toBeNull();
  });

  test('E.164 is a fixed point: parsing its own output gives the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 99_999_999 }), (n) => {
        const first = parseMobileNumber(`0151 ${n}`, '+49');
        if (!first) return;
        expect(parseMobileNumber(first.e164)).toEqual(first);
        expect(parseMobileNumber(formatMobileNumber(first.e164))).toEqual(first);
      }),
    );
  });
});

describe('formatMobileNumber and toE164', () => {
  test('show stored numbers readably, also the ones stored before E.164', () => {
    expect(formatMobileNumber('+4915123456789')).toBe('+49 1512 3456789');
    expect(formatMobileNumber('1701234567', '+49')).toBe('+49 170 1234567');
    expect(formatMobileNumber('12', '+49')).toBe('12');
    expect(toE164('170 1234567', '+49')).toBe('+491701234567');
    expect(toE164(null, '+49')).toBeNull();
  });
});

describe('the account schemas', () => {
  const valid = {
    name: 'Alice',
    email: 'alice@example.com',
    password: 'current',
    mobileNo: '1701234567',
    countryCode: '+49',
    dob: '1990-04-01',
  };

  test('registration requires every field but the two codes, and stores E.164', () => {
    expect(accountRegistrationInputSchema.parse(valid)).toMatchObject({
      mobileNo: '+491701234567',
      countryCode: '+49',
    });
    for (const key of Object.keys(valid)) {
      const { [key as keyof typeof valid]: _dropped, ...rest } = valid;
      expect(accountRegistrationInputSchema.safeParse(rest).success, key).toBe(false);
    }
    const withEmptyCodes = accountRegistrationInputSchema.parse({
      ...valid,
      referalCode: '',
      affiliateCode: '',
    });
    expect(withEmptyCodes.referalCode).toBeUndefined();
  });

  test('an international number needs no separate country code', () => {
    const { countryCode: _none, ...rest } = valid;
    expect(
      accountRegistrationInputSchema.parse({ ...rest, mobileNo: '+49 151 23456789' }),
    ).toMatchObject({ mobileNo: '+4915123456789', countryCode: '+49' });
  });

  test('the error names the field to fix', () => {
    const issuesOf = (input: object) =>
      accountRegistrationInputSchema
        .safeParse(input)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issuesOf({ ...valid, mobileNo: '+49 30 1234567' })).toEqual([
      ['mobileNo', 'Enter a valid mobile number, e.g. +49 151 23456789'],
    ]);
    expect(issuesOf({ ...valid, countryCode: '' })).toEqual([
      ['countryCode', 'Enter a country code such as +49, or the number starting with +'],
    ]);
  });

  test('registration rejects an impossible date of birth', () => {
    expect(accountRegistrationInputSchema.safeParse({ ...valid, dob: '1990-02-31' }).success).toBe(
      false,
    );
  });

  test('send-code completes a national number with the given country code', () => {
    expect(
      mobileSendCodeInputSchema.parse({ mobileNo: '0664 1234567', countryCode: '+43' }),
    ).toEqual({ mobileNo: '+436641234567', countryCode: '+43' });
  });

  test('mobile codes are exactly six digits', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const ok = mobileVerifyInputSchema.safeParse({ mobileNo: '+491701234567', code }).success;
        expect(ok).toBe(/^[0-9]{6}$/.test(code.trim()));
      }),
    );
  });
});
