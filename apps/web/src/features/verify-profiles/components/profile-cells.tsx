import {
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { AdminProfile } from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, uploadPath } from '../../../lib/image-file';
import { useScreenshotUpload } from './use-screenshot-upload';

/** ": {name}" for screen readers, so each row's buttons say whose profile they act on. */
function ForName({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('verifyProfiles');
  return <VisuallyHidden>{t('row.forName', { name: profile.full_name })}</VisuallyHidden>;
}

/** The 60 px thumbnail and 'Öffnen' (spec 000 §2.13). */
export function ScreenshotCell({ profile, onOpen }: { profile: AdminProfile; onOpen: () => void }) {
  const { t } = useTranslation('verifyProfiles');
  return (
    <Stack gap={4} align="flex-start">
      <Image
        src={uploadPath(profile.screenshot_filename)}
        alt={t('row.thumbnail', { name: profile.full_name })}
        w={60}
        h={60}
        fit="cover"
        radius="sm"
      />
      <Button size="compact-xs" variant="subtle" onClick={onOpen}>
        {t('row.open')}
        <ForName profile={profile} />
      </Button>
    </Stack>
  );
}

/** The full name, where it was registered, and a link to the profile. */
export function NameCell({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('verifyProfiles');
  return (
    <>
      <Text fw={600}>{profile.full_name}</Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'break-word' }}>
        {profile.platform} · @{profile.username}
      </Text>
      <Anchor href={profile.profile_url} target="_blank" rel="noopener noreferrer" size="xs">
        {t('row.profileLink')}
        <ForName profile={profile} />
      </Anchor>
    </>
  );
}

/** Verifiziert / Nicht verifiziert plus the payment state (or Gelöscht for a revoked profile). */
export function StatusBadges({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('verifyProfiles');
  if (profile.status === 'revoked') {
    return (
      <Badge color="red" variant="light" tt="none">
        {t('status.revoked')}
      </Badge>
    );
  }
  return (
    <Group gap={4} align="flex-start">
      <Badge color={profile.is_verified ? 'teal' : 'gray'} variant="light" tt="none">
        {profile.is_verified ? t('status.verified') : t('status.unverified')}
      </Badge>
      <Badge color={profile.paid ? 'blue' : 'gray'} variant="outline" tt="none">
        {profile.paid ? t('status.paid') : t('status.unpaid')}
      </Badge>
    </Group>
  );
}

/**
 * A row's actions (spec 000 §2.13): 'Verifizieren' while not verified, 'Löschen', and the
 * screenshot replacement (preview, Hochladen / Abbrechen, 'Lädt…').
 */
export function ProfileActions({
  profile,
  onVerify,
  verifying,
  onDelete,
  onAlert,
}: {
  profile: AdminProfile;
  onVerify: () => void;
  verifying: boolean;
  onDelete: () => void;
  onAlert: (message: string | null) => void;
}) {
  const { t } = useTranslation('verifyProfiles');
  const upload = useScreenshotUpload(profile.id, onAlert);
  if (profile.status === 'revoked') return null;

  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="xs">
        {!profile.is_verified && (
          <Button size="compact-sm" onClick={onVerify} loading={verifying}>
            {t('row.verify')}
            <ForName profile={profile} />
          </Button>
        )}
        <Button size="compact-sm" color="red.9" variant="outline" onClick={onDelete}>
          {t('row.delete')}
          <ForName profile={profile} />
        </Button>
      </Group>
      {upload.file && upload.preview ? (
        <Group gap="xs" wrap="nowrap">
          <Image
            src={upload.preview}
            alt={t('row.preview')}
            w={60}
            h={60}
            fit="cover"
            radius="sm"
          />
          <Stack gap={4}>
            <Button size="compact-sm" onClick={upload.send} disabled={upload.uploading}>
              {upload.uploading ? t('row.uploading') : t('row.upload')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={upload.cancel}
              disabled={upload.uploading}
            >
              {t('row.cancel')}
            </Button>
          </Stack>
        </Group>
      ) : (
        <FileButton onChange={upload.choose} accept={IMAGE_ACCEPT} resetRef={upload.resetRef}>
          {(props) => (
            <Button size="compact-sm" variant="default" {...props}>
              {t('row.chooseFile')}
              <ForName profile={profile} />
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
