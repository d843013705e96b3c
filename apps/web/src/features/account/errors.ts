import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@vigil/shared/auth';
import { useTranslatedFieldError } from '../../lib/form-errors';

/**
 * The shared schemas carry English messages; these keys translate them. A message missing here
 * is shown as it is (the test beside this file checks that every schema message is listed).
 */
export const validationKeys: Record<string, string> = {
  'Enter your name': 'validation.name',
  'Enter a valid e-mail address': 'validation.email',
  'Enter your current password': 'validation.password',
  // The first password of an account without one (checked by the form, see registration-form).
  [PASSWORD_TOO_SHORT]: 'validation.passwordMin',
  [PASSWORD_TOO_LONG]: 'validation.passwordMax',
  'Enter your mobile number': 'validation.mobileNoRequired',
  'Enter a valid mobile number, e.g. +49 151 23456789': 'validation.mobileNo',
  'Enter a country code such as +49': 'validation.countryCode',
  'Enter a country code such as +49, or the number starting with +': 'validation.countryCodeNeeded',
  'Enter a date of birth': 'validation.dob',
  'The code has 6 digits': 'validation.code',
};

/** Turns a form field's error into translated text for Mantine's `error` prop. */
export const useFieldError = () => useTranslatedFieldError('account', validationKeys);

/**
 * The account screen's server failures in words: the shared catalogue by code, with the
 * texts this screen words more precisely.
 */
export const accountErrorOverrides = {
  CONFLICT: 'account:errors.emailTaken',
} as const;
