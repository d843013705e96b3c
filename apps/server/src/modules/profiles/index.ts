/**
 * The profiles module as other modules see it: the service, the record type and the pure
 * rules about a profile's state. Other modules import from here, never from the repo or routes.
 */
export { formatDate, platformLabel } from './badge-image';
export { underReviewNotice } from './badge-page.html';
export type { ProfileRow as ProfileRecord } from './profiles.repo';
export {
  isUnlocked,
  profileStatus,
  revocationOf,
  watchStateOf,
  type ProfilesService,
} from './profiles.service';
