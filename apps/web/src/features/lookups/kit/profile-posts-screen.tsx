import {
  lookupEndpoints,
  type LookupEndpointId,
  type LookupEndpoints,
  type LookupInput,
  type LookupReply,
} from '@vigil/shared';
import type { ReactNode } from 'react';
import type { WatchTarget } from '../../../components/watch';
import type { LookupSubject } from './errors';
import type { FieldName, LookupField } from './lookup-form';
import { PlatformLookupScreen, useLookupFailure, type RequestSchema } from './lookup-screen';
import { LookupPosts, type LookupPostsProps } from './posts-section';

/**
 * The texts every profile-and-posts screen has in its namespace under the same keys; the screen
 * passes its own `t`, so a key missing from its namespace fails the type check.
 */
export type ProfilePostsTexts = (
  key:
    | 'title'
    | 'form.label'
    | 'form.submit'
    | 'loading'
    | 'loadingPosts'
    | 'posts.title'
    | 'errors.failed',
  options?: { message: string },
) => string;

/**
 * A profile call asked by username, of an account platform that can be watched and has its own
 * not-found text.
 */
type ProfileEndpointId = {
  [K in LookupEndpointId]: LookupEndpoints[K]['platform'] extends LookupSubject &
    WatchTarget['platform']
    ? 'username' extends FieldName<RequestSchema<K>>
      ? K
      : never
    : never;
}[LookupEndpointId];

export type ProfilePostsScreenProps<P extends ProfileEndpointId, Q extends LookupEndpointId> = {
  /** The screen's namespace (`useTranslation('<screen>').t`). */
  t: ProfilePostsTexts;
  /** The profile call, looked up by the 'username' field. */
  profile: P;
  /** More about the username field (a placeholder; a label for screen readers only). */
  field?: Omit<LookupField, 'name' | 'label'>;
  /** The account's handle, for the "Watch" button (the platform is the call's). */
  username: (reply: LookupReply<P>) => string;
  /** The profile block of a reply. */
  block: (reply: LookupReply<P>) => ReactNode;
  /** The posts call under the profile, its input taken from the profile, and how it shows. */
  posts: Omit<LookupPostsProps<Q>, 'input' | 'title' | 'loadingLabel'> & {
    input: (reply: LookupReply<P>) => LookupInput<Q> | null;
  };
};

/**
 * The screens of a profile followed by its posts (TikTok, X, Truth Social), each a spec over
 * this: a username looks up the profile; its block, "Watch", then 'User Posts' and the 'Tag
 * Cloud' from the posts call that the profile's id (or secUid) allows. A failed profile lookup is
 * the usual failure text inside the screen's 'errors.failed' sentence.
 */
export function ProfilePostsScreen<P extends ProfileEndpointId, Q extends LookupEndpointId>({
  t,
  profile,
  field,
  username,
  block,
  posts: { input, ...posts },
}: ProfilePostsScreenProps<P, Q>) {
  const platform = lookupEndpoints[profile].platform;
  // `ProfileEndpointId` admits only calls with a username field; TS cannot see that through P.
  const name = 'username' as FieldName<RequestSchema<P>>;
  const failure = useLookupFailure(platform, (message) => t('errors.failed', { message }));
  return (
    <PlatformLookupScreen
      endpoint={profile}
      title={t('title')}
      maw={1100}
      field={{ ...field, name, label: t('form.label') }}
      submitLabel={t('form.submit')}
      loadingLabel={t('loading')}
      failure={failure}
      watch={(reply) => ({ platform, username: username(reply) })}
      result={(reply) => (
        <>
          {block(reply)}
          <LookupPosts
            {...posts}
            input={input(reply)}
            title={t('posts.title')}
            loadingLabel={t('loadingPosts')}
          />
        </>
      )}
    />
  );
}
