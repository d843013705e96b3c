/**
 * The ownership module as other modules see it. The OAuth sign-in (issue 13) proves a profile
 * with `app.services.ownership.markProven({ profileId } | { platform, handle },
 * { method: 'instagram_signin' | 'facebook_signin', userId?, externalId? })`.
 */
export { judgeBio, proofState, type OwnershipService } from './ownership.service';
