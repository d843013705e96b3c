import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { QR_WIDTH } from '@vigil/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTrustToken } from '../api/generate-token';
import { qrDataUrl, qrFilename, saveDataUrl, titleCase } from '../qr';
import { ScreenHeader } from '../../../components/screen-header';
import { Loading } from '../../../components/loading';
import { LoadFailed } from '../../../components/load-failed';
import { ProfileIdForm } from '../../../lib/profile-id-form';

/** `/qr-code` without `?profileId=`: asks for the id. */
function QrLookup() {
  const { t } = useTranslation('qrCode');
  const [, setParams] = useSearchParams();
  return <ProfileIdForm t={t} maw={480} onId={(id) => setParams({ profileId: id })} />;
}

function Busy() {
  const { t } = useTranslation('qrCode');
  return <Loading inline text={t('loading')} />;
}

/** The QR of one profile: requests a token, draws its verify URL and offers the PNG. */
function ProfileQr({ profileId }: { profileId: string }) {
  const { t } = useTranslation('qrCode');
  const token = useTrustToken(profileId);
  const verifyUrl = token.data?.verify_url;
  const image = useQuery({
    queryKey: ['qr-image', verifyUrl],
    queryFn: () => qrDataUrl(verifyUrl ?? ''),
    enabled: Boolean(verifyUrl),
    staleTime: Infinity,
  });

  if (token.isError) {
    const err = token.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 409)) {
      return (
        <Alert color="yellow" title={t(err.status === 404 ? 'errors.notFound' : 'errors.locked')}>
          {err.status === 409 && (
            <Anchor component={Link} to={`/badge/${encodeURIComponent(profileId)}`} size="sm">
              {t('toBadge')}
            </Anchor>
          )}
        </Alert>
      );
    }
    return (
      <LoadFailed
        title={t('errors.failed')}
        error={err}
        retry={t('errors.retry')}
        onRetry={() => void token.refetch()}
      />
    );
  }
  if (image.isError) {
    return <Alert color="red" title={t('errors.failed')} />;
  }
  if (!token.data || !image.data) return <Busy />;

  const dataUrl = image.data;
  const { profile_id: id, status } = token.data;
  return (
    <Stack align="flex-start" gap="sm">
      <img
        src={dataUrl}
        width={QR_WIDTH}
        height={QR_WIDTH}
        alt={t('image', { id })}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
      <div>
        <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {t('profileId', { id })}
        </Text>
        <Text>
          {t('status', { status: t(`statuses.${status}`, { defaultValue: titleCase(status) }) })}
        </Text>
      </div>
      <Group>
        <Button onClick={() => saveDataUrl(dataUrl, qrFilename(id))}>{t('download')}</Button>
        <Anchor href={token.data.verify_url} target="_blank" rel="noopener noreferrer">
          {t('openCheck')}
        </Anchor>
        <Anchor component={Link} to={`/badge/${encodeURIComponent(id)}`}>
          {t('toBadge')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** 'Trust-Badge QR-Code' (spec 000 §2.10): `/qr-code?profileId=CPT-…`. */
export function QrCodeScreen() {
  const { t } = useTranslation('qrCode');
  const [params] = useSearchParams();
  const profileId = params.get('profileId')?.trim();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} intro={t('intro')} maw={640} c="dimmed" />
      <Paper withBorder p="lg" maw={560}>
        {profileId ? <ProfileQr key={profileId} profileId={profileId} /> : <QrLookup />}
      </Paper>
    </Stack>
  );
}
