import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentAccountSchema } from '@vigil/shared';
import type { AccountRegistration } from '@vigil/shared/mobile';
import { api } from '../../../lib/api-client';
import { currentAccountKey } from './get-current-account';

export type { AccountRegistration };

/**
 * `POST /api/accounts/current/registration`: the account form; `password` confirms it. The
 * mobile number arrives as E.164 (the shared schema normalized it in the form).
 */
export const saveRegistration = (input: AccountRegistration) =>
  api('/accounts/current/registration', {
    method: 'POST',
    body: input,
    schema: currentAccountSchema,
  });

export function useSaveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegistration,
    onSuccess: (account) => queryClient.setQueryData(currentAccountKey, account),
  });
}
