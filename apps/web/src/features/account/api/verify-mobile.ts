import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentAccountSchema } from '@vigil/shared';
import type { MobileVerifyInput } from '@vigil/shared/mobile';
import { api } from '../../../lib/api-client';
import { currentAccountKey } from './get-current-account';

/** `POST /api/accounts/current/mobile/verify`: the code from the SMS; tries are limited. */
export const verifyMobile = (input: MobileVerifyInput) =>
  api('/accounts/current/mobile/verify', {
    method: 'POST',
    body: input,
    schema: currentAccountSchema,
  });

export function useVerifyMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMobile,
    onSuccess: (account) => queryClient.setQueryData(currentAccountKey, account),
  });
}
