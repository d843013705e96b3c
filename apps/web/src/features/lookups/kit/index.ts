/** The lookup kit: the parts every platform lookup screen (spec 001) composes. */
export { useAccountFields } from './account-fields';
export { AvatarImage, DEFAULT_AVATAR, type AvatarImageProps } from './avatar-image';
export {
  isNotFound,
  lookupErrorCode,
  useLookupErrorText,
  useLookupFieldError,
  validationKeys,
  type LookupSubject,
} from './errors';
export { ExternalLink } from './external-link';
export { FakeEstimateText, type FakeEstimateTextProps } from './fake-estimate-text';
export {
  formatAgo,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelative,
  parseEnglishAgo,
  useLookupFormat,
  useNow,
} from './format';
export { lookupI18n } from './i18n';
export { LookupError } from './lookup-error';
export { LookupForm, type LookupField, type LookupFormProps } from './lookup-form';
export { LookupLoading } from './lookup-loading';
export { LookupMeta, type LookupMetaProps } from './lookup-meta';
export {
  LookupScreen,
  PlatformLookupScreen,
  useLookupFailure,
  type LookupScreenProps,
  type PlatformLookupScreenProps,
} from './lookup-screen';
export { LookupTitle } from './lookup-title';
export { PostCard, PostList, PostTime, type PostCardProps, type PostListProps } from './post-list';
export { PostImage } from './post-image';
export {
  LookupPosts,
  PostsSection,
  type LookupPostsProps,
  type PostsSectionProps,
} from './posts-section';
export {
  ProfilePostsScreen,
  type ProfilePostsScreenProps,
  type ProfilePostsTexts,
} from './profile-posts-screen';
export { CountText, ProfileBlock, type ProfileBlockProps } from './profile-block';
export { ProfileCard, type ProfileCardProps } from './profile-card';
export { ProfileFields, type ProfileField } from './profile-fields';
export { ProfileHeader, type ProfileHeaderProps } from './profile-header';
export { ResultCard, SectionCard } from './section-card';
export { TagCloud, type TagCloudProps } from './tag-cloud';
