import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { reviewStatusOf, type ReviewStatus } from '@vigil/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BreakableText } from '../../../lib/breakable-text';
import { PLATFORM_LABELS, type SubmittedProfile } from './profile-form';

/** The badge stays neutral until an operator has verified the profile. */
const REVIEW_COLOR: Record<ReviewStatus, string> = {
  pending: 'gray',
  verified: 'teal',
  rejected: 'red',
};

/** Spec 000 §9: the badge screen opens 300 ms after the screenshot has loaded. */
export const REDIRECT_AFTER_SCREENSHOT_MS = 300;
/** Spec 000 §2.12: the uploaded screenshot is shown 300 px wide. */
export const SCREENSHOT_WIDTH = 300;

/**
 * `{PUBLIC_BASE_URL}` as the server sees it: the screenshot URL is `{base}/uploads/{file}`.
 * Without that shape the app's own origin stands in (the server serves both).
 */
export function publicBaseOf(reply: SubmittedProfile['reply']): string {
  const suffix = `/uploads/${reply.screenshot_filename}`;
  return reply.screenshot_url.endsWith(suffix)
    ? reply.screenshot_url.slice(0, -suffix.length)
    : window.location.origin;
}

/**
 * 'Dein verifiziertes Profil' (spec 000 §2.12): what was registered, the screenshot (width 300)
 * and the public link. The spec's 'Verifiziert durch' badge shows the real review status from
 * the server and stays neutral until an operator has verified the profile. When the
 * screenshot has loaded, the badge screen opens after 300 ms, once; if it fails to load, the
 * visitor stays here and can follow the link or register another profile.
 */
export function SubmittedProfileView({
  profile,
  screenshotSrc,
  onAnother,
}: {
  profile: SubmittedProfile;
  screenshotSrc: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('validateProfile');
  const navigate = useNavigate();
  const [image, setImage] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const navigated = useRef(false);
  const { input, reply } = profile;
  const badgePath = `/badge/${reply.profile_id}`;
  const publicUrl = `${publicBaseOf(reply)}/p/${reply.profile_id}`;
  const review = reviewStatusOf(reply);

  useEffect(() => {
    if (image !== 'loaded') return;
    const timer = setTimeout(() => {
      if (navigated.current) return;
      navigated.current = true;
      void navigate(badgePath);
    }, REDIRECT_AFTER_SCREENSHOT_MS);
    return () => clearTimeout(timer);
  }, [image, navigate, badgePath]);

  const rows: [string, ReactNode][] = [
    [t('result.name'), input.full_name],
    [t('result.email'), <BreakableText kind="email">{input.email}</BreakableText>],
    [t('result.platform'), PLATFORM_LABELS[input.platform]],
    [t('result.username'), input.username],
    [
      t('result.profileUrl'),
      <Anchor href={input.profile_url} target="_blank" rel="noopener noreferrer" inherit>
        <BreakableText kind="url">{input.profile_url}</BreakableText>
      </Anchor>,
    ],
    [t('result.profileId'), <BreakableText kind="id">{reply.profile_id}</BreakableText>],
    [t('result.status'), t(`result.review.${review}`)],
  ];

  return (
    <Paper withBorder p="lg" maw={640} component="section" aria-labelledby="submitted-profile">
      <Stack>
        <Title order={2} id="submitted-profile">
          {t('result.title')}
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {image === 'loading' && (
          <Text role="status" c="gray.7">
            {t('result.loadingScreenshot')}
          </Text>
        )}
        {image === 'failed' ? (
          <Alert color="red">{t('result.screenshotFailed')}</Alert>
        ) : (
          <img
            src={screenshotSrc}
            width={SCREENSHOT_WIDTH}
            alt={t('result.screenshot', { name: input.full_name })}
            onLoad={() => setImage('loaded')}
            onError={() => setImage('failed')}
            style={{
              height: 'auto',
              maxWidth: '100%',
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-gray-3)',
              // Kept in the page while loading (so it loads), but not shown half-drawn.
              ...(image === 'loading' ? { position: 'absolute', opacity: 0 } : {}),
            }}
          />
        )}
        <Stack gap={4} align="flex-start">
          <Badge
            color={REVIEW_COLOR[review]}
            variant="light"
            size="lg"
            tt="none"
            maw="100%"
            styles={{ label: { whiteSpace: 'normal' } }}
            h="auto"
            py={4}
          >
            {t(`result.badge.${review}`, { product: 'Vigil' })}
          </Badge>
          {review === 'pending' && <Text size="sm">{t('result.pendingHint')}</Text>}
        </Stack>
        <Text size="sm">
          {t('result.publicLink')}:{' '}
          <Anchor href={publicUrl} target="_blank" rel="noopener noreferrer">
            <BreakableText kind="url">{publicUrl}</BreakableText>
          </Anchor>
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={badgePath} fw={600}>
            {t('result.next')}
          </Anchor>
          <Button variant="default" onClick={onAnother}>
            {t('result.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
