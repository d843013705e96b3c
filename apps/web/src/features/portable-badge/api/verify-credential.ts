import { useMutation } from '@tanstack/react-query';
import { credentialVerifyReplySchema } from '@vigil/shared';
import { api } from '../../../lib/api-client';

/** `POST /api/credentials/verify`: the file's text (upload or paste); anyone may ask. */
export const useVerifyCredential = () =>
  useMutation({
    mutationFn: (credential: string) =>
      api('/credentials/verify', {
        method: 'POST',
        body: { credential },
        schema: credentialVerifyReplySchema,
        anonymous: true,
      }),
  });
