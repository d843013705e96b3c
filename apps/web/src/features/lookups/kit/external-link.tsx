import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A provider link (website, profile): new tab, no referrer, and it says it opens a new tab. */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('lookup');
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children ?? href}
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </Anchor>
  );
}
