import { useMutation } from '@tanstack/react-query';
import { mailSentReplySchema, type EmailInput } from '@vigil/shared';
import { api } from '../../../lib/api-client';

/** `POST /api/password/forgot`: answers the same for known and unknown addresses. */
export const forgotPassword = (input: EmailInput) =>
  api('/password/forgot', {
    method: 'POST',
    body: input,
    schema: mailSentReplySchema,
    anonymous: true,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
