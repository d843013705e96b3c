import { useMutation } from '@tanstack/react-query';
import { messageReplySchema } from '@vigil/shared';
import type { MobileSendCodeInput } from '@vigil/shared/mobile';
import { api } from '../../../lib/api-client';

export type { MobileSendCodeInput };

/** `POST /api/accounts/current/mobile/send-code`: a 6-digit code by SMS (default: the outbox). */
export const sendMobileCode = (input: MobileSendCodeInput) =>
  api('/accounts/current/mobile/send-code', {
    method: 'POST',
    body: input,
    schema: messageReplySchema,
  });

export const useSendMobileCode = () => useMutation({ mutationFn: sendMobileCode });
