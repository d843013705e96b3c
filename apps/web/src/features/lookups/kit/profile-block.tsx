import { Group, Stack, Text } from '@mantine/core';
import type { FakeEstimateReply } from '@vigil/shared';
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FakeEstimateText } from './fake-estimate-text';
import { useLookupFormat } from './format';
import { LookupMeta, type LookupMetaProps } from './lookup-meta';
import { ProfileFields, type ProfileField } from './profile-fields';
import { ProfileHeader } from './profile-header';
import { ResultCard } from './section-card';

/**
 * A count in running text ('87 Followers', '1 Follower', '412 gefolgt'): the plural form of the
 * reader's language (i18next plurals), the number locale-formatted and bold.
 */
export function CountText({
  kind,
  value,
}: {
  kind: 'followers' | 'following';
  value: number | null;
}) {
  const { t } = useTranslation('lookup');
  const format = useLookupFormat();
  return (
    <Text>
      <Trans
        t={t}
        i18nKey={`counts.${kind}`}
        // A missing count reads '–' with the plural form of "many".
        values={{ count: value ?? 0, formatted: format.number(value) }}
        components={{ b: <Text span fw={700} /> }}
      />
    </Text>
  );
}

export type ProfileBlockProps = {
  /** The reply's `source`, `cached` and `dataAsOf`: demo marking and 'Data as of'. */
  meta: LookupMetaProps['meta'];
  /** The heading, which also names the block (a region). */
  title: string;
  /** The line under the heading ('@handle', or the display name). */
  subtitle?: string | null;
  avatarUrl: string | null;
  avatarAlt: string;
  /** Avatar width and height in px (TikTok's large avatar: 160). */
  avatarSize?: number;
  /** Above everything else, e.g. a header image. */
  banner?: ReactNode;
  /** Bio, signature or note, under the subtitle. */
  about?: ReactNode;
  /** 'N Followers' and 'N Following' under the about text; leave out to hide them. */
  counts?: { followers: number | null; following: number | null };
  /** The facts table (Account Age, Registered Date, …). */
  fields: ProfileField[];
  /** The shared fake-account sentence (spec 001 §5). */
  fake: {
    username: string;
    estimate: Pick<FakeEstimateReply, 'probability' | 'reasons' | 'confidence'>;
  };
};

/**
 * The profile block the TikTok, X and Truth Social screens share (spec 001 §2): demo marking and
 * 'Data as of', avatar, name, handle, bio, counts, the facts and the fake-estimate sentence. On a
 * phone the avatar sits above the text, and long names and handles wrap instead of widening the
 * page.
 */
export function ProfileBlock({
  meta,
  title,
  subtitle,
  avatarUrl,
  avatarAlt,
  avatarSize = 96,
  banner,
  about,
  counts,
  fields,
  fake,
}: ProfileBlockProps) {
  const headingId = useId();
  return (
    <ResultCard headingId={headingId}>
      <Stack gap="md">
        <LookupMeta meta={meta} />
        {banner}
        <ProfileHeader
          headingId={headingId}
          title={title}
          subtitle={subtitle}
          avatarUrl={avatarUrl}
          avatarAlt={avatarAlt}
          avatarSize={avatarSize}
        >
          {about}
          {counts && (
            <Group gap="lg" style={{ rowGap: 0 }}>
              <CountText kind="followers" value={counts.followers} />
              <CountText kind="following" value={counts.following} />
            </Group>
          )}
        </ProfileHeader>
        <ProfileFields fields={fields} />
        <FakeEstimateText username={fake.username} fake={fake.estimate} />
      </Stack>
    </ResultCard>
  );
}
