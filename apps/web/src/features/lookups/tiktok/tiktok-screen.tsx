import { Text } from '@mantine/core';
import { UNKNOWN_LOCATION, type LookupReply } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { useNotKnownText } from '../../../components/provenance';
import { ProfileBlock, ProfilePostsScreen, useAccountFields, useLookupFormat } from '../kit';

function TiktokProfile({ reply }: { reply: LookupReply<'tiktokProfile'> }) {
  const { t } = useTranslation('tiktok');
  const format = useLookupFormat();
  const account = useAccountFields();
  const notKnown = useNotKnownText();
  const { user, accountAge, fake, locationProbabilityWrong } = reply;
  const name = user.nickname || user.uniqueId;
  return (
    <ProfileBlock
      meta={reply}
      title={name}
      subtitle={`@${user.uniqueId}`}
      avatarUrl={user.avatarUrl}
      avatarAlt={t('profile.avatarAlt', { name })}
      avatarSize={160}
      about={
        user.signature && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
            {user.signature}
          </Text>
        )
      }
      counts={{ followers: user.followers, following: user.following }}
      fields={[
        account.ageInYears(accountAge),
        account.registered(user.createdAt),
        {
          label: t('profile.location'),
          value: user.location === UNKNOWN_LOCATION ? t('profile.unknown') : user.location,
        },
        account.fakeProbability(fake),
        {
          label: t('profile.locationWrong'),
          value:
            locationProbabilityWrong === null ? notKnown : format.percent(locationProbabilityWrong),
        },
      ]}
      fake={{ username: user.uniqueId, estimate: fake }}
    />
  );
}

/**
 * 'TikTok' (spec 001 §2, §4, §8): the profile, then its posts fetched by secUid. Without a secUid
 * no posts are fetched; a failed posts call leaves the profile as it is and says so quietly.
 */
export function TiktokScreen() {
  const { t } = useTranslation('tiktok');
  const format = useLookupFormat();
  return (
    <ProfilePostsScreen
      t={t}
      profile="tiktokProfile"
      field={{ placeholder: t('form.placeholder'), hideLabel: true }}
      username={({ user }) => user.uniqueId}
      block={(reply) => <TiktokProfile reply={reply} />}
      posts={{
        endpoint: 'tiktokPosts',
        input: ({ user: { secUid } }) => (secUid ? { secUid } : null),
        columns: 3,
        failedText: t('errors.postsFailed'),
        tags: (data) => data.tagCloud,
        toPosts: (data) =>
          data.posts.map((post, i) => ({
            key: post.id ?? String(i),
            imageUrl: post.coverUrl,
            imageAlt: t('posts.coverAlt'),
            text: post.description,
            stats: `${t('posts.plays', { count: post.plays ?? 0, formatted: format.number(post.plays) })} | ${t('posts.likes', { count: post.likes ?? 0, formatted: format.number(post.likes) })}`,
          })),
      }}
    />
  );
}
