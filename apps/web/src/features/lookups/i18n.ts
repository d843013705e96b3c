/**
 * The i18n namespaces of the lookup screens, each loaded with its screen: the kit's `lookup` and
 * one per screen. The feature's manifest hands this map to the app.
 */
export const lookupNamespaces = {
  lookup: () => import('./kit/i18n').then((m) => m.lookupI18n),
  instagram: () => import('./instagram/i18n').then((m) => m.instagramI18n),
  facebook: () => import('./facebook/i18n').then((m) => m.facebookI18n),
  linkedin: () => import('./linkedin/i18n').then((m) => m.linkedinI18n),
  snapchat: () => import('./snapchat/i18n').then((m) => m.snapchatI18n),
  socialProfile: () => import('./social-profile/i18n').then((m) => m.socialProfileI18n),
  telegram: () => import('./telegram/i18n').then((m) => m.telegramI18n),
  tiktok: () => import('./tiktok/i18n').then((m) => m.tiktokI18n),
  truthSocial: () => import('./truth-social/i18n').then((m) => m.truthSocialI18n),
  x: () => import('./x/i18n').then((m) => m.xI18n),
  youtube: () => import('./youtube/i18n').then((m) => m.youtubeI18n),
  userInfo: () => import('./user-info/i18n').then((m) => m.userInfoI18n),
};
