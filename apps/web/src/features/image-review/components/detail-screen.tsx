import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import type { ReviewItem } from '@vigil/shared/image-review';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useImage } from '../api/image-review-api';
import { ReviewPanel } from './review-panel';
import { UndoBar } from './undo-bar';

/**
 * 'Detail View' at `#/detail/:id` (deep-linkable; the spec passed the image only as navigation
 * state): user name, keyword, platform, the image, Accept and Deny.
 */
export function DetailScreen() {
  const { t } = useTranslation('imageReview');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const image = useImage(id);
  const [denied, setDenied] = useState<ReviewItem | null>(null);
  const clearDenied = useCallback(() => setDenied(null), []);

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('detailTitle')}</Title>
      <Anchor component={Link} to="/image-list" size="sm">
        {t('backToList')}
      </Anchor>
      {denied && (
        <UndoBar
          key={`undo-${denied.id}`}
          denied={denied}
          onExpired={clearDenied}
          onUndone={() => {
            setDenied(null);
            void image.refetch();
          }}
        />
      )}
      {image.isPending && <Loader role="status" aria-label={t('detailTitle')} />}
      {image.isError && (
        <Alert color="red" role="alert" title={t('detailLoadFailed')}>
          {errorText(image.error)}
        </Alert>
      )}
      {image.data && (
        <ReviewPanel
          key={`panel-${image.data.id}`}
          item={image.data}
          showPlatform
          onDenied={(item) => setDenied(item)}
          onClose={() => navigate('/image-list')}
        />
      )}
    </Stack>
  );
}
