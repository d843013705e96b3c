import { Box, Button, FileButton, Group, Image, Modal, Stack, Text, Tooltip } from '@mantine/core';
import type { AdminProfile } from '@vigil/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, uploadPath } from '../../../lib/image-file';
import { WHEEL_STEP, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom, rotate } from '../zoom';
import { useScreenshotUpload } from './use-screenshot-upload';
import { FailureAlert } from './failure-alert';

/** The zoomable, rotatable view and the replacement upload; mounted fresh on every opening. */
function ScreenshotViewer({ profile, onClose }: { profile: AdminProfile; onClose: () => void }) {
  const { t } = useTranslation('verifyProfiles');
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const viewer = useRef<HTMLDivElement>(null);
  const upload = useScreenshotUpload(profile.id, setAlert);

  // React's wheel listener is passive; this one may cancel the page scroll while zooming.
  useEffect(() => {
    const el = viewer.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setZoom((z) => clampZoom(z + (e.deltaY < 0 ? WHEEL_STEP : -WHEEL_STEP)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <Stack>
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Tooltip label={t('modal.zoomOutLabel')}>
            <Button
              variant="default"
              aria-label={t('modal.zoomOutLabel')}
              disabled={zoom <= ZOOM_MIN}
              onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
            >
              {t('modal.zoomOut')}
            </Button>
          </Tooltip>
          <Button
            variant="default"
            onClick={() => {
              setZoom(1);
              setRotation(0);
            }}
          >
            {t('modal.reset')}
          </Button>
          <Tooltip label={t('modal.zoomInLabel')}>
            <Button
              variant="default"
              aria-label={t('modal.zoomInLabel')}
              disabled={zoom >= ZOOM_MAX}
              onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
            >
              {t('modal.zoomIn')}
            </Button>
          </Tooltip>
          <Tooltip label={t('modal.rotateLabel')}>
            <Button
              variant="default"
              aria-label={t('modal.rotateLabel')}
              onClick={() => setRotation(rotate)}
            >
              {t('modal.rotate')}
            </Button>
          </Tooltip>
        </Group>
        <Text size="sm" aria-live="polite" data-testid="zoom-level">
          {t('modal.zoomLevel', { percent: Math.round(zoom * 100) })}
        </Text>
      </Group>
      <Box
        ref={viewer}
        role="group"
        aria-label={t('modal.viewer')}
        h="60vh"
        bg="gray.1"
        style={{
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <img
          src={uploadPath(profile.screenshot_filename)}
          alt={t('modal.image', { name: profile.full_name })}
          data-zoom={zoom}
          data-rotation={rotation}
          style={{
            maxWidth: '100%',
            maxHeight: '100%',
            transform: `rotate(${rotation}deg) scale(${zoom})`,
            transition: 'transform 120ms ease-out',
          }}
        />
      </Box>
      <FailureAlert message={alert} onClose={() => setAlert(null)} />
      <Group justify="space-between" align="flex-end">
        {upload.file && upload.preview ? (
          <Group gap="sm" align="center">
            <Image
              src={upload.preview}
              alt={t('modal.preview')}
              w={80}
              h={80}
              fit="contain"
              radius="sm"
            />
            <Button onClick={upload.send} disabled={upload.uploading}>
              {upload.uploading ? t('modal.uploading') : t('modal.replace')}
            </Button>
            <Button variant="default" onClick={upload.cancel} disabled={upload.uploading}>
              {t('modal.cancel')}
            </Button>
          </Group>
        ) : (
          <FileButton onChange={upload.choose} accept={IMAGE_ACCEPT} resetRef={upload.resetRef}>
            {(props) => (
              <Button variant="default" {...props}>
                {t('modal.chooseFile')}
              </Button>
            )}
          </FileButton>
        )}
        <Button onClick={onClose} data-autofocus>
          {t('modal.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Modal 'Screenshot' (spec 000 §2.13, §4): zoom −/Reset/+ (0.2–5, wheel 0.1), 90° turns,
 * replacement upload ('Ersetzen' / 'Lädt…') and 'Schließen'. Each opening starts at zoom 1 and
 * rotation 0, because the viewer is mounted anew (`openKey`).
 */
export function ScreenshotModal({
  profile,
  openKey,
  onClose,
}: {
  profile: AdminProfile | null;
  openKey: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('verifyProfiles');
  return (
    <Modal
      opened={profile !== null}
      onClose={onClose}
      title={t('modal.title')}
      size="xl"
      // 'Schließen' sits below the image; Escape and the backdrop close it too.
      withCloseButton={false}
    >
      {profile && <ScreenshotViewer key={openKey} profile={profile} onClose={onClose} />}
    </Modal>
  );
}
