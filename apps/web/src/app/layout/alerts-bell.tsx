import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../components/line-icon';
import { ALERTS_POLL_MS, fetchUnreadAlerts, UNREAD_ALERTS_KEY } from '../../lib/alerts-count';

function BellIcon() {
  return (
    <LineIcon size={18}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
    </LineIcon>
  );
}

/**
 * The bell: a link to the alerts inbox with the unread count. It asks politely: once a minute
 * while the tab is visible and when the window regains focus (the inbox refreshes it at once
 * after marking alerts read); a failed ask leaves the bell without a count.
 */
export function AlertsBell() {
  const { t } = useTranslation('shell');
  const unread = useQuery({
    queryKey: UNREAD_ALERTS_KEY,
    queryFn: ({ signal }) => fetchUnreadAlerts(signal),
    refetchInterval: ALERTS_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const count = unread.data ?? 0;
  return (
    <Button
      component={Link}
      to="/alerts"
      variant="default"
      size="xs"
      px={8}
      pos="relative"
      aria-label={count > 0 ? t('navbar.alertsUnread', { count }) : t('navbar.alerts')}
      style={{ overflow: 'visible' }}
    >
      <BellIcon />
      {count > 0 && (
        <Badge
          size="xs"
          color="red"
          variant="filled"
          pos="absolute"
          top={-6}
          right={-8}
          px={4}
          aria-hidden="true"
          data-testid="alerts-unread"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Button>
  );
}
