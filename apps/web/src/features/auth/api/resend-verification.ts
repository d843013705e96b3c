import { useMutation } from '@tanstack/react-query';
import { mailSentReplySchema, type EmailInput } from '@vigil/shared';
import { api } from '../../../lib/api-client';

/** `POST /api/register/resend`: a new verification link, if the address waits for one. */
export const resendVerification = (input: EmailInput) =>
  api('/register/resend', {
    method: 'POST',
    body: input,
    schema: mailSentReplySchema,
    anonymous: true,
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
