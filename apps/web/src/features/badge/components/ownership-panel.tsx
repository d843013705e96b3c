import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { OwnerProof, Ownership, ProofCheckReply } from '@vigil/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import {
  useCheckProof,
  useOwnerProof,
  useOwnership,
  useRequestProofCode,
  useSetDemoBio,
} from '../api/ownership';
import { Loading } from '../../../components/loading';
import { CopyValueButton } from './copy-value-button';

/** One line on how and when ownership was proven, or that the proof lapsed. */
export function OwnershipLine({ ownership }: { ownership: Ownership }) {
  const { t } = useTranslation('badge');
  const format = useFormat();
  if (ownership.state === 'proven' && ownership.method && ownership.proven_at) {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light">
          {t('proof.provenBadge')}
        </Badge>
        <Text size="sm">
          {t('proof.proven', {
            date: format.date(ownership.proven_at),
            method: t(`proof.methods.${ownership.method}`),
          })}
        </Text>
      </Group>
    );
  }
  if (ownership.state === 'lapsed' && ownership.lapsed_at) {
    return (
      <Alert color="yellow" title={t('proof.lapsedTitle')} role="status">
        {t('proof.lapsed', {
          date: format.date(ownership.lapsed_at),
          reason: t(`proof.reasons.${ownership.lapse_reason ?? 'code_missing'}`),
        })}
      </Alert>
    );
  }
  return <Text size="sm">{t('proof.notProven')}</Text>;
}

/** Demo provider only: the owner edits the demo account's bio (clearly labelled). */
function DemoBioEditor({ id, proof }: { id: string; proof: OwnerProof }) {
  const { t } = useTranslation('badge');
  const errorText = useErrorText();
  const save = useSetDemoBio(id);
  const [bio, setBio] = useState(proof.demo_bio ?? '');
  return (
    <Paper
      withBorder
      p="md"
      style={{ borderStyle: 'dashed', borderColor: 'var(--mantine-color-orange-7)' }}
    >
      <Stack gap="xs">
        {/* Mantine orange.9 is 4.3:1 on white (axe: color-contrast); this orange is 6.4:1. */}
        <Text fw={700} size="sm" c="#a63c06" tt="uppercase">
          {t('proof.demo.label')}
        </Text>
        <Text size="sm">{t('proof.demo.explain')}</Text>
        <Textarea
          label={t('proof.demo.bioLabel', { username: proof.username })}
          value={bio}
          onChange={(e) => setBio(e.currentTarget.value)}
          maxLength={500}
          rows={3}
        />
        <Group gap="xs">
          {proof.code && !bio.includes(proof.code) && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setBio((b) => (b ? `${b} ${proof.code}` : (proof.code ?? '')))}
            >
              {t('proof.demo.insert')}
            </Button>
          )}
          <Button size="compact-sm" onClick={() => save.mutate(bio)} loading={save.isPending}>
            {t('proof.demo.save')}
          </Button>
          {save.isSuccess && !save.isPending && (
            <Text size="sm" role="status">
              {t('proof.demo.saved')}
            </Text>
          )}
        </Group>
        {save.isError && (
          <Text size="sm" c="red" role="alert">
            {errorText(save.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function CheckResult({ reply }: { reply: ProofCheckReply }) {
  const { t } = useTranslation('badge');
  if (reply.found) {
    return (
      <Alert color="green" title={t('proof.found.title')} role="status">
        {t('proof.found.text')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title={t('proof.notFound.title')} role="status">
      {t(`proof.notFound.${reply.reason ?? 'code_missing'}`)}
    </Alert>
  );
}

/** The owner's part: ask for the code, (demo: edit the bio), then 'Prüfen'. */
function OwnerSection({ id }: { id: string }) {
  const { t } = useTranslation('badge');
  const errorText = useErrorText();
  const proof = useOwnerProof(id, true);
  const request = useRequestProofCode(id);
  const check = useCheckProof(id);

  if (proof.isPending) {
    return <Loading inline text={t('proof.loading')} />;
  }
  if (proof.isError) {
    if (proof.error instanceof ApiError && proof.error.status === 404) {
      return <Text size="sm">{t('proof.notOwner')}</Text>;
    }
    return (
      <Alert color="red" title={t('proof.loadFailed')}>
        {errorText(proof.error)}
      </Alert>
    );
  }
  const p = proof.data;
  if (!p.bio_proof_available) {
    return <Text size="sm">{t('proof.unavailable', { platform: p.platform })}</Text>;
  }
  if (!p.code) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('proof.intro')}</Text>
        <Button onClick={() => request.mutate()} loading={request.isPending}>
          {t('proof.request')}
        </Button>
        {request.isError && (
          <Text size="sm" c="red" role="alert">
            {errorText(request.error)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('proof.place', { username: p.username })}</Text>
      <Group gap="xs">
        <Code fz="md" data-testid="proof-code">
          {p.code}
        </Code>
        <CopyValueButton value={p.code} />
      </Group>
      {p.demo && <DemoBioEditor id={id} proof={p} />}
      <Group>
        <Button onClick={() => check.mutate()} loading={check.isPending}>
          {t('proof.check')}
        </Button>
      </Group>
      {check.data && !check.isPending && <CheckResult reply={check.data} />}
      {check.isError && (
        <Alert color="red" title={t('proof.checkFailed')}>
          {errorText(check.error)}
        </Alert>
      )}
      {p.state === 'proven' && (
        <Text size="sm">
          {t('proof.personPageHint')}{' '}
          <Anchor component={Link} to="/person-page">
            {t('proof.personPageLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Ownership proof without an operator (issue 13 §3): the public state for everyone, and for
 * the profile's owner (signed in with its e-mail address) the code, the demo bio and 'Prüfen'.
 */
export function OwnershipPanel({ id }: { id: string }) {
  const { t } = useTranslation('badge');
  const session = useSession();
  const ownership = useOwnership(id);
  return (
    <Stack gap="sm" mt="lg">
      <Title order={2} size="h4">
        {t('proof.title')}
      </Title>
      {ownership.data && <OwnershipLine ownership={ownership.data} />}
      {session ? (
        <OwnerSection id={id} />
      ) : (
        <Text size="sm">
          {t('proof.signInFirst')}{' '}
          <Anchor component={Link} to="/login" state={{ from: `/badge/${id}` }}>
            {t('proof.signIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
