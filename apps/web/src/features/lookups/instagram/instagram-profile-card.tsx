import type { LookupReply } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { ProfileCard, ProfileFields, useLookupFormat } from '../kit';

/** The profile card (spec 001 §2): name and @username, ID, picture, counts, bio, location, age. */
export function InstagramProfileCard({ reply }: { reply: LookupReply<'instagramProfile'> }) {
  const { t } = useTranslation('instagram');
  const format = useLookupFormat();
  const { user } = reply;
  const name = user.fullName ?? user.username;
  return (
    <ProfileCard
      reply={reply}
      username={user.username}
      name={name}
      avatarUrl={user.profilePictureUrl}
      avatarAlt={t('profile.avatarAlt', { name })}
    >
      <ProfileFields
        fields={[
          { label: t('profile.id'), value: user.id },
          { label: t('profile.followers'), value: format.number(user.followers) },
          { label: t('profile.following'), value: format.number(user.following) },
          { label: t('profile.bio'), value: user.biography },
          { label: t('profile.location'), value: user.location },
          {
            label: t('profile.createdAt'),
            value: user.createdAt ? (
              <time dateTime={user.createdAt}>{format.date(user.createdAt)}</time>
            ) : null,
          },
        ]}
      />
    </ProfileCard>
  );
}
