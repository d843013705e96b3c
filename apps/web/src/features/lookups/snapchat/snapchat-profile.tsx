import { Group, Stack, Text, Title } from '@mantine/core';
import type { LookupReply } from '@vigil/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarImage, ExternalLink, ProfileCard, useLookupFormat } from '../kit';

/** The profile (title, avatar, bio, 'Subscribers: n', website, fake estimate) and 'Related Accounts'. */
export function SnapchatProfile({ reply }: { reply: LookupReply<'snapchat'> }) {
  const { t } = useTranslation('snapchat');
  const format = useLookupFormat();
  const relatedId = useId();
  const { user } = reply;
  const name = user.title ?? user.username;
  return (
    <Stack gap="lg">
      <ProfileCard
        reply={reply}
        username={user.username}
        name={name}
        avatarUrl={user.avatarUrl}
        avatarAlt={t('profile.avatarAlt', { name })}
      >
        {user.bio && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>{user.bio}</Text>
        )}
        <Text>{t('profile.subscribers', { n: format.number(user.subscribers) })}</Text>
        {user.websiteUrl && (
          <Text>
            {t('profile.website')}: <ExternalLink href={user.websiteUrl} />
          </Text>
        )}
      </ProfileCard>
      <section aria-labelledby={relatedId}>
        <Title order={2} size="h4" id={relatedId} mb="sm">
          {t('related.title')}
        </Title>
        {reply.relatedAccounts.length === 0 ? (
          <Text c="gray.7">{t('related.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {reply.relatedAccounts.map((a) => (
              <Group component="li" key={a.username} gap="sm" wrap="nowrap">
                <AvatarImage
                  src={a.avatarUrl}
                  alt={t('related.avatarAlt', { name: a.title ?? a.username })}
                  size={40}
                />
                <Text style={{ minWidth: 0, overflowWrap: 'break-word' }}>
                  {a.title ?? a.username} ({a.username})
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
