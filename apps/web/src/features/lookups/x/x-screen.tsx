import { lookupEndpoints, type LookupReply } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useLookup, useLookupQuery } from '../api/use-lookup';
import {
  LookupScreen,
  PostsSection,
  PostTime,
  ProfileBlock,
  useAccountFields,
  useLookupFailure,
} from '../kit';

function XProfile({ reply }: { reply: LookupReply<'twitterProfile'> }) {
  const { t } = useTranslation('x');
  const account = useAccountFields();
  const { user, accountAge, fake } = reply;
  const name = user.name || user.username;
  return (
    <ProfileBlock
      meta={reply}
      title={name}
      subtitle={`@${user.username}`}
      avatarUrl={user.avatarUrl}
      avatarAlt={t('profile.avatarAlt', { name })}
      counts={{ followers: user.followers, following: user.following }}
      fields={[
        account.ageInYears(accountAge),
        account.registered(user.createdAt),
        account.fakeProbability(fake),
      ]}
      fake={{ username: user.username, estimate: fake }}
    />
  );
}

/**
 * 'X' (spec 001 §2, §4, §8): the profile, then its posts by user id. Without a user id no posts
 * are fetched; a failed posts call leaves the profile as it is and says so quietly.
 */
export function XScreen() {
  const { t } = useTranslation('x');
  const failure = useLookupFailure('twitter', (message) => t('errors.failed', { message }));
  const profile = useLookup('twitterProfile');
  const userId = profile.data?.user.id;
  const posts = useLookupQuery('twitterPosts', userId ? { userId } : null);

  return (
    <LookupScreen
      title={t('title')}
      maw={1100}
      lookup={profile}
      form={{
        schema: lookupEndpoints.twitterProfile.params,
        label: t('title'),
        fields: [{ name: 'username', label: t('form.label') }],
        submitLabel: t('form.submit'),
        onSubmit: (input) => profile.mutate(input),
      }}
      loadingLabel={t('loading')}
      failure={failure}
      watch={(data) => ({ platform: 'twitter', username: data.user.username })}
      result={(data) => (
        <>
          <XProfile reply={data} />
          <PostsSection
            query={posts}
            title={t('posts.title')}
            loadingLabel={t('loadingPosts')}
            failedText={t('errors.postsFailed')}
            tags={(data) => data.tagCloud}
            toPosts={(data) =>
              data.posts.map((post, i) => ({
                key: post.id ?? String(i),
                text: post.text,
                footer: <PostTime at={post.createdAt} />,
              }))
            }
          />
        </>
      )}
    />
  );
}
