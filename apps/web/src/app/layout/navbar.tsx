import { Burger, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session';
import { AccountMenu } from './account-menu';
import { AlertsBell } from './alerts-bell';
import { LanguageSwitch } from './language-switch';
import { MenuSearch } from '../../components/menu-search/menu-search';

type Props = { sidebarId: string; sidebarOpened: boolean; onToggleSidebar: () => void };

/**
 * The top bar (spec 002 "Navbar"): sidebar toggle, menu search, language switch, the alerts
 * bell (signed in), account menu.
 */
export function Navbar({ sidebarId, sidebarOpened, onToggleSidebar }: Props) {
  const { t } = useTranslation('shell');
  const session = useSession();
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Burger
          opened={sidebarOpened}
          onClick={onToggleSidebar}
          size="sm"
          aria-label={t('navbar.toggleSidebar')}
          aria-expanded={sidebarOpened}
          aria-controls={sidebarId}
        />
        <Text fw={700} size="lg" visibleFrom="sm">
          Vigil
        </Text>
        <MenuSearch
          aria-label={t('navbar.searchLabel')}
          placeholder={t('navbar.searchPlaceholder')}
          style={{ flex: 1, maxWidth: 360, minWidth: 0 }}
        />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        {session && <AlertsBell />}
        <AccountMenu />
      </Group>
    </Group>
  );
}
