import type { AccountRegistration } from '@vigil/shared/mobile';
import { useAccountChange } from './get-current-account';

export type { AccountRegistration };

/**
 * `POST /api/accounts/current/registration`: the account form; `password` confirms it. The
 * mobile number arrives as E.164 (the shared schema normalized it in the form).
 */
export const useSaveRegistration = () =>
  useAccountChange<AccountRegistration>('/accounts/current/registration');
