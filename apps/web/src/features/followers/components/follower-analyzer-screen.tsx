import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  canListFollowers,
  DEFAULT_FOLLOWER_PLATFORM,
  DEFAULT_SAMPLE_SIZE,
  followerPlatforms,
  MAX_SAMPLE_SIZE,
  MIN_SAMPLE_SIZE,
  type FollowerPlatform,
} from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DemoNotice, isDemo } from '../../../components/provenance';
import { otherwise, useErrorText } from '../../../lib/error-text';
import { useAuditResult, useCancelJob, useProfileTrust, useStartAudit } from '../api/followers-api';
import { AuditResults } from './audit-results';
import { BatchSection } from './batch-section';
import { formatNumber } from './format';
import { TrustBlock } from './trust-block';

/**
 * 'Follower-Analyse' (spec 002, issue 10 §4): the form (Benutzername (Handle), Profilname,
 * Plattform, sample size), 'Follower analysieren' (a sampled audit job with live progress and
 * the pie chart), 'Trust Score berechnen' (the trust block), 'Ergebnisse laden' (the job's
 * results again; the job id lives in the URL so a reload keeps it), and the batch CSV section.
 * No password field: follower lists come from the data providers.
 */
export function FollowerAnalyzerScreen() {
  const { t, i18n } = useTranslation('followers');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [username, setUsername] = useState('');
  const [profileName, setProfileName] = useState('');
  const [platform, setPlatform] = useState<FollowerPlatform>(DEFAULT_FOLLOWER_PLATFORM);
  const [sampleSize, setSampleSize] = useState<number>(DEFAULT_SAMPLE_SIZE);
  // What went wrong is kept, not its text: the text follows a language switch (spec strings
  // are German; the English UI shows their English text).
  const [usernameMissing, setUsernameMissing] = useState(false);
  const [failure, setFailure] = useState<
    { kind: 'start'; error: unknown } | { kind: 'analysis' } | null
  >(null);
  const usernameError = usernameMissing ? t('form.usernameRequired') : null;
  const message =
    failure === null
      ? null
      : failure.kind === 'analysis'
        ? t('errors.analysis')
        : // The server's text (translated by its code), else the spec's fallback.
          errorText(failure.error, otherwise('followers:errors.start'));
  const trust = useProfileTrust();
  const start = useStartAudit();
  const cancel = useCancelJob();
  const audit = useAuditResult(jobId);

  const handle = username.trim().replace(/^@/, '');
  const listable = canListFollowers(platform);
  const loading = start.isPending || trust.isPending;
  // One demo notice for the screen; the batch section shows it only when nothing above does.
  const shownSources = [trust.data?.source, audit.data?.source];

  /** Every action clears the error first (spec 002 §4); an empty handle stops it. */
  function begin(): boolean {
    setFailure(null);
    if (!handle) {
      setUsernameMissing(true);
      return false;
    }
    setUsernameMissing(false);
    return true;
  }

  function analyze(e?: FormEvent) {
    e?.preventDefault();
    if (!begin() || !listable) return;
    const size = Math.min(MAX_SAMPLE_SIZE, Math.max(MIN_SAMPLE_SIZE, Math.round(sampleSize)));
    start.mutate(
      { username: handle, platform, sampleSize: size },
      {
        onSuccess: ({ jobId: id }) => setParams({ job: id }, { replace: true }),
        onError: (error) => setFailure({ kind: 'start', error }),
      },
    );
  }

  function computeTrust() {
    if (!begin()) return;
    trust.mutate(
      { platform, username: handle },
      { onError: () => setFailure({ kind: 'analysis' }) },
    );
  }

  function loadResults() {
    setFailure(null);
    // Without a job id there is nothing to load (spec 002 §4).
    if (!jobId) return;
    void audit.refetch();
  }

  const name = profileName.trim() || (audit.data ? `@${audit.data.username}` : `@${handle}`);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, xs: 34 }}>
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      <Paper
        component="form"
        withBorder
        p="md"
        aria-label={t('form.label')}
        onSubmit={analyze}
        noValidate
      >
        <Stack gap="sm">
          <Group align="flex-start" wrap="wrap" grow>
            <TextInput
              label={t('form.username')}
              required
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={usernameError}
              autoComplete="off"
              style={{ minWidth: 200 }}
            />
            <TextInput
              label={t('form.profileName')}
              description={t('form.profileNameHint')}
              value={profileName}
              onChange={(e) => setProfileName(e.currentTarget.value)}
              autoComplete="off"
              style={{ minWidth: 200 }}
            />
          </Group>
          <Group align="flex-start" wrap="wrap" grow>
            <Select
              label={t('form.platform')}
              required
              allowDeselect={false}
              data={followerPlatforms.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
              value={platform}
              onChange={(v) => v && setPlatform(v as FollowerPlatform)}
              style={{ minWidth: 200 }}
            />
            <NumberInput
              label={t('form.sampleSize')}
              description={t('form.sampleSizeHint', {
                min: formatNumber(MIN_SAMPLE_SIZE, i18n.language),
                max: formatNumber(MAX_SAMPLE_SIZE, i18n.language),
              })}
              min={MIN_SAMPLE_SIZE}
              max={MAX_SAMPLE_SIZE}
              step={50}
              value={sampleSize}
              onChange={(v) => setSampleSize(typeof v === 'number' ? v : DEFAULT_SAMPLE_SIZE)}
              disabled={!listable}
              style={{ minWidth: 200 }}
            />
          </Group>
          {!listable && (
            <Text size="sm" c="gray.7" data-testid="no-follower-list">
              {/* Only a platform whose list cannot be read gets here: Instagram's can. */}
              {t(`noFollowerList.${platform as Exclude<FollowerPlatform, 'instagram'>}`)}
            </Text>
          )}
          <Group wrap="wrap">
            <Button type="submit" disabled={loading || !listable} loading={start.isPending}>
              {t('form.analyze')}
            </Button>
            <Button
              variant="default"
              onClick={computeTrust}
              loading={trust.isPending}
              disabled={loading}
            >
              {t('form.trust')}
            </Button>
            <Button variant="default" onClick={loadResults} disabled={!jobId}>
              {t('form.load')}
            </Button>
          </Group>
          {jobId && (
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }} data-testid="job-id">
              {t('jobId', { id: jobId })}
            </Text>
          )}
          {message && (
            <Text c="red.9" role="alert">
              {message}
            </Text>
          )}
          {audit.isError && (
            <Text c="red.9" role="alert">
              {t('errors.results')}
            </Text>
          )}
        </Stack>
      </Paper>

      <DemoNotice sources={shownSources} />
      {trust.isSuccess && <TrustBlock trust={trust.data} />}

      {audit.data && (
        <AuditResults
          result={audit.data}
          name={name}
          cancelling={cancel.isPending}
          onCancel={() =>
            cancel.mutate(audit.data.jobId, { onSettled: () => void audit.refetch() })
          }
        />
      )}

      <BatchSection demoNoticeShown={shownSources.some(isDemo)} />
    </Stack>
  );
}
