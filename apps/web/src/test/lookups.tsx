import type { ErrorCode, TiktokProfileReply } from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, test } from 'vitest';
import { estimateFixture } from './estimate';
import { mockApi, replyError } from './mock-api';
import { renderApp } from './render';

/** The provenance of a demo lookup reply, as the lookup screen tests send it. */
export const demoMeta = {
  source: 'demo',
  cached: false,
  dataAsOf: '2026-03-01T10:00:00.000Z',
} as const;

/** The TikTok user `demo` (with the secUid its posts are fetched by), as a lookup reply. */
export const tiktokProfileOf = (
  over: Partial<TiktokProfileReply['user']> = {},
  locationProbabilityWrong: number | null = 0,
): TiktokProfileReply => ({
  ...demoMeta,
  user: {
    id: '1',
    uniqueId: 'demo',
    nickname: 'Demo Account',
    signature: 'Dancing since 2018',
    avatarUrl: 'https://example.com/a.png',
    secUid: 'demo-sec-demo',
    region: 'DE',
    location: 'DE',
    followers: 12345,
    following: 321,
    likes: 1000,
    videos: 12,
    verified: true,
    createdAt: '2018-01-01T00:00:00.000Z',
    ...over,
  },
  accountAge: { years: 8, days: 2980 },
  fake: estimateFixture(0, []),
  locationProbabilityWrong,
});

/** The value shown beside a label in a profile block (the block is a description list). */
export const fieldValue = (block: HTMLElement, label: string) =>
  within(block).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

type LookupForm = {
  /** The screen and the route it is rendered at. */
  ui: ReactElement;
  url: string;
  /** The English label of the username field. */
  input: string;
  /** The English name of the submit button; without one the form is sent with Enter. */
  button?: string;
  /** The path the screen calls for `name` (the one a failure is answered on). */
  path: (name: string) => string;
};

type LookupFailure = {
  title: string;
  /** The name looked up, its call answered with the API error `code` and `message`. */
  name: string;
  code: ErrorCode;
  message: string;
  /** The text the alert holds. */
  shows: string;
  /** What else the failure leaves on screen (or takes away), checked after the alert. */
  after?: () => void;
};

/**
 * A lookup screen as a signed-in user meets it: `render` it, `lookUp` a name (the field is
 * cleared first; an empty name only submits), `refuseEmpty` a name the form must not send, or
 * `failWith` an API error and get the alert; `failureTests` declares one test a failure.
 * The caller stubs `fetch` with `mockApi` and restores it after each test.
 */
export function lookupScreen(form: LookupForm) {
  const render = (lang: 'de' | 'en' = 'en') =>
    renderApp(form.ui, { url: form.url, session: { role: 'user' }, lang });
  /** `button` names the submit button where this lookup clicks it and the others press Enter. */
  const lookUp = async (name: string, button = form.button) => {
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: form.input });
    await user.clear(field);
    if (name) await user.type(field, name);
    if (button) await user.click(screen.getByRole('button', { name: button }));
    else await user.type(field, '{Enter}');
    return user;
  };
  /**
   * Renders the screen and sends `name` (empty unless given): `message` shows and nothing is
   * called. Resolves to the stubbed API, for the checks that follow.
   */
  const refuseEmpty = async (message: string, opts: { name?: string; button?: string } = {}) => {
    const api = mockApi({});
    await render();
    await lookUp(opts.name ?? '', opts.button);
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.calls).toEqual([]);
    return api;
  };
  /** Looks `name` up while its call fails with `code` and `message`; resolves to the alert. */
  const failWith = async (name: string, code: ErrorCode, message: string) => {
    mockApi({ [`GET ${form.path(name)}`]: () => replyError(code, message) });
    await render();
    await lookUp(name);
    return screen.findByRole('alert');
  };
  /** One test each: looking `name` up while its call fails shows `shows` in the alert. */
  const failureTests = (failures: readonly LookupFailure[]) => {
    for (const f of failures) {
      test(f.title, async () => {
        const alert = await failWith(f.name, f.code, f.message);
        expect(alert).toHaveTextContent(f.shows);
        f.after?.();
      });
    }
  };
  return { render, lookUp, refuseEmpty, failWith, failureTests };
}
