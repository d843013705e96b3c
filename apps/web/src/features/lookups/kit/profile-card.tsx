import { Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { FakeEstimateText, type FakeEstimateTextProps } from './fake-estimate-text';
import { LookupMeta, type LookupMetaProps } from './lookup-meta';
import { ProfileHeader } from './profile-header';
import { ResultCard } from './section-card';

export type ProfileCardProps = {
  /** The reply: its provenance (demo marking, 'Data as of') and its fake estimate. */
  reply: LookupMetaProps['meta'] & { fake: FakeEstimateTextProps['fake'] };
  username: string;
  /** The heading, which also names the card (a region): the display name or the username. */
  name: string;
  avatarUrl: string | null;
  avatarAlt: string;
  /** The platform's own lines between the header and the fake-estimate sentence. */
  children: ReactNode;
};

/**
 * The profile card the Instagram and Snapchat screens share: avatar, name and '@username', the
 * platform's lines, then the fake-estimate sentence (spec 001 §5) and where the data comes from.
 */
export function ProfileCard({
  reply,
  username,
  name,
  avatarUrl,
  avatarAlt,
  children,
}: ProfileCardProps) {
  const headingId = useId();
  return (
    <ResultCard headingId={headingId}>
      <Stack gap="md">
        <ProfileHeader
          headingId={headingId}
          title={name}
          subtitle={`@${username}`}
          avatarUrl={avatarUrl}
          avatarAlt={avatarAlt}
        />
        {children}
        <FakeEstimateText username={username} fake={reply.fake} />
        <LookupMeta meta={reply} />
      </Stack>
    </ResultCard>
  );
}
