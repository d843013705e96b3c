import type { ComponentType } from 'react';

/** Who may open a screen. The server enforces the same rule on every route. */
export type Access = 'public' | 'user' | 'admin';

/**
 * Who sees a screen's sidebar entry. By default it follows `access`; `signed-in` shows a public
 * screen only to a session (Logout) and `visitors` only without one (Login).
 */
export type MenuAudience = 'signed-in' | 'visitors';

type ScreenBase = {
  /** The route path (react-router pattern, hash route). */
  path: string;
  access: Access;
  /** `shell` catalogue key of the page title: the document title, and the heading of a planned screen. */
  titleKey: string;
  /** `shell` frames the screen with sidebar and navbar; `bare` is a page of its own (sign-in, errors). */
  frame: 'shell' | 'bare';
  /** The sidebar entry: present = listed, in the order of this registry (spec 000 §2.2). */
  menu?: { labelKey: string; audience?: MenuAudience };
  /** `shell` key of the line on the dashboard's card; only built screens get a card. */
  cardKey?: string;
};

/** A built screen: its component, loaded with the screen (one lazy chunk per screen). */
export type ReadyScreen = ScreenBase & { status: 'ready'; load: () => Promise<ComponentType> };
/** A screen a later issue builds: reachable, showing its title and "not available yet". */
export type PlannedScreen = ScreenBase & { status: 'planned' };
export type Screen = ReadyScreen | PlannedScreen;

/**
 * THE screen registry: the router, the guards, the sidebar (in this order), the navbar search,
 * the page titles and the dashboard cards all follow from it. A new screen is one entry here.
 * The menu entries come first, in the spec's order (000 §2.2) with the product's additions
 * (user information after TikTok, the admin outbox before Logout); then the screens that have
 * no menu entry.
 */
