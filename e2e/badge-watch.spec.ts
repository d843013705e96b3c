import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser } from './fixtures';
import {
  ADMIN,
  animationsSettled,
  apiLogin,
  createVerifiedUser,
  expectNoAxeViolations,
  outboxBody,
  expectNoSideScroll,
} from './helpers';

/**
 * Badges that stay true, as people meet them: a paid and verified badge is watched by the
 * system; the daily check of its profile finds it suspicious (the demo account `fake12345`
 * scores above the review threshold), so the badge goes into the operators' review queue with
 * the evidence and the owner gets an e-mail; the public page says, neutrally, that it is being
 * checked again. The operator revokes it with a reason, and the public page, the QR
 * verification and the owner's badge screen show the revocation and the reason. Both
 * languages, 1280 and 390 px, axe on every screen.
 *
 * The check itself is the watchlists module's: it keeps a daily system watch for every badge it
 * is told about (`badge.watch`) and reports each check (`watch.checked`). Nothing here publishes
 * events or writes to the database.
 */
test.describe.configure({ mode: 'serial' });

/** A demo account the trust model scores above the review threshold (70) on Instagram. */
const HANDLE = 'fake12345';
const REASON = 'Gekaufte Follower: der Fake-Score liegt dauerhaft über der Schwelle.';

const screenshotPng = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#e2e8f0' } })
    .png()
    .toBuffer();

async function contextFor(
  browser: Browser,
  p: { lang: 'de' | 'en'; width: 1280 | 390; token?: string },
) {
  const context = await browser.newContext({
    viewport: { width: p.width, height: p.width === 390 ? 844 : 900 },
  });
  await context.addInitScript(
    ([lang, token]) => {
      localStorage.setItem('vigil.lang', lang!);
      if (token) localStorage.setItem('access_token', token);
    },
    [p.lang, p.token ?? ''],
  );
  return context;
}

type Review = { id: string; profile_id: string; state: string; evidence: { kind: string }[] };

