import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookupQuery } from '../api/use-lookup';
import { isNotFound, LookupLoading, PlatformLookupScreen, PostList, TagCloud } from '../kit';
import { InstagramCommunitySection } from './instagram-community-section';
import { InstagramProfileCard } from './instagram-profile-card';

/** 'Latest Posts' and the hashtag 'Tag Cloud', loaded once the profile is shown. */
function InstagramPosts({ username }: { username: string }) {
  const { t } = useTranslation('instagram');
  const posts = useLookupQuery('instagramPosts', { username });
  if (posts.isFetching) return <LookupLoading label={t('postsLoading')} />;
  if (posts.isError) return <Text c="gray.7">{t('postsFailed')}</Text>;
  if (!posts.isSuccess) return null;
  return (
    <>
      <PostList
        title={t('latestPosts')}
        posts={posts.data.posts.map((p, i) => ({
          key: p.id ?? String(i),
          imageUrl: p.imageUrl,
          imageAlt: t('postAlt', { n: i + 1, username }),
          text: p.caption,
        }))}
        columns={3}
      />
      <TagCloud tags={posts.data.tagCloud} />
    </>
  );
}

/**
 * Instagram user information (spec 001 §2, §4, §8): the profile card with the fake estimate,
 * then the latest posts and the hashtag tag cloud (loaded after the profile), and the community
 * lookup below.
 */
export function InstagramScreen() {
  const { t } = useTranslation('instagram');
  return (
    <PlatformLookupScreen
      endpoint="instagramProfile"
      title={t('title')}
      label={t('form.label')}
      field={{
        name: 'username',
        label: t('form.username'),
        placeholder: t('form.placeholder'),
        autoComplete: 'off',
      }}
      submitLabel={t('form.submit')}
      failure={(error) => (isNotFound(error) ? t('notFound') : t('profileError'))}
      notice={(profile) => profile.isIdle && <Text>{t('noData')}</Text>}
      watch={(data) => ({ platform: 'instagram', username: data.user.username })}
      result={(data) => (
        <>
          <InstagramProfileCard reply={data} />
          <InstagramPosts username={data.user.username} />
        </>
      )}
      after={<InstagramCommunitySection />}
    />
  );
}
