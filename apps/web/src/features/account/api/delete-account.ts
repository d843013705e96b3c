import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@vigil/shared';
import { api } from '../../../lib/api-client';

/**
 * `DELETE /api/accounts/current`: removes the account and its refresh cookie. The current
 * password confirms it (an account without one: a recent platform sign-in, no body).
 */
export const deleteAccount = (input: DeleteAccountInput) =>
  api('/accounts/current', { method: 'DELETE', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
