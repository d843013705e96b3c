import { useMutation } from '@tanstack/react-query';
import { smsSentReplySchema } from '@vigil/shared';
import type { MobileSendCodeInput } from '@vigil/shared/mobile';
import { api } from '../../../lib/api-client';

export type { MobileSendCodeInput };

/**
 * `POST /api/accounts/current/mobile/send-code`: a 6-digit code by SMS, or into the Outbox
 * without a gateway (`delivery` says which).
 */
export const sendMobileCode = (input: MobileSendCodeInput) =>
  api('/accounts/current/mobile/send-code', {
    method: 'POST',
    body: input,
    schema: smsSentReplySchema,
  });

export const useSendMobileCode = () => useMutation({ mutationFn: sendMobileCode });
