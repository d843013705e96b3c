import { socialProfileReplySchema, type SocialProfileReply } from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { SocialProfileScreen } from './social-profile-screen';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const demo: SocialProfileReply = {
  source: 'demo',
  cached: false,
  dataAsOf: '2026-01-15T10:00:00.000Z',
  profile: {
    platform: 'twitter',
    username: 'demo',
    fullName: 'Demo Konto',
    profilePictureUrl: null,
    biography: 'Ich bin ein Demo.',
    description: null,
    followers: 12345,
    following: 12,
    location: 'Berlin',
    isVerified: true,
    isPrivate: true,
  },
};

const renderSocial = (lang: 'en' | 'de' = 'de') =>
  renderApp(<SocialProfileScreen />, { url: '/social-profile', session: { role: 'user' }, lang });

describe('SocialProfileScreen', () => {
  test('the German form: heading, placeholder, platform select (default instagram), "Suchen"', async () => {
    mockApi({});
    await renderSocial();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Social Media Profil anzeigen' }),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Benutzername')).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Plattform' });
    expect(select).toHaveValue('instagram');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['instagram', 'twitter']);
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeEnabled();
  });

  test('a twitter lookup shows the card with "Ort:", "✔️ Verifiziert" and "🔒 Privat"', async () => {
    const api = mockApi({
      'GET /api/lookups/social-profile/twitter/demo': () => reply(socialProfileReplySchema, demo),
    });
    await renderSocial();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plattform' }), 'twitter');
    await userEvent.type(screen.getByPlaceholderText('Benutzername'), 'demo{Enter}');
    const card = await screen.findByRole('region', { name: 'Demo Konto' });
    expect(within(card).getByText('@demo')).toBeVisible();
    expect(within(card).getByText('Ich bin ein Demo.')).toBeVisible();
    expect(within(card).getByText('12.345')).toBeVisible();
    expect(within(card).getByText('Ort: Berlin')).toBeVisible();
    expect(within(card).getByText('✔️ Verifiziert')).toBeVisible();
    expect(within(card).getByText('🔒 Privat')).toBeVisible();
    expect(within(card).getByText('Demodaten')).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });

  test('an empty username requests nothing and clears the previous result', async () => {
    const api = mockApi({
      'GET /api/lookups/social-profile/instagram/demo': () =>
        reply(socialProfileReplySchema, {
          ...demo,
          profile: { ...demo.profile, platform: 'instagram' },
        }),
    });
    await renderSocial();
    const field = screen.getByPlaceholderText('Benutzername');
    await userEvent.type(field, 'demo{Enter}');
    expect(await screen.findByRole('region', { name: 'Demo Konto' })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Benutzername ist erforderlich!')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Demo Konto' })).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  test('a failure is said in German, by the error code and the platform (not the English message)', async () => {
    mockApi({
      'GET /api/lookups/social-profile/instagram/unknown': () =>
        replyError('PROVIDER_NOT_FOUND', 'Instagram user not found.'),
      'GET /api/lookups/social-profile/twitter/busy': () =>
        replyError('PROVIDER_RATE_LIMITED', 'The X data provider is busy.'),
    });
    await renderSocial();
    const field = screen.getByPlaceholderText('Benutzername');
    await userEvent.type(field, 'unknown{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Instagram-Benutzer nicht gefunden.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Instagram user not found.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plattform' }), 'twitter');
    await userEvent.clear(field);
    await userEvent.type(field, 'busy{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Datenanbieter für X ist ausgelastet. Bitte versuche es später erneut.',
    );
  });

  test('in English the spec text of the platform', async () => {
    mockApi({
      'GET /api/lookups/social-profile/instagram/unknown': () =>
        replyError('PROVIDER_NOT_FOUND', 'Instagram user not found.'),
    });
    await renderSocial('en');
    await userEvent.type(screen.getByPlaceholderText('Username'), 'unknown{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Instagram user not found.');
  });

  test('without a server message: "Fehler beim Abrufen des Profils"', async () => {
    mockApi({
      'GET /api/lookups/social-profile/instagram/demo': () =>
        new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await renderSocial();
    await userEvent.type(screen.getByPlaceholderText('Benutzername'), 'demo{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Abrufen des Profils');
  });
});
