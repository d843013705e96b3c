import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  credentialInfoSchema,
  ownerProofSchema,
  ownershipSchema,
  proofCheckReplySchema,
  type OwnerProof,
} from '@vigil/shared';
import { api } from '../../../lib/api-client';

const enc = encodeURIComponent;

/** `GET /api/profile/:id/ownership`: how and when ownership was proven (public). */
export const useOwnership = (id: string) =>
  useQuery({
    queryKey: ['ownership', id],
    queryFn: ({ signal }) =>
      api(`/profile/${enc(id)}/ownership`, { schema: ownershipSchema, signal, anonymous: true }),
  });

/** `GET /api/profile/:id/proof`: the owner's view (signed in with the profile's address). */
export const useOwnerProof = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['owner-proof', id],
    enabled,
    retry: false,
    queryFn: ({ signal }) => api(`/profile/${enc(id)}/proof`, { schema: ownerProofSchema, signal }),
  });

/** Keeps the owner's view, the public proof and the badge state in step after a change. */
function useProofUpdate(id: string) {
  const client = useQueryClient();
  return (proof: OwnerProof) => {
    client.setQueryData(['owner-proof', id], proof);
    void client.invalidateQueries({ queryKey: ['ownership', id] });
    void client.invalidateQueries({ queryKey: ['badge-profile', id] });
  };
}

/** `POST /api/profile/:id/proof`: asks for the proof code. */
export function useRequestProofCode(id: string) {
  const update = useProofUpdate(id);
  return useMutation({
    mutationFn: () =>
      api(`/profile/${enc(id)}/proof`, { method: 'POST', schema: ownerProofSchema }),
    onSuccess: update,
  });
}

/** `POST /api/profile/:id/proof/check`: 'Prüfen'. */
export function useCheckProof(id: string) {
  const update = useProofUpdate(id);
  return useMutation({
    mutationFn: () =>
      api(`/profile/${enc(id)}/proof/check`, { method: 'POST', schema: proofCheckReplySchema }),
    onSuccess: (reply) => update(reply.proof),
  });
}

/** `PUT /api/profile/:id/proof/demo-bio`: the demo provider's bio (demo mode only). */
export function useSetDemoBio(id: string) {
  const update = useProofUpdate(id);
  return useMutation({
    mutationFn: (bio: string) =>
      api(`/profile/${enc(id)}/proof/demo-bio`, {
        method: 'PUT',
        body: { bio },
        schema: ownerProofSchema,
      }),
    onSuccess: update,
  });
}

/** `GET /api/profile/:id/credential/info`: whether the credential is issued or revoked. */
export const useCredentialInfo = (id: string) =>
  useQuery({
    queryKey: ['credential-info', id],
    queryFn: ({ signal }) =>
      api(`/profile/${enc(id)}/credential/info`, {
        schema: credentialInfoSchema,
        signal,
        anonymous: true,
      }),
  });
