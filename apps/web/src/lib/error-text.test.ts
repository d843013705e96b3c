import { errorCodeSchema } from '@vigil/shared';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import i18n, { lazyNamespaceNames } from '../i18n';
import { apiErrorsI18n, clientErrorKinds } from '../i18n/api-errors';
import { api, ApiError } from './api-client';
import { errorKindOf, useErrorText } from './error-text';

beforeAll(async () => {
  await i18n.loadNamespaces(lazyNamespaceNames);
});

async function textIn(lang: 'de' | 'en', err: unknown, overrides?: Record<string, string>) {
  await i18n.changeLanguage(lang);
  const { result } = renderHook(() => useErrorText());
  return result.current(err, overrides);
}

const replyWith = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the error reply becomes text by its code, never by its English message', () => {
  test('a payment conflict reads German in the German UI', async () => {
    vi.stubGlobal(
      'fetch',
      replyWith(409, {
        error: { code: 'CONFLICT', message: 'This badge has already been paid.' },
        requestId: 'r1',
      }),
    );
    const err = await api('/checkout-session', { method: 'POST', anonymous: true }).catch(
      (e: unknown) => e,
    );
    vi.unstubAllGlobals();
    expect(err).toBeInstanceOf(ApiError);
    const text = await textIn('de', err, { CONFLICT: 'apiErrors:checkout.alreadyPaid' });
    expect(text).toBe('Dieses Badge ist bereits bezahlt.');
    expect(text).not.toContain('already');
    expect(await textIn('en', err)).toBe(
      'This does not fit the current state. Reload the page and try again.',
    );
  });

  test('params from the reply fill the text: retryAfter becomes "in 15 Minuten"', async () => {
    vi.stubGlobal(
      'fetch',
      replyWith(429, {
        error: {
          code: 'ACCOUNT_LOCKED',
          message: 'Too many failed sign-in attempts.',
          params: { retryAfter: 900, ignored: { nested: true } },
        },
        requestId: 'r2',
      }),
    );
    const err = await api('/login', { method: 'POST', anonymous: true }).catch((e: unknown) => e);
    vi.unstubAllGlobals();
    expect((err as ApiError).params).toEqual({ retryAfter: 900 });
    expect(await textIn('de', err)).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuche es in 15 Minuten erneut oder setze dein Passwort zurück.',
    );
    expect(await textIn('en', err)).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes or reset your password.',
    );
    const noWait = new ApiError(429, 'Too many requests.', 'RATE_LIMITED');
    expect(await textIn('de', noWait)).toBe(
      'Zu viele Anfragen. Bitte versuche es gleich noch einmal.',
    );
  });

  test('failures outside the error shape get their own text', async () => {
    expect(errorKindOf(new TypeError('Failed to fetch'))).toBe('NETWORK');
    expect(await textIn('de', new TypeError('Failed to fetch'))).toMatch(/^Keine Verbindung/);
    const proxyPage = new ApiError(502, 'Bad Gateway');
    expect(await textIn('en', proxyPage)).toBe(
      'The server answered unexpectedly (HTTP 502). Please try again later.',
    );
    const badShape = z.object({ a: z.string() }).safeParse({}).error;
    expect(errorKindOf(badShape)).toBe('BAD_REPLY');
    expect(await textIn('en', new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  test('a failure on our side names the request id for support', async () => {
    const err = new ApiError(500, 'x', 'INTERNAL', {}, 'req-42');
    expect(await textIn('en', err)).toBe(
      'Something went wrong on our side. Please try again. Reference for support: req-42',
    );
    expect(await textIn('de', err)).toMatch(/Fehlernummer für den Support: req-42$/);
    const proxy = new ApiError(503, 'Service Unavailable', undefined, {}, 'req-43');
    expect(await textIn('en', proxy)).toMatch(/\(HTTP 503\).*Reference for support: req-43$/);
    // A user's own mistake carries no reference.
    const mine = new ApiError(400, 'x', 'VALIDATION_FAILED', {}, 'req-44');
    expect(await textIn('en', mine)).not.toMatch(/req-44/);
  });

  test('a code this web app does not know yet falls back to the HTTP text', async () => {
    const future = new ApiError(418, 'New rule.', 'SOMETHING_NEW' as never);
    expect(await textIn('de', future)).toBe(
      'Der Server hat unerwartet geantwortet (HTTP 418). Bitte versuche es später erneut.',
    );
  });
});

describe('the apiErrors catalogue', () => {
  test('has a text for every error code and client kind in both languages', () => {
    for (const key of [...errorCodeSchema.options, ...clientErrorKinds]) {
      for (const lang of ['de', 'en'] as const) {
        const text = (apiErrorsI18n[lang] as Record<string, string>)[key];
        expect(text, `${lang} ${key}`).toMatch(/\S/);
      }
    }
  });

  test('both languages have the same keys and the same placeholders', () => {
    const { de, en } = apiErrorsI18n as Record<'de' | 'en', Record<string, unknown>>;
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (s: unknown) =>
      [...JSON.stringify(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(de)) {
      expect(placeholders(de[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