/** The profile's review entries in `state`, read as the operator. */
async function reviewsOf(request: APIRequestContext, token: string, id: string, state: string) {
  const res = await request.get(`/api/badge-reviews?state=${state}&q=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Review[] }).items.filter((r) => r.profile_id === id);
}

test('a badge turns suspicious, the operator sees the evidence, revokes it with a reason, the public page shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const signUp = await browser.newContext();
  const owner = await createVerifiedUser(request, await signUp.newPage(), 'badge-watch');
  await signUp.close();
  const ownerContext = await contextFor(browser, { lang: 'de', width: 1280 });
  const ownerPage = await ownerContext.newPage();
  let profileId = '';
  let qrUrl = '';

  await test.step('a badge for the account: submitted, paid on the demo checkout, verified', async () => {
    const submitted = await request.post('/api/profile', {
      multipart: {
        full_name: 'Tobias Treu',
        email: owner.email,
        platform: 'instagram',
        username: HANDLE,
        profile_url: `https://www.instagram.com/${HANDLE}`,
        screenshot: { name: 'proof.png', mimeType: 'image/png', buffer: await screenshotPng() },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    profileId = ((await submitted.json()) as { profile_id: string }).profile_id;
    await ownerPage.goto(`/#/badge/${profileId}`);
    await ownerPage.getByRole('button', { name: 'Badge freischalten (4,99 €)' }).click();
    await ownerPage.getByRole('button', { name: /bezahlen/ }).click();
    await expect(ownerPage.getByText('Zahlung eingegangen')).toBeVisible();
    const verified = await request.post(`/api/verify-profile/${profileId}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    // A QR printed while the badge is valid: it must say "revoked" later.
    const token = await request.post('/api/generate-token', { data: { profileId } });
    expect(token.status()).toBe(200);
    qrUrl = ((await token.json()) as { verify_url: string }).verify_url;
  });

  await test.step("the system watch checks the badge's profile and finds it suspicious", async () => {
    await expect
      .poll(async () => (await reviewsOf(request, adminToken, profileId, 'open')).length, {
        message:
          'no review entry: the watchlists module must watch the new badge (badge.watch) and report its check (watch.checked)',
        timeout: 120_000,
        intervals: [1_000, 2_000, 5_000],
      })
      .toBe(1);
    const [review] = await reviewsOf(request, adminToken, profileId, 'open');
    expect(review!.evidence.map((e) => e.kind)).toContain('score');
  });

  await test.step('the owner is told by e-mail, in both languages', async () => {
    const body = await outboxBody(request, owner.email, /under review/);
    expect(body).toMatch(/Der Fake-Score des Profils liegt bei \d+ von 100/);
    expect(body).toMatch(/The profile's fake score is \d+ of 100/);
  });

  await test.step('the public page: last checked, and neutrally that it is checked again', async () => {
    const pub = await ownerContext.newPage();
    await pub.goto(`/p/${profileId}`);
    await expect(pub.getByText('✔ Verifiziert durch Vigil')).toBeVisible();
    await expect(pub.getByText('Zuletzt geprüft', { exact: true })).toBeVisible();
    await expect(pub.getByText('Wird erneut geprüft', { exact: true })).toBeVisible();
    await expect(pub.getByText(/Fake/)).toHaveCount(0);
    await expectNoAxeViolations(pub);
    await pub.close();
    await ownerPage.goto(`/#/badge/${profileId}`);
    await ownerPage.reload();
    await expect(ownerPage.getByText('Dein Badge wird erneut geprüft')).toBeVisible();
    await expect(ownerPage.getByText(/^Zuletzt geprüft /)).toBeVisible();
    await expectNoAxeViolations(ownerPage);
  });

  await test.step("the operator's queue at 1280 px (de): the badge with the evidence", async () => {
    const context = await contextFor(browser, { lang: 'de', width: 1280, token: adminToken });
    const page = await context.newPage();
    await page.goto(`/#/badge-reviews?q=${profileId}`);
    // The first page of a fresh browser context: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Badge-Prüfung' })).toBeVisible({
      timeout: 30_000,
    });
    const row = page.getByRole('row').filter({ hasText: profileId });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Tobias Treu', { exact: true })).toBeVisible();
    await expect(row.getByTestId('badge-review-evidence')).toContainText(
      /Fake-Score \d+ von 100, über der Schwelle 70\./,
    );
    await expect(row.getByRole('button', { name: /^Widerrufen\s?: Tobias Treu$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: /^Freigeben\s?: Tobias Treu$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Badge freigeben' });
    await expect(dialog.getByText('Optional, nur im Protokoll.')).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  await test.step('at 390 px (en): the same entry; revoke needs a reason; revoked', async () => {
    const context = await contextFor(browser, { lang: 'en', width: 390, token: adminToken });
    const page = await context.newPage();
    await page.goto(`/#/badge-reviews?q=${profileId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Badge review' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('badge-review-evidence')).toContainText(
      /Fake score \d+ of 100, above the threshold 70\./,
    );
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Revoke\s?: Tobias Treu$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the badge' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog.getByText('Please give a reason (at least 3 characters).')).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page);
    await dialog.getByLabel(/^Reason/).fill(REASON);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toHaveCount(0);
    // Decided: it leaves the open entries (the view is searched for this badge).
    await expect(page.getByText('No entries found.')).toBeVisible();
    await page.getByText('Revoked', { exact: true }).click();
    await expect(page.getByText(REASON)).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
    expect(await reviewsOf(request, adminToken, profileId, 'revoked')).toHaveLength(1);
  });

  await test.step('the public page and the QR verification: revoked, with the reason', async () => {
    const pub = await ownerContext.newPage();
    await pub.goto(`/p/${profileId}`);
    await expect(pub.getByRole('heading', { level: 1, name: 'Badge widerrufen' })).toBeVisible();
    await expect(pub.getByText(REASON).first()).toBeVisible();
    await expectNoAxeViolations(pub);
    await pub.goto(qrUrl);
    await expect(pub.getByRole('heading', { level: 1, name: 'Widerrufen' })).toBeVisible();
    await expect(pub.getByText(REASON).first()).toBeVisible();
    await expectNoAxeViolations(pub);
    await pub.close();
  });

  await test.step("the owner's badge screen in both languages and widths, and the owner's mail", async () => {
    await ownerPage.goto(`/#/badge/${profileId}`);
    await ownerPage.reload();
    await expect(ownerPage.getByText('Badge widerrufen')).toBeVisible();
    await expect(ownerPage.getByText(`Begründung: ${REASON}`)).toBeVisible();
    await expectNoAxeViolations(ownerPage);
    const phone = await contextFor(browser, { lang: 'en', width: 390 });
    const page = await phone.newPage();
    await page.goto(`/#/badge/${profileId}`);
    await expect(page.getByText('Badge revoked')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Reason: ${REASON}`)).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await phone.close();
    expect(await outboxBody(request, owner.email, /revoked/)).toContain(REASON);
  });

  await ownerContext.close();
});
