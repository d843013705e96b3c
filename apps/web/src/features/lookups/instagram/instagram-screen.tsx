import { Text } from '@mantine/core';
import { lookupEndpoints } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookup, useLookupQuery } from '../api/use-lookup';
import { isNotFound, LookupLoading, LookupScreen, PostList, TagCloud } from '../kit';
import { InstagramCommunitySection } from './instagram-community-section';
import { InstagramProfileCard } from './instagram-profile-card';

/**
 * Instagram user information (spec 001 §2, §4, §8): the profile card with the fake estimate,
 * then the latest posts and the hashtag tag cloud (loaded after the profile), and the community
 * lookup below.
 */
export function InstagramScreen() {
  const { t } = useTranslation('instagram');
  const profile = useLookup('instagramProfile');
  const username = profile.data?.user.username;
  const posts = useLookupQuery('instagramPosts', username ? { username } : null);

  return (
    <LookupScreen
      title={t('title')}
      lookup={profile}
      form={{
        label: t('form.label'),
        schema: lookupEndpoints.instagramProfile.params,
        fields: [
          {
            name: 'username',
            label: t('form.username'),
            placeholder: t('form.placeholder'),
            autoComplete: 'off',
          },
        ],
        submitLabel: t('form.submit'),
        onSubmit: (input) => profile.mutate(input),
      }}
      failure={(error) => (isNotFound(error) ? t('notFound') : t('profileError'))}
      notice={profile.isIdle && <Text>{t('noData')}</Text>}
      watch={(data) => ({ platform: 'instagram', username: data.user.username })}
      result={(data) => (
        <>
          <InstagramProfileCard reply={data} />
          {posts.isFetching && <LookupLoading label={t('postsLoading')} />}
          {posts.isError && !posts.isFetching && <Text c="gray.7">{t('postsFailed')}</Text>}
          {posts.isSuccess && !posts.isFetching && (
            <>
              <PostList
                title={t('latestPosts')}
                posts={posts.data.posts.map((p, i) => ({
                  key: p.id ?? String(i),
                  imageUrl: p.imageUrl,
                  imageAlt: t('postAlt', { n: i + 1, username: data.user.username }),
                  text: p.caption,
                }))}
                columns={3}
              />
              <TagCloud tags={posts.data.tagCloud} />
            </>
          )}
        </>
      )}
      after={<InstagramCommunitySection />}
    />
  );
}
