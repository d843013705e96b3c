import { Stack, Text } from '@mantine/core';
import { lookupEndpoints } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookup, useLookupQuery } from '../api/use-lookup';
import {
  isNotFound,
  LookupError,
  LookupForm,
  LookupLoading,
  LookupTitle,
  PostList,
  TagCloud,
} from '../kit';
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
    <Stack gap="lg">
      <LookupTitle>{t('title')}</LookupTitle>
      <LookupForm
        label={t('form.label')}
        schema={lookupEndpoints.instagramProfile.params}
        fields={[
          {
            name: 'username',
            label: t('form.username'),
            placeholder: t('form.placeholder'),
            autoComplete: 'off',
          },
        ]}
        submitLabel={t('form.submit')}
        loading={profile.isPending}
        onSubmit={(input) => profile.mutate(input)}
      />
      {profile.isPending && <LookupLoading />}
      {profile.isError && (
        <LookupError>{isNotFound(profile.error) ? t('notFound') : t('profileError')}</LookupError>
      )}
      {profile.isIdle && <Text>{t('noData')}</Text>}
      {profile.isSuccess && (
        <>
          <InstagramProfileCard reply={profile.data} />
          {posts.isFetching && <LookupLoading label={t('postsLoading')} />}
          {posts.isError && !posts.isFetching && <Text c="gray.7">{t('postsFailed')}</Text>}
          {posts.isSuccess && !posts.isFetching && (
            <>
              <PostList
                title={t('latestPosts')}
                posts={posts.data.posts.map((p, i) => ({
                  key: p.id ?? String(i),
                  imageUrl: p.imageUrl,
                  imageAlt: t('postAlt', { n: i + 1, username: profile.data.user.username }),
                  text: p.caption,
                }))}
                columns={3}
              />
              <TagCloud tags={posts.data.tagCloud} />
            </>
          )}
        </>
      )}
      <InstagramCommunitySection />
    </Stack>
  );
}
