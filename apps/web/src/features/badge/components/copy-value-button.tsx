import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Copy' beside a value the owner pastes elsewhere (the public link, the proof code); 'Copied' once done. */
export function CopyValueButton({ value }: { value: string }) {
  const { t } = useTranslation('badge');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-sm" variant="default" onClick={copy}>
          {copied ? t('unlocked.copied') : t('unlocked.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
