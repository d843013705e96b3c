import { Box, Image } from '@mantine/core';
import { sanitizeHtml, type LookupReply } from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, PostTime, ProfileBlock, ProfilePostsScreen, useLookupFormat } from '../kit';

/** The optional header image; one that fails to load is left out rather than shown broken. */
function HeaderImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <Image src={src} alt={alt} h={160} radius="sm" fit="cover" onError={() => setFailed(src)} />
  );
}

function TruthSocialUser({ reply }: { reply: LookupReply<'truthsocialProfile'> }) {
  const { t } = useTranslation('truthSocial');
  const format = useLookupFormat();
  const { user, fake } = reply;
  const name = user.displayName || user.username;
  return (
    <ProfileBlock
      meta={reply}
      title={`@${user.username}`}
      subtitle={user.displayName}
      avatarUrl={user.avatarUrl}
      avatarAlt={t('user.avatarAlt', { name })}
      banner={
        user.headerUrl && <HeaderImage src={user.headerUrl} alt={t('user.headerAlt', { name })} />
      }
      about={
        user.noteHtml && (
          <Box
            fz="sm"
            style={{ overflowWrap: 'break-word' }}
            data-testid="truthsocial-note"
            // The server sanitizes the note; sanitizing again here keeps this line safe on its own.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(user.noteHtml) }}
          />
        )
      }
      fields={[
        { label: t('user.accountCreated'), value: format.date(user.createdAt) },
        { label: t('user.followers'), value: format.number(user.followers) },
        { label: t('user.totalPosts'), value: format.number(user.postsCount) },
        {
          label: t('user.website'),
          value: user.website ? <ExternalLink href={user.website} /> : null,
        },
      ]}
      fake={{ username: user.username, estimate: fake }}
    />
  );
}

/**
 * 'Truth Social' (spec 001 §2, §4, §8): nothing until the first lookup (no sample profile), then
 * the user block and the posts fetched by the profile's id; a failed posts call is an empty list
 * (spec 001 §4).
 */
export function TruthSocialScreen() {
  const { t } = useTranslation('truthSocial');
  return (
    <ProfilePostsScreen
      t={t}
      profile="truthsocialProfile"
      field={{ placeholder: t('form.placeholder'), hideLabel: true }}
      username={({ user }) => user.username}
      block={(reply) => <TruthSocialUser reply={reply} />}
      posts={{
        endpoint: 'truthsocialPosts',
        input: ({ user: { id } }) => (id ? { id } : null),
        cloud: 'after',
        tags: (data) => data.tagCloud,
        toPosts: (data) =>
          data.posts.map((post, i) => ({
            key: post.id ?? String(i),
            // Sanitized on the server; sanitizing again keeps this line safe on its own.
            html: sanitizeHtml(post.contentHtml),
            footer: <PostTime at={post.createdAt} />,
          })),
      }}
    />
  );
}
