/**
 * The linked-accounts module as other modules see it: the service and the identity type.
 * `service.identitiesOf(userId)` lists an account's platform identities
 * (`{ platform, platformUserId, username }`); a profile on one of them is proven by the
 * platform sign-in itself.
 */
export type { LinkedAccountsService, LinkedIdentity } from './linked-accounts.service';
