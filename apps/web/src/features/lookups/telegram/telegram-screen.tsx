import { SegmentedControl, Text } from '@mantine/core';
import {
  lookupEndpoints,
  telegramKindSchema,
  type LookupReply,
  type TelegramKind,
} from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLookup } from '../api/use-lookup';
import {
  LookupScreen,
  PostList,
  PostTime,
  ProfileBlock,
  TagCloud,
  useAccountFields,
  useLookupErrorText,
  useLookupFormat,
} from '../kit';

type TelegramLookupReply = LookupReply<'telegram'>;

/** The form validates only the handle; the kind comes from the selector beside it. */
const handleFormSchema = lookupEndpoints.telegram.params.pick({ username: true });

/**
 * The detail line under a failure, in the wording of the old app's HTTP error handler (spec 001
 * §8), with the reason said in the reader's language (by error code, not the server's text).
 */
function useFailureDetail() {
  const { t } = useTranslation('telegram');
  const errorText = useLookupErrorText();
  return (err: unknown) => {
    const message = errorText(err, 'telegram');
    if (err instanceof ApiError) return t('errors.server', { status: err.status, message });
    if (err instanceof Error) return t('errors.client', { message });
    return t('errors.unknown');
  };
}

const displayName = ({ entity }: TelegramLookupReply) =>
  [entity.firstName, entity.lastName].filter(Boolean).join(' ') || entity.title || entity.username;

function TelegramProfile({ reply }: { reply: TelegramLookupReply }) {
  const { t } = useTranslation('telegram');
  const format = useLookupFormat();
  const account = useAccountFields();
  const { entity, accountAge, fake } = reply;
  const name = displayName(reply);
  return (
    <ProfileBlock
      meta={reply}
      title={name}
      subtitle={`@${entity.username}`}
      avatarUrl={entity.avatarUrl}
      avatarAlt={t('profile.avatarAlt', { name })}
      fields={[
        { label: t('profile.username'), value: `@${entity.username}` },
        account.ageInDays(accountAge),
        account.registered(entity.createdAt),
        { label: t('profile.location'), value: entity.location ?? t('profile.unknown') },
        account.fakeProbability(fake),
        {
          label: t('profile.members'),
          value: entity.membersCount === null ? null : format.number(entity.membersCount),
        },
        { label: t('profile.description'), value: entity.description },
      ]}
      fake={{ username: entity.username, estimate: fake }}
    />
  );
}

function TelegramResult({ reply }: { reply: TelegramLookupReply }) {
  const { t } = useTranslation('telegram');
  const format = useLookupFormat();
  return (
    <>
      <TelegramProfile reply={reply} />
      <TagCloud tags={reply.tagCloud} whenEmpty="hide" />
      <PostList
        title={t('posts.title')}
        columns={1}
        posts={reply.posts.map((post, i) => ({
          key: post.id ?? String(i),
          text: post.description,
          stats: `${t('posts.likes', { count: post.likes ?? 0, formatted: format.number(post.likes) })} | ${t('posts.views', { count: post.views ?? 0, formatted: format.number(post.views) })}`,
          footer: <PostTime at={post.date} />,
        }))}
      />
    </>
  );
}

/**
 * 'Identify Telegram Account, Group, Channel, or Bot' (spec 001 §2, §4, §8). A new lookup clears
 * the previous result while it loads; when the general (account) lookup fails, the last
 * successful result stays on screen under 'Failed to fetch Telegram information. Displaying
 * previous data.'; a failed group, channel or bot lookup shows 'An error occurred. Please try
 * again later.' and nothing else.
 */
export function TelegramScreen() {
  const { t } = useTranslation('telegram');
  const failureDetail = useFailureDetail();
  const [kind, setKind] = useState<TelegramKind>('user');
  const lookup = useLookup('telegram');
  // The last successful result, kept for a failing general lookup.
  const [previous, setPrevious] = useState<TelegramLookupReply | null>(null);

  const submit = ({ username }: { username: string }) => {
    if (lookup.data) setPrevious(lookup.data);
    lookup.mutate({ kind, username });
  };

  const general = lookup.variables?.kind === 'user';
  const shown = lookup.isSuccess ? lookup.data : lookup.isError && general ? previous : null;

  return (
    <LookupScreen
      title={t('title')}
      maw={1100}
      lookup={lookup}
      form={{
        schema: handleFormSchema,
        label: t('title'),
        fields: [
          {
            name: 'username',
            label: t('form.label'),
            placeholder: t('form.placeholder'),
            hideLabel: true,
          },
        ],
        submitLabel: t('form.submit'),
        onSubmit: submit,
        extra: (
          <SegmentedControl
            aria-label={t('form.kind')}
            value={kind}
            onChange={(value) => setKind(telegramKindSchema.parse(value))}
            data={telegramKindSchema.options.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        ),
      }}
      loadingLabel={t('loading')}
      failure={(error) => (
        <>
          <Text fw={600} size="sm">
            {general ? t('errors.generalFailed') : t('errors.typeFailed')}
          </Text>
          <Text size="sm">{failureDetail(error)}</Text>
        </>
      )}
      shown={shown}
      watch={(reply) => ({ platform: 'telegram', username: reply.entity.username })}
      result={(reply) => <TelegramResult reply={reply} />}
    />
  );
}
