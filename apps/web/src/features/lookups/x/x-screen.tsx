import type { LookupReply } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { PostTime, ProfileBlock, ProfilePostsScreen, useAccountFields } from '../kit';

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
  return (
    <ProfilePostsScreen
      t={t}
      profile="twitterProfile"
      username={({ user }) => user.username}
      block={(reply) => <XProfile reply={reply} />}
      posts={{
        endpoint: 'twitterPosts',
        input: ({ user: { id } }) => (id ? { userId: id } : null),
        failedText: t('errors.postsFailed'),
        tags: (data) => data.tagCloud,
        toPosts: (data) =>
          data.posts.map((post, i) => ({
            key: post.id ?? String(i),
            text: post.text,
            footer: <PostTime at={post.createdAt} />,
          })),
      }}
    />
  );
}
