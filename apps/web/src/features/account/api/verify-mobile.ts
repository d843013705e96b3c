import type { MobileVerifyInput } from '@vigil/shared/mobile';
import { useAccountChange } from './get-current-account';

/** `POST /api/accounts/current/mobile/verify`: the code from the SMS; tries are limited. */
export const useVerifyMobile = () =>
  useAccountChange<MobileVerifyInput>('/accounts/current/mobile/verify');