export const screens: readonly Screen[] = [
  {
    path: '/dashboard',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.dashboard',
    menu: { labelKey: 'menu.dashboard' },
    status: 'ready',
    // The app hands the dashboard its cards (from this registry): features never import app/.
    load: () => import('./dashboard-route').then((m) => m.DashboardRoute),
  },
  {
    path: '/account',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.account',
    menu: { labelKey: 'menu.account' },
    cardKey: 'dashboard.cards.account',
    status: 'ready',
    load: () =>
      import('../features/account/components/account-screen').then((m) => m.AccountScreen),
  },
  {
    // Issue 13: spec 002's template account screens (list and Edit Account), made real.
    path: '/linked-accounts/:id?',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.linkedAccounts',
    status: 'ready',
    load: () =>
      import('../features/linked-accounts/components/linked-accounts-screen').then(
        (m) => m.LinkedAccountsScreen,
      ),
  },
  {
    path: '/news-analysis',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.newsAnalysis',
    menu: { labelKey: 'menu.newsAnalysis' },
    cardKey: 'dashboard.cards.newsAnalysis',
    status: 'ready',
    load: () =>
      import('../features/news/components/news-analysis-screen').then((m) => m.NewsAnalysisScreen),
  },
  {
    path: '/source-review',
    access: 'admin',
    frame: 'shell',
    titleKey: 'screens.sourceReview',
    menu: { labelKey: 'menu.sourceReview' },
    cardKey: 'dashboard.cards.sourceReview',
    status: 'ready',
    load: () =>
      import('../features/news/components/source-review-screen').then((m) => m.SourceReviewScreen),
  },

  {
    path: '/analysis',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.analysis',
    menu: { labelKey: 'menu.analysis' },
    cardKey: 'dashboard.cards.analysis',
    status: 'ready',
    load: () =>
      import('../features/analysis/components/analysis-screen').then((m) => m.AnalysisScreen),
  },
  {
    path: '/verify-profiles',
    access: 'admin',
    frame: 'shell',
    titleKey: 'screens.verifyProfiles',
    menu: { labelKey: 'menu.verifyProfiles' },
    cardKey: 'dashboard.cards.verifyProfiles',
    status: 'ready',
    load: () =>
      import('../features/verify-profiles/components/verify-profiles-screen').then(
        (m) => m.VerifyProfilesScreen,
      ),
  },
  {
    // Issue 12: the spec's image list has no route of its own; operators only.
    path: '/image-list',
    access: 'admin',
    frame: 'shell',
    titleKey: 'screens.imageList',
    menu: { labelKey: 'menu.imageList' },
    cardKey: 'dashboard.cards.imageList',
    status: 'ready',
    load: () =>
      import('../features/image-review/components/image-list-screen').then(
        (m) => m.ImageListScreen,
      ),
  },
  {
    path: '/badge',
    access: 'public',
    frame: 'shell',
    titleKey: 'screens.badge',
    menu: { labelKey: 'menu.badge' },
    cardKey: 'dashboard.cards.badge',
    status: 'ready',
    load: () => import('../features/badge/components/badge-screen').then((m) => m.BadgeScreen),
  },
  {
    path: '/social-profile',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.socialProfile',
    menu: { labelKey: 'menu.socialProfile' },
    cardKey: 'dashboard.cards.socialProfile',
    status: 'ready',
    load: () =>
      import('../features/lookups/social-profile/social-profile-screen').then(
        (m) => m.SocialProfileScreen,
      ),
  },
  {
    path: '/validate-profile',
    access: 'public',
    frame: 'shell',
    titleKey: 'screens.validateProfile',
    menu: { labelKey: 'menu.validateProfile' },
    cardKey: 'dashboard.cards.validateProfile',
    status: 'ready',
    load: () =>
      import('../features/validate-profile/components/validate-profile-screen').then(
        (m) => m.ValidateProfileScreen,
      ),
  },
  {
    path: '/youtube',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.youtube',
    menu: { labelKey: 'menu.youtube' },
    status: 'ready',
    load: () => import('../features/lookups/youtube/youtube-screen').then((m) => m.YoutubeScreen),
  },
  {
    path: '/linkedin',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.linkedin',
    menu: { labelKey: 'menu.linkedin' },
    status: 'ready',
    load: () =>
      import('../features/lookups/linkedin/linkedin-screen').then((m) => m.LinkedinScreen),
  },
  {
    path: '/facebook',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.facebook',
    menu: { labelKey: 'menu.facebook' },
    status: 'ready',
    load: () =>
      import('../features/lookups/facebook/facebook-screen').then((m) => m.FacebookScreen),
  },
  {
    path: '/truth-social',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.truthSocial',
    menu: { labelKey: 'menu.truthSocial' },
    status: 'ready',
    load: () =>
      import('../features/lookups/truth-social/truth-social-screen').then(
        (m) => m.TruthSocialScreen,
      ),
  },
  {
    path: '/follower-analyzer',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.followerAnalyzer',
    menu: { labelKey: 'menu.followerAnalyzer' },
    cardKey: 'dashboard.cards.followerAnalyzer',
    status: 'ready',
    load: () =>
      import('../features/followers/components/follower-analyzer-screen').then(
        (m) => m.FollowerAnalyzerScreen,
      ),
  },
  {
    path: '/telegram',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.telegram',
    menu: { labelKey: 'menu.telegram' },
    status: 'ready',
    load: () =>
      import('../features/lookups/telegram/telegram-screen').then((m) => m.TelegramScreen),
  },
  {
    path: '/snap',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.snap',
    menu: { labelKey: 'menu.snap' },
    status: 'ready',
    load: () =>
      import('../features/lookups/snapchat/snapchat-screen').then((m) => m.SnapchatScreen),
  },
  {
    path: '/x-comp',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.x',
    menu: { labelKey: 'menu.x' },
    status: 'ready',
    load: () => import('../features/lookups/x/x-screen').then((m) => m.XScreen),
  },
  {
    path: '/instagram',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.instagram',
    menu: { labelKey: 'menu.instagram' },
    status: 'ready',
    load: () =>
      import('../features/lookups/instagram/instagram-screen').then((m) => m.InstagramScreen),
  },
  {
    path: '/tiktok',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.tiktok',
    menu: { labelKey: 'menu.tiktok' },
    status: 'ready',
    load: () => import('../features/lookups/tiktok/tiktok-screen').then((m) => m.TiktokScreen),
  },
  {
    path: '/user-info',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.userInfo',
    menu: { labelKey: 'menu.userInfo' },
    status: 'ready',
    load: () =>
      import('../features/lookups/user-info/user-info-screen').then((m) => m.UserInfoScreen),
  },
  {
    path: '/payments',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.payments',
    menu: { labelKey: 'menu.payments' },
    status: 'ready',
    load: () =>
      import('../features/payments/components/payments-screen').then((m) => m.PaymentsScreen),
  },
  {
    path: '/outbox',
    access: 'admin',
    frame: 'shell',
    titleKey: 'screens.outbox',
    menu: { labelKey: 'menu.outbox' },
    cardKey: 'dashboard.cards.outbox',
    status: 'ready',
    load: () => import('../features/outbox/components/outbox-screen').then((m) => m.OutboxScreen),
  },
  {
    path: '/audit',
    access: 'admin',
    frame: 'shell',
    titleKey: 'screens.audit',
    menu: { labelKey: 'menu.audit' },
    cardKey: 'dashboard.cards.audit',
    status: 'ready',
    load: () => import('../features/audit/components/audit-screen').then((m) => m.AuditScreen),
  },
  {
    // Public, so that a stale session can still end (the refresh cookie is revoked); listed
    // only for a session.
    path: '/logout',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.logout',
    menu: { labelKey: 'menu.logout', audience: 'signed-in' },
    status: 'ready',
    load: () => import('../features/auth/components/logout-screen').then((m) => m.LogoutScreen),
  },
  {
    path: '/login',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.login',
    menu: { labelKey: 'menu.login', audience: 'visitors' },
    status: 'ready',
    load: () => import('../features/auth/components/login-screen').then((m) => m.LoginScreen),
  },

  // Screens without a sidebar entry.
  {
    path: '/register',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.register',
    status: 'ready',
    load: () => import('../features/auth/components/register-screen').then((m) => m.RegisterScreen),
  },
  {
    path: '/verify-email',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.verifyEmail',
    status: 'ready',
    load: () =>
      import('../features/auth/components/verify-email-screen').then((m) => m.VerifyEmailScreen),
  },
  {
    // Issue 20 §1: the link mailed to a new address; public (it may be opened signed out).
    path: '/confirm-email-change',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.confirmEmailChange',
    status: 'ready',
    load: () =>
      import('../features/account/components/confirm-email-change-screen').then(
        (m) => m.ConfirmEmailChangeScreen,
      ),
  },
  {
    path: '/reset-password',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.resetPassword',
    status: 'ready',
    load: () =>
      import('../features/auth/components/reset-password-screen').then(
        (m) => m.ResetPasswordScreen,
      ),
  },
  {
    path: '/404',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.notFound',
    status: 'ready',
    load: () =>
      import('../features/errors/components/not-found-screen').then((m) => m.NotFoundScreen),
  },
  {
    path: '/500',
    access: 'public',
    frame: 'bare',
    titleKey: 'screens.serverError',
    status: 'ready',
    load: loadServerError,
  },
  {
    path: '/badge/:id',
    access: 'public',
    frame: 'shell',
    titleKey: 'screens.badge',
    status: 'ready',
    load: () => import('../features/badge/components/badge-screen').then((m) => m.BadgeScreen),
  },
  {
    path: '/qr-code',
    access: 'public',
    frame: 'shell',
    titleKey: 'screens.qrCode',
    status: 'ready',
    load: () => import('../features/qr-code/components/qr-code-screen').then((m) => m.QrCodeScreen),
  },
  {
    path: '/verify-credential',
    access: 'public',
    frame: 'shell',
    titleKey: 'screens.verifyCredential',
    status: 'ready',
    load: () =>
      import('../features/portable-badge/components/verify-credential-screen').then(
        (m) => m.VerifyCredentialScreen,
      ),
  },
  {
    path: '/person-page',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.personPage',
    status: 'ready',
    load: () =>
      import('../features/portable-badge/components/person-page-screen').then(
        (m) => m.PersonPageScreen,
      ),
  },
  {
    // Deep-linkable (issue 9): the spec's page only had the account as navigation state.
    path: '/account-detail/:platform?/:username?',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.accountDetail',
    status: 'ready',
    load: () =>
      import('../features/analysis/components/account-detail-screen').then(
        (m) => m.AccountDetailScreen,
      ),
  },
  {
    // Deep-linkable (issue 12): the spec passed the image only as navigation state.
    path: '/detail/:id',
    access: 'admin',
    frame: 'shell',
    titleKey: 'screens.detailView',
    status: 'ready',
    load: () =>
      import('../features/image-review/components/detail-screen').then((m) => m.DetailScreen),
  },
  {
    path: '/upload',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.upload',
    cardKey: 'dashboard.cards.upload',
    status: 'ready',
    load: () =>
      import('../features/content/components/content-screen').then((m) => m.ContentScreen),
  },
  {
    // Issue 12: 'Creator matching' for one content item.
    path: '/upload/:id/creators',
    access: 'user',
    frame: 'shell',
    titleKey: 'screens.creatorMatching',
    status: 'ready',
    load: () =>
      import('../features/content/components/creator-matching-screen').then(
        (m) => m.CreatorMatchingScreen,
      ),
  },
];

/** The 500 page, also the router's error element. */
export function loadServerError() {
  return import('../features/errors/components/server-error-screen').then(
    (m) => m.ServerErrorScreen,
  );
}

/** Where the empty path, `/logout` afterwards and every unknown path go (spec 000 §2.1). */
export const START_PATH = '/login';
