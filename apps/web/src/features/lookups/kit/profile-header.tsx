import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { AvatarImage } from './avatar-image';

export type ProfileHeaderProps = {
  /** The heading's id, so that the card around it can be named by it (aria-labelledby). */
  headingId: string;
  title: string;
  /** The line under the heading ('@handle', a headline). */
  subtitle?: string | null;
  avatarUrl: string | null;
  avatarAlt: string;
  /** Width and height in px. */
  avatarSize?: number;
  order?: TitleOrder;
  /** More lines under the subtitle (bio, badges, counts). */
  children?: ReactNode;
};

/**
 * The top of every profile card: the avatar beside the name and handle. Where the card is too
 * narrow for both (a large avatar on a phone) the text moves under the avatar; a long name or
 * handle wraps (breaking inside a word only when it cannot fit otherwise) instead of widening
 * the page.
 */
export function ProfileHeader({
  headingId,
  title,
  subtitle,
  avatarUrl,
  avatarAlt,
  avatarSize = 96,
  order = 2,
  children,
}: ProfileHeaderProps) {
  return (
    // Beside a few lines the avatar is centred; beside a bio and counts it stays at the top.
    <Group gap="md" align={children ? 'flex-start' : 'center'}>
      <AvatarImage src={avatarUrl} alt={avatarAlt} size={avatarSize} />
      <Stack gap={4} style={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'break-word' }}>
        <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={headingId}>
          {title}
        </Title>
        {subtitle && <Text c="gray.7">{subtitle}</Text>}
        {children}
      </Stack>
    </Group>
  );
}
