import { Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupFormat } from './format';
import { PostImage } from './post-image';

export type PostCardProps = {
  /** Cover or post picture; none: no image. A failing image falls back to the default picture. */
  imageUrl?: string | null;
  imageAlt?: string;
  /** The post's text (caption, description, tweet). */
  text?: string | null;
  /** Sanitized HTML (Truth Social content, already run through `sanitizeHtml`). */
  html?: string | null;
  /** A line of stats under the text, e.g. 'N Plays | N Likes'. */
  stats?: ReactNode;
  /** Anything else at the bottom (a date, a link). */
  footer?: ReactNode;
};

/** When a post was made, as a post card's footer; nothing where the platform gives no time. */
export function PostTime({ at }: { at: string | null | undefined }) {
  const format = useLookupFormat();
  if (!at) return null;
  return (
    <Text size="xs" c="gray.7">
      <time dateTime={at}>{format.dateTime(at)}</time>
    </Text>
  );
}

/** One post: optional image, text or sanitized HTML, a stats line. */
export function PostCard({ imageUrl, imageAlt, text, html, stats, footer }: PostCardProps) {
  const { t } = useTranslation('lookup');
  return (
    <Paper withBorder p="sm" h="100%">
      <Stack gap="xs">
        {imageUrl !== undefined && (
          <PostImage src={imageUrl} alt={imageAlt ?? t('posts.imageAlt')} />
        )}
        {text && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
            {text}
          </Text>
        )}
        {html && (
          <Text
            component="div"
            size="sm"
            style={{ overflowWrap: 'break-word' }}
            // Only sanitized HTML reaches here (see the prop's contract).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        {stats && (
          <Text size="sm" c="gray.7">
            {stats}
          </Text>
        )}
        {footer}
      </Stack>
    </Paper>
  );
}

export type PostListProps = {
  /** The list's heading, e.g. 'Latest Posts' or 'User Posts'. */
  title: string;
  order?: TitleOrder;
  posts: readonly (PostCardProps & { key: string })[];
  /** With no posts: `'hide'` renders nothing, `'empty'` (default) shows the heading and a note. */
  whenEmpty?: 'hide' | 'empty';
  emptyText?: string;
  /** Grid columns from the small breakpoint up (1 = a plain list). */
  columns?: 1 | 2 | 3;
};

/** A titled list of post cards. */
export function PostList({
  title,
  order = 2,
  posts,
  whenEmpty = 'empty',
  emptyText,
  columns = 2,
}: PostListProps) {
  const { t } = useTranslation('lookup');
  const headingId = useId();
  if (posts.length === 0 && whenEmpty === 'hide') return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={order} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {posts.length === 0 ? (
        <Text c="gray.7">{emptyText ?? t('posts.empty')}</Text>
      ) : (
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 'var(--mantine-spacing-sm)',
            // min(…, 100%): one column on a phone, never wider than the screen.
            gridTemplateColumns: `repeat(auto-fill, minmax(min(${columns === 1 ? '100%' : columns === 2 ? '280px' : '200px'}, 100%), 1fr))`,
          }}
        >
          {posts.map(({ key, ...post }) => (
            // min-width 0: a long word in a post must not widen its grid column.
            <li key={key} style={{ minWidth: 0 }}>
              <PostCard {...post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
