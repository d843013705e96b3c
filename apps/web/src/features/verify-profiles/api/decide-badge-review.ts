import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  badgeReviewSchema,
  type BadgeClearInput,
  type BadgeRevokeInput,
} from '@vigil/shared/badge-review';
import { api } from '../../../lib/api-client';
import { profilesKey } from './get-profiles';
import { badgeReviewsKey } from './get-badge-reviews';

export type BadgeDecision =
  | { id: string; action: 'revoke'; body: BadgeRevokeInput }
  | { id: string; action: 'clear'; body: BadgeClearInput };

/**
 * `POST /api/badge-reviews/:id/revoke` (reason required, public) or `…/clear` (optional note):
 * an operator's decision on a badge under review.
 */
export const decideBadgeReview = ({ id, action, body }: BadgeDecision) =>
  api(`/badge-reviews/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body,
    schema: badgeReviewSchema,
  });

export function useDecideBadgeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBadgeReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: badgeReviewsKey });
      // A revocation deletes the profile: the profiles table changes too.
      await queryClient.invalidateQueries({ queryKey: profilesKey });
    },
  });
}
