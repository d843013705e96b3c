import { Button, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../components/line-icon';
import { BreakableText } from '../../lib/breakable-text';
import { useSession } from '../../lib/use-session';

function PersonIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </LineIcon>
  );
}

/** Signed in: the e-mail with 'Your account' and 'Logout'; visitors get a Login button. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const session = useSession();

  if (!session) {
    return (
      <Button component={Link} to="/login" size="xs">
        {t('navbar.login')}
      </Button>
    );
  }

  return (
    // Rendered in place (not in a portal) so the dropdown stays inside the banner landmark; no
    // focus placeholder, whose role="presentation" is not a valid child of role="menu".
    <Menu
      position="bottom-end"
      width={240}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          px={8}
          aria-label={t('navbar.accountMenu', { email: session.email })}
        >
          <Group gap={6} wrap="nowrap">
            <PersonIcon />
            <Text span size="xs" visibleFrom="md" truncate maw={180}>
              {session.email}
            </Text>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="gray.7">
          {t('navbar.signedInAs')}{' '}
          <Text span size="xs" fw={600} c="gray.9">
            <BreakableText kind="email">{session.email}</BreakableText>
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/account">
          {t('menu.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/logout">
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
