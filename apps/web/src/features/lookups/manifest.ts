import type { FeatureManifest, ScreenManifest, Texts } from '../../lib/feature-manifest';
import { lookupNamespaces } from './i18n';

/** A lookup screen: signed-in users only, in the shell, listed in the sidebar. */
const lookup = (
  id: string,
  path: string,
  position: number,
  title: Texts,
  label: Texts,
  load: ScreenManifest['load'],
): ScreenManifest => ({
  id,
  path,
  access: 'user',
  frame: 'shell',
  title,
  menu: { position, label },
  load,
});

const same = (text: string): Texts => ({ en: text, de: text });

export const lookupsManifest: FeatureManifest<typeof lookupNamespaces> = {
  screens: [
    {
      ...lookup(
        'socialProfile',
        '/social-profile',
        90,
        { en: 'Show social media profile', de: 'Social Media Profil anzeigen' },
        { en: 'Social Profile', de: 'Social-Media-Profil' },
        () => import('./social-profile/social-profile-screen').then((m) => m.SocialProfileScreen),
      ),
      card: {
        en: 'Look up public profiles and get a fake-account estimate.',
        de: 'Öffentliche Profile nachschlagen und eine Fake-Account-Einschätzung erhalten.',
      },
    },
    lookup('youtube', '/youtube', 110, same('Youtube'), same('Youtube'), () =>
      import('./youtube/youtube-screen').then((m) => m.YoutubeScreen),
    ),
    lookup(
      'linkedin',
      '/linkedin',
      120,
      { en: 'LinkedIn Profile Search', de: 'LinkedIn-Profilsuche' },
      same('LinkedIn'),
      () => import('./linkedin/linkedin-screen').then((m) => m.LinkedinScreen),
    ),
    lookup('facebook', '/facebook', 130, same('Facebook'), same('Facebook'), () =>
      import('./facebook/facebook-screen').then((m) => m.FacebookScreen),
    ),
    lookup('truthSocial', '/truth-social', 140, same('Truth Social'), same('Truth Social'), () =>
      import('./truth-social/truth-social-screen').then((m) => m.TruthSocialScreen),
    ),
    lookup('telegram', '/telegram', 160, same('Telegram'), same('Telegram'), () =>
      import('./telegram/telegram-screen').then((m) => m.TelegramScreen),
    ),
    lookup('snap', '/snap', 170, same('SnapChat'), same('SnapChat'), () =>
      import('./snapchat/snapchat-screen').then((m) => m.SnapchatScreen),
    ),
    lookup(
      'x',
      '/x-comp',
      180,
      same('X'),
      { en: 'X (formerly Twitter)', de: 'X (ehemals Twitter)' },
      () => import('./x/x-screen').then((m) => m.XScreen),
    ),
    lookup('instagram', '/instagram', 190, same('Instagram'), same('Instagram'), () =>
      import('./instagram/instagram-screen').then((m) => m.InstagramScreen),
    ),
    lookup('tiktok', '/tiktok', 200, same('TikTok'), same('TikTok'), () =>
      import('./tiktok/tiktok-screen').then((m) => m.TiktokScreen),
    ),
    lookup(
      'userInfo',
      '/user-info',
      210,
      { en: 'User information', de: 'Nutzerinformationen' },
      { en: 'User information', de: 'Nutzerinformationen' },
      () => import('./user-info/user-info-screen').then((m) => m.UserInfoScreen),
    ),
  ],
  namespaces: lookupNamespaces,
};
