import {
  ownerProofSchema,
  ownershipSchema,
  proofCheckReplySchema,
  publicProfileSchema,
  type OwnerProof,
  type Ownership,
} from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { signIn } from '../../../test/session';
import { BadgeScreen } from './badge-screen';

afterEach(() => vi.unstubAllGlobals());

const ID = 'CPT-ABCDEFGH23456789';
const CODE = 'vigil-abcdefghijklmnop';
const profile = {
  id: ID,
  status: 'unpaid',
  is_verified: false,
  paid: false,
  full_name: 'Ada Lovelace',
  platform: 'instagram',
  username: 'ada',
  profile_url: 'https://instagram.com/ada',
  verified_at: null,
  paid_at: null,
  public_url: `https://vigil.example/p/${ID}`,
} as const;
const none: Ownership = {
  profile_id: ID,
  state: 'none',
  method: null,
  proven_at: null,
  checked_at: null,
  lapsed_at: null,
  lapse_reason: null,
};
const pending: OwnerProof = {
  ...none,
  state: 'pending',
  platform: 'instagram',
  username: 'ada',
  code: CODE,
  code_requested_at: '2026-03-01T10:00:00.000Z',
  bio_proof_available: true,
  demo: true,
  demo_bio: null,
};
const proven: OwnerProof = {
  ...pending,
  state: 'proven',
  method: 'bio_code',
  proven_at: '2026-03-02T10:00:00.000Z',
  demo_bio: `Hi ${CODE}`,
};

const render = () =>
  renderApp(<BadgeScreen />, { url: `/badge/${ID}`, path: '/badge/:id', lang: 'de' });

test('a visitor sees that ownership is not proven yet and is asked to sign in', async () => {
  mockApi({
    [`GET /api/profile/${ID}`]: () => reply(publicProfileSchema, profile),
    [`GET /api/profile/${ID}/ownership`]: () => reply(ownershipSchema, none),
  });
  await render();
  expect(await screen.findByText(/Noch nicht selbst nachgewiesen/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Anmelden' })).toBeVisible();
});

test('a signed-in non-owner is told the profile belongs to another address (no logout)', async () => {
  signIn({ role: 'user' });
  mockApi({
    [`GET /api/profile/${ID}`]: () => reply(publicProfileSchema, profile),
    [`GET /api/profile/${ID}/ownership`]: () => reply(ownershipSchema, none),
    [`GET /api/profile/${ID}/proof`]: () => replyError('NOT_FOUND', 'not yours'),
  });
  await render();
  expect(await screen.findByText(/mit einer anderen E-Mail-Adresse registriert/)).toBeVisible();
});

test('the owner puts the code into the demo bio and "Prüfen" proves the profile', async () => {
  signIn({ role: 'user' });
  const api = mockApi({
    [`GET /api/profile/${ID}`]: () => reply(publicProfileSchema, profile),
    [`GET /api/profile/${ID}/ownership`]: () => reply(ownershipSchema, none),
    [`GET /api/profile/${ID}/proof`]: () => reply(ownerProofSchema, pending),
    [`PUT /api/profile/${ID}/proof/demo-bio`]: () =>
      reply(ownerProofSchema, { ...pending, demo_bio: `Hallo ${CODE}` }),
    [`POST /api/profile/${ID}/proof/check`]: () =>
      reply(proofCheckReplySchema, { found: true, reason: null, proof: proven }),
  });
  await render();
  expect(await screen.findByTestId('proof-code')).toHaveTextContent(CODE);
  expect(screen.getByText('Demo-Anbieter – keine echte Plattform')).toBeVisible();
  const user = userEvent.setup();
  const bio = screen.getByLabelText('Bio von @ada (Demo)');
  await user.type(bio, 'Hallo');
  await user.click(screen.getByRole('button', { name: 'Code einfügen' }));
  expect(bio).toHaveValue(`Hallo ${CODE}`);
  await user.click(screen.getByRole('button', { name: 'Bio speichern' }));
  expect(await screen.findByText('Gespeichert.')).toBeVisible();
  expect(api.callsTo(`PUT /api/profile/${ID}/proof/demo-bio`)[0]?.body).toEqual({
    bio: `Hallo ${CODE}`,
  });
  await user.click(screen.getByRole('button', { name: 'Prüfen' }));
  expect(await screen.findByText('Code gefunden')).toBeVisible();
  expect(within(document.body).getByText(/ohne Operator/)).toBeVisible();
});

test('a missing code says so, in English too', async () => {
  signIn({ role: 'user' });
  mockApi({
    [`GET /api/profile/${ID}`]: () => reply(publicProfileSchema, profile),
    [`GET /api/profile/${ID}/ownership`]: () => reply(ownershipSchema, none),
    [`GET /api/profile/${ID}/proof`]: () => reply(ownerProofSchema, { ...pending, demo: false }),
    [`POST /api/profile/${ID}/proof/check`]: () =>
      reply(proofCheckReplySchema, {
        found: false,
        reason: 'code_missing',
        proof: { ...pending, demo: false },
      }),
  });
  await renderApp(<BadgeScreen />, { url: `/badge/${ID}`, path: '/badge/:id', lang: 'en' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Check' }));
  expect(await screen.findByText('Code not found')).toBeVisible();
  expect(screen.queryByText('Demo provider – not a real platform')).toBeNull();
});
