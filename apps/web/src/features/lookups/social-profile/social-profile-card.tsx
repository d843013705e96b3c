import { Group, Stack, Text } from '@mantine/core';
import type { LookupReply } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountText, LookupMeta, ProfileHeader, ResultCard } from '../kit';

/**
 * The profile card (spec 001 §2): picture, full name or username, username, biography,
 * description, followers, following, 'Ort:', '✔️ Verifiziert', '🔒 Privat'.
 */
export function SocialProfileCard({ reply }: { reply: LookupReply<'socialProfile'> }) {
  const { t } = useTranslation('socialProfile');
  const headingId = useId();
  const { profile } = reply;
  const name = profile.fullName ?? profile.username;
  const prose = { whiteSpace: 'pre-wrap', overflowWrap: 'break-word' } as const;
  return (
    <ResultCard headingId={headingId} maw={720}>
      <Stack gap="sm">
        <ProfileHeader
          headingId={headingId}
          title={name}
          subtitle={`@${profile.username}`}
          avatarUrl={profile.profilePictureUrl}
          avatarAlt={t('profile.avatarAlt', { name })}
        >
          {(profile.isVerified || profile.isPrivate) && (
            <Group gap="sm">
              {profile.isVerified && <Text size="sm">{t('profile.verified')}</Text>}
              {profile.isPrivate && <Text size="sm">{t('profile.private')}</Text>}
            </Group>
          )}
        </ProfileHeader>
        {profile.biography && <Text style={prose}>{profile.biography}</Text>}
        {profile.description && profile.description !== profile.biography && (
          <Text style={prose}>{profile.description}</Text>
        )}
        <Group gap="lg" style={{ rowGap: 0 }}>
          <CountText kind="followers" value={profile.followers} />
          <CountText kind="following" value={profile.following} />
        </Group>
        {profile.location && (
          <Text style={{ overflowWrap: 'break-word' }}>
            {t('profile.location')} {profile.location}
          </Text>
        )}
        <LookupMeta meta={reply} />
      </Stack>
    </ResultCard>
  );
}
