import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { SourceEntry, SourceStatus } from '@vigil/shared/news';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton } from '../../../components/disclosure-button';
import { ApiError } from '../../../lib/api-client';
import { BreakableText } from '../../../lib/breakable-text';
import { useFormat } from '../../../lib/format';
import { useChangelog, useUpdateSource } from '../api/news-api';

const STATUS_COLOR: Record<SourceStatus, string> = {
  accepted: 'teal',
  'not accepted': 'red',
  pending: 'gray',
};

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * One source of the review grid (spec 002 "Source review"): name, the URL as an external link
 * (new tab), the status, the bias text box (saved when it loses focus, with a visible saved /
 * failed state), Akzeptieren and Ablehnen, and its changelog. The status shown changes only
 * after the server confirms; a change someone else made meanwhile (409) is explained with the
 * current value.
 */
export function SourceCard({ source }: { source: SourceEntry }) {
  const { t } = useTranslation('news');
  const f = useFormat();
  const update = useUpdateSource();
  const serverBias = source.political_orientation === 'n/a' ? '' : source.political_orientation;
  /** What the reviewer typed (or the value a conflict reported); null = the server's value. */
  const [edited, setEdited] = useState<string | null>(null);
  /** The newest version this card has seen (a reply, a 409); the list may lag behind. */
  const [seenVersion, setSeenVersion] = useState(0);
  const version = Math.max(source.version, seenVersion);
  const bias = edited ?? serverBias;
  const [save, setSave] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const changelog = useChangelog(source.id, showLog, version);

  const explain = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) {
      const current = err.params;
      if (typeof current.version === 'number') setSeenVersion(current.version);
      if (typeof current.political_orientation === 'string') {
        setEdited(current.political_orientation === 'n/a' ? '' : current.political_orientation);
      }
      return t('review.conflict', {
        status: t(`review.statusValue.${String(current.status) as SourceStatus}`),
        bias: current.political_orientation ?? 'n/a',
      });
    }
    return t('review.updateFailed');
  };

  const decide = (status: 'accepted' | 'not accepted') => {
    setError(null);
    update.mutate(
      { id: source.id, status, version },
      {
        onSuccess: (entry) => setSeenVersion(entry.version),
        onError: (err) => setError(explain(err)),
      },
    );
  };

  const saveBias = () => {
    const value = bias.trim();
    if (value === serverBias && save !== 'failed') return;
    setSave('saving');
    setError(null);
    update.mutate(
      { id: source.id, political_orientation: value, version },
      {
        onSuccess: (entry) => {
          setSeenVersion(entry.version);
          setSave('saved');
        },
        onError: (err) => {
          setSave('failed');
          setError(explain(err));
        },
      },
    );
  };

  const valueText = (field: string, value: unknown) =>
    field === 'status' && typeof value === 'string' && value in STATUS_COLOR
      ? t(`review.statusValue.${value as SourceStatus}`)
      : String(value);

  const deciding = update.isPending && update.variables?.status !== undefined;

  return (
    <Card withBorder radius="md" p="md" data-testid="source-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {source.name}
          </Title>
          <Badge
            color={STATUS_COLOR[source.status]}
            variant="light"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {t(`review.statusValue.${source.status}`)}
          </Badge>
        </Group>
        <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
          <BreakableText kind="url">{source.url}</BreakableText>
          <VisuallyHidden> {t('review.newTab')}</VisuallyHidden>
        </Anchor>
        {source.additionalText && (
          <Text fz="sm">
            <Text span fw={700} fz="sm">
              {t('review.additionalText')}:
            </Text>{' '}
            {source.additionalText}
          </Text>
        )}
        <TextInput
          label={t('review.bias')}
          value={bias}
          maxLength={100}
          onChange={(e) => {
            setEdited(e.currentTarget.value);
            setSave('idle');
          }}
          onBlur={saveBias}
          description={
            save === 'saving'
              ? t('review.saving')
              : save === 'saved'
                ? t('review.saved')
                : undefined
          }
          error={save === 'failed' ? t('review.saveFailed') : undefined}
          rightSection={save === 'saving' ? <Loader size="xs" /> : undefined}
        />
        {error && (
          <Text c="red.9" fz="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="xs">
          <Button
            onClick={() => decide('accepted')}
            disabled={deciding}
            loading={deciding && update.variables?.status === 'accepted'}
          >
            {t('review.accept')}
          </Button>
          <Button
            color="red.9"
            variant="outline"
            onClick={() => decide('not accepted')}
            disabled={deciding}
            loading={deciding && update.variables?.status === 'not accepted'}
          >
            {t('review.reject')}
          </Button>
        </Group>
        <DisclosureButton
          variant="default"
          open={showLog}
          onToggle={setShowLog}
          controls={logId}
          show={t('review.changelog')}
          hide={t('review.hideChangelog')}
        />
        <div id={logId} hidden={!showLog}>
          {showLog && changelog.isError && (
            <Text c="red.9" fz="sm">
              {t('review.changelogFailed')}
            </Text>
          )}
          {showLog && changelog.data && (
            <List size="sm" spacing={4}>
              {changelog.data.items.map((c, i) => {
                const fields = Object.keys(c.after).filter((k) => k in c.before);
                const what = fields.length
                  ? fields
                      .map((k) =>
                        t('review.from', {
                          field: t(`review.field.${k as 'status'}`),
                          before: valueText(k, c.before[k]),
                          after: valueText(k, c.after[k]),
                        }),
                      )
                      .join('; ')
                  : t('review.submitted');
                return (
                  <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                    {t('review.change', {
                      at: f.dateTime(c.at),
                      actor: c.actor ?? t('review.system'),
                      what,
                    })}
                  </List.Item>
                );
              })}
            </List>
          )}
        </div>
      </Stack>
    </Card>
  );
}
