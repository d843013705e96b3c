import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageReplySchema } from '@vigil/shared';
import { api } from '../../../lib/api-client';
import { currentAccountKey } from './get-current-account';

/**
 * `POST /api/confirm-email-change`: the token from the link mailed to the new address (issue
 * 20 §1). It works once; the link may be opened signed out, on another device.
 */
export const confirmEmailChange = (input: { token: string }) =>
  api('/confirm-email-change', {
    method: 'POST',
    body: input,
    schema: messageReplySchema,
    anonymous: true,
  });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentAccountKey }),
  });
}
