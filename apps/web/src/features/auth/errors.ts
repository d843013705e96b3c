import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@vigil/shared/auth';
import { useTranslatedFieldError } from '../../lib/form-errors';

/** The reset form's own rule: the repeated password must match. */
export const PASSWORD_MISMATCH = 'The passwords do not match';

/**
 * The shared schemas carry English messages; these keys translate them. A message missing here
 * is shown as it is (the test beside this file checks that every schema message is listed).
 */
export const validationKeys: Record<string, string> = {
  'Enter a valid e-mail address': 'validation.email',
  'Enter your password': 'validation.passwordRequired',
  [PASSWORD_TOO_SHORT]: 'validation.passwordMin',
  [PASSWORD_TOO_LONG]: 'validation.passwordMax',
  [PASSWORD_MISMATCH]: 'validation.passwordMismatch',
};

/** Turns a form field's error into translated text for Mantine's `error` prop. */
export const useFieldError = () => useTranslatedFieldError('auth', validationKeys);

export { serverMessage } from '../../lib/form-errors';
