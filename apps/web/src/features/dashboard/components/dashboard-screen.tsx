import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenCard } from '../../../lib/navigation';
import { useSession } from '../../../lib/use-session';

/** One card: a screen, its label and one line saying what it is for (`shell` keys). */
export type DashboardCard = ScreenCard;

/**
 * The spec's dashboard is the frame with an empty content area (000 §2.5); it greets the user
 * and offers cards for the screens that work, which the app derives from its screen registry
 * (a screen that is not built yet gets no card), instead of sample tiles.
 */
export function DashboardScreen({ cards }: { cards: DashboardCard[] }) {
  const { t } = useTranslation('shell');
  const session = useSession();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.title')}</Title>
        {session && (
          <Text style={{ overflowWrap: 'break-word' }}>
            {t('dashboard.welcome', { email: session.email })}
          </Text>
        )}
        <Text>{t('dashboard.intro')}</Text>
      </Stack>
      <SimpleGrid
        component="ul"
        aria-label={t('dashboard.shortcuts')}
        cols={{ base: 1, sm: 2, lg: 3 }}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {cards.map((card) => (
          <li key={card.path}>
            <Card component={Link} to={card.path} withBorder padding="lg" h="100%">
              <Title order={2} size="h4" mb={4}>
                {t(card.labelKey)}
              </Title>
              <Text size="sm">{t(card.textKey)}</Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
