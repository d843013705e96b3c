import { useMutation } from '@tanstack/react-query';
import { mailSentReplySchema, type RegisterInput } from '@vigil/shared';
import { api } from '../../../lib/api-client';

/** `POST /api/register`: answers the same for new and known addresses (no enumeration). */
export const register = (input: RegisterInput) =>
  api('/register', { method: 'POST', body: input, schema: mailSentReplySchema, anonymous: true });

export const useRegister = () => useMutation({ mutationFn: register });
