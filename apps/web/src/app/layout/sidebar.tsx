import { Anchor, AppShell, Image, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink as RouterNavLink, useLocation } from 'react-router';
import { publicSiteUrl } from '../config';
import { useVisibleMenu } from '../../lib/navigation';

/**
 * The sidebar (spec 000 §2.2): the logo linking to the public site, then the menu in the spec's
 * order, filtered to what the session may open; the current screen is highlighted.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const entries = useVisibleMenu();

  return (
    <>
      <AppShell.Section p="md">
        <Anchor href={publicSiteUrl} display="inline-block">
          <Image src="/logo.svg" alt={t('sidebar.logo')} w={40} h={40} />
        </Anchor>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs" pb="md">
        {entries.map((entry) => (
          <NavLink
            key={entry.path}
            component={RouterNavLink}
            to={entry.path}
            label={t(entry.labelKey)}
            active={matchPath({ path: entry.path, end: false }, pathname) !== null}
            onClick={onNavigate}
          />
        ))}
      </AppShell.Section>
    </>
  );
}
