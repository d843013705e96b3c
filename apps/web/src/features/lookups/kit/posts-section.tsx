import { Text } from '@mantine/core';
import type { LookupEndpointId, LookupInput, LookupReply, TagDto } from '@vigil/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLookupQuery } from '../api/use-lookup';
import { LookupLoading } from './lookup-loading';
import { PostList, type PostListProps } from './post-list';
import { TagCloud } from './tag-cloud';

export type PostsSectionProps<T> = {
  /** The posts call, fetched after the profile (idle while the profile has no id for it). */
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isPending' | 'fetchStatus'>;
  /** The cards of a loaded reply. */
  toPosts: (data: T) => PostListProps['posts'];
  /** The tag cloud of a loaded reply. */
  tags: (data: T) => readonly TagDto[];
  /** 'User Posts'. */
  title: string;
  columns?: PostListProps['columns'];
  /** Where the 'Tag Cloud' goes: before the posts (TikTok, X) or after them (Truth Social). */
  cloud?: 'before' | 'after';
  loadingLabel: string;
  /**
   * Shown quietly when the posts call fails; without it a failure is an empty list (Truth
   * Social, spec 001 §4).
   */
  failedText?: string;
};

/**
 * The posts part of the TikTok, X and Truth Social screens: a loading line while the posts call
 * runs, then the 'Tag Cloud' and 'User Posts'. A failed posts call leaves the profile as it is.
 */
export function PostsSection<T>({
  query,
  toPosts,
  tags,
  title,
  columns = 1,
  cloud = 'before',
  loadingLabel,
  failedText,
}: PostsSectionProps<T>) {
  if (query.isPending && query.fetchStatus === 'fetching') {
    return <LookupLoading label={loadingLabel} />;
  }
  if (query.isError && failedText) return <Text c="gray.7">{failedText}</Text>;
  // Idle (no id to fetch by) shows nothing; a failure without its own text is an empty list.
  if (query.data === undefined && !query.isError) return null;
  const data = query.data;
  const cloudBlock = <TagCloud tags={data === undefined ? [] : tags(data)} />;
  return (
    <>
      {cloud === 'before' && cloudBlock}
      <PostList title={title} columns={columns} posts={data === undefined ? [] : toPosts(data)} />
      {cloud === 'after' && cloudBlock}
    </>
  );
}

export type LookupPostsProps<K extends LookupEndpointId> = Omit<
  PostsSectionProps<LookupReply<K>>,
  'query'
> & {
  /** The posts call of the shared table. */
  endpoint: K;
  /** Its input, taken from the profile; null: the profile has no id to ask by (no posts). */
  input: LookupInput<K> | null;
};

/** {@link PostsSection} over its own posts call, which runs once the profile is shown. */
export function LookupPosts<K extends LookupEndpointId>({
  endpoint,
  input,
  ...section
}: LookupPostsProps<K>) {
  const query = useLookupQuery(endpoint, input);
  return <PostsSection query={query} {...section} />;
}
