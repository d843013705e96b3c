import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test/render';
import { DashboardScreen } from './dashboard-screen';

describe('DashboardScreen', () => {
  test('greets the user by e-mail and shows one linked card per given screen', async () => {
    await renderApp(
      <DashboardScreen
        cards={[
          { path: '/account', labelKey: 'menu.account', textKey: 'dashboard.cards.account' },
          { path: '/badge', labelKey: 'menu.badge', textKey: 'dashboard.cards.badge' },
        ]}
      />,
      { url: '/dashboard', session: { role: 'user', email: 'ada@example.com' }, lang: 'de' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('Willkommen, ada@example.com.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Schnellzugriff' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/account', '/badge']);
    expect(within(links[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Dein Konto');
    expect(links[0]).toHaveTextContent('Deine Daten und die Bestätigung deiner Handynummer.');
  });
});
