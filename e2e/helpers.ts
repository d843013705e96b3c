import { axeViolations } from './axe';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@vigil.test', password: 'admin-password-e2e' };

let counter = 0;
/** A fresh address per test, so tests never depend on each other's data. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', {
    data: { inputEmail: email, inputPassword: password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * The newest outbox message to `to` whose subject matches `subject`, read as an admin. Mail is
 * written after the reply that caused it (issue 8: equal timing for known and unknown
 * addresses), so the message may land a few milliseconds later: poll for it.
 */
export async function outboxBody(request: APIRequestContext, to: string, subject?: RegExp) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  let body: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/outbox?limit=20&q=${encodeURIComponent(to)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status()).toBe(200);
        const { items } = (await res.json()) as {
          items: { to: string; subject: string | null; body: string }[];
        };
        body = items.find((m) => m.to === to && (!subject || subject.test(m.subject ?? '')))?.body;
        return body !== undefined;
      },
      { message: `no outbox message to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return body!;
}

/** The link in the newest outbox message to `to` whose subject matches `subject`. */
export async function outboxLink(request: APIRequestContext, to: string, subject: RegExp) {
  const body = await outboxBody(request, to, subject);
  const link = /(https?:\/\/\S+)/.exec(body)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

/** Registers through the API and verifies through the link in the outbox. */
export async function createVerifiedUser(request: APIRequestContext, page: Page, tag: string) {
  const email = uniqueEmail(tag);
  const password = 'correct-horse-battery';
  const res = await request.post('/api/register', {
    data: { inputEmail: email, inputPassword: password },
  });
  expect(res.status()).toBe(201);
  const link = await outboxLink(request, email, /verify/i);
  await page.goto(link);
  // The first page load of a fresh browser context: slow on a busy machine.
  await expect(page.getByText(/verified/i).first()).toBeVisible({ timeout: 30_000 });
  return { email, password };
}

export async function uiLogin(page: Page, email: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel(/username/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^(login|anmelden)$/i }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Waits until no CSS transition or animation is running (Mantine's modals and menus fade in for
 * ~150–200 ms), so axe and screenshots see the final colours.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/**
 * The page itself never scrolls sideways (wide content scrolls in its own container). Polled:
 * after a resize, a reload or a toast the layout follows in an effect, and once, in CI, a first
 * measure at 390 px still saw 496 px; an overflow that stays fails after the timeout.
 */
export async function expectNoSideScroll(page: Page, label = 'page') {
  await expect
    .poll(
      // Against clientWidth (the window less a vertical scrollbar): the stricter of the two.
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: `sideways page scroll: ${label}` },
    )
    .toBeLessThanOrEqual(0);
}

/** The two widths the sweeps check every state at: a desktop window and a phone. */
export const SWEEP_WIDTHS = [1280, 390] as const;

/**
 * Runs `check` at the page's width, then resizes the window to the other sweep width and runs it
 * again. The page stays at that width, so the next state is brought about there and both widths
 * are used for input too.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>) {
  const now = page.viewportSize()!.width;
  await check(now);
  const other = now === SWEEP_WIDTHS[0] ? SWEEP_WIDTHS[1] : SWEEP_WIDTHS[0];
  await page.setViewportSize({ width: other, height: 900 });
  await check(other);
}
