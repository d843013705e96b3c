import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../test/render';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../i18n';
import { renderApp } from '../../../test/render';
import { ServerErrorScreen } from './server-error-screen';

/** A route whose element throws `error`, with the screen as the route's error element. */
function renderCrashing(error: Error) {
  function Crash(): never {
    throw error;
  }
  const router = createMemoryRouter(
    [{ path: '/', element: <Crash />, errorElement: <ServerErrorScreen /> }],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('ServerErrorScreen', () => {
  test("shows the spec's 500 texts in English and a way back", async () => {
    await renderApp(<ServerErrorScreen />, { url: '/500' });
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Houston, we have a problem!' })).toBeVisible();
    expect(
      screen.getByText('The page you are looking for is temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });

  test('shows the German translation', async () => {
    await renderApp(<ServerErrorScreen />, { url: '/500', lang: 'de' });
    expect(screen.getByRole('heading', { name: 'Houston, wir haben ein Problem!' })).toBeVisible();
  });

  test('as the error element it hides what went wrong and offers a reload', async () => {
    await i18n.changeLanguage('en');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCrashing(new Error('secret internal detail'));
    expect(await screen.findByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.queryByText(/secret internal detail/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    spy.mockRestore();
  });

  test('names the request id of a failed API call so the user can quote it', async () => {
    await i18n.changeLanguage('en');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = '0b6f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    renderCrashing(new ApiError(500, 'boom', 'INTERNAL', {}, id));
    expect(await screen.findByText(`Reference for support: ${id}`)).toBeInTheDocument();
    spy.mockRestore();
  });

  test('/500?ref= shows only an id-shaped reference', async () => {
    const id = '0b6f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    await renderApp(<ServerErrorScreen />, { url: `/500?ref=${id}`, lang: 'de' });
    expect(screen.getByText(`Fehlernummer für den Support: ${id}`)).toBeInTheDocument();
  });

  test('/500?ref= with anything else shows no reference', async () => {
    await renderApp(<ServerErrorScreen />, { url: '/500?ref=call%20us%20at%20555' });
    expect(screen.queryByText(/Reference for support/)).toBeNull();
  });
});
