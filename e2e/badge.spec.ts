import { expect, test, type Browser, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ADMIN, createVerifiedUser, expectNoAxeViolations, uiLogin, uniqueEmail } from './helpers';

/**
 * The trust badge chain as people meet it (issue 3 §6): a visitor registers a profile and
 * pays on the demo checkout, the operator reviews and verifies it, the badge, the public page
 * and the QR work and verify, and deleting the profile revokes every QR at once.
 */

test.describe.configure({ mode: 'serial' });

/** A small, real PNG that looks like a profile screenshot. */
function screenshotPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="#f1f5f9"/>
    <circle cx="80" cy="80" r="48" fill="#6366f1"/>
    <rect x="150" y="50" width="260" height="24" rx="6" fill="#0f172a"/>
    <rect x="150" y="90" width="180" height="16" rx="6" fill="#64748b"/>
    <rect x="32" y="160" width="416" height="128" rx="12" fill="#e2e8f0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A page whose app speaks German, so the spec's German strings are asserted verbatim. */
async function germanPage(browser: Browser) {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addInitScript(() => localStorage.setItem('vigil.lang', 'de'));
  return context.newPage();
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await uiLogin(page, ADMIN.email, ADMIN.password);
  await page.evaluate(() => localStorage.setItem('vigil.lang', 'de'));
  return page;
}

async function openProfileRow(admin: Page, email: string) {
  await admin.goto(`/#/verify-profiles?q=${encodeURIComponent(email)}`);
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Profile verwalten' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('visitor registers, pays, operator verifies, badge + QR verify, deletion revokes', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('badge');
  const fullName = 'Ada Lovelace';
  const visitor = await germanPage(browser);
  let profileId = '';

  await test.step('1. a visitor submits a profile with a PNG and lands on the locked badge', async () => {
    await visitor.goto('/#/validate-profile');
    await expect(visitor.getByRole('button', { name: 'Datei auswählen' })).toBeVisible();
    await expectNoAxeViolations(visitor);

    // Without a screenshot nothing is sent.
    await visitor.getByRole('button', { name: 'Absenden' }).click();
    await expect(visitor.getByText('Bitte lade einen Screenshot hoch.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Absenden' })).toBeDisabled();

    await visitor.getByRole('textbox', { name: 'Vollständiger Name' }).fill(fullName);
    await visitor.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await visitor.getByRole('combobox', { name: 'Plattform' }).selectOption('github');
    await visitor.getByRole('textbox', { name: 'Benutzername' }).fill('ada');
    await visitor.getByRole('textbox', { name: 'Profil-URL' }).fill('https://github.com/ada');
    const chooser = visitor.waitForEvent('filechooser');
    await visitor.getByRole('button', { name: 'Datei auswählen' }).click();
    await (
      await chooser
    ).setFiles({ name: 'profil.png', mimeType: 'image/png', buffer: await screenshotPng() });
    await expect(visitor.getByRole('textbox', { name: 'Screenshot' })).toHaveValue('profil.png');
    // Hold the screenshot until the result has been checked: its load starts the redirect.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await visitor.route('**/uploads/**', async (route) => {
      await held;
      await route.continue();
    });
    await visitor.getByRole('button', { name: 'Absenden' }).click();

    await expect(visitor.getByRole('heading', { name: 'Dein verifiziertes Profil' })).toBeVisible();
    // Nobody has reviewed it yet: the spec's badge says so and is not green (issue 8 §5).
    await expect(visitor.getByText('Verifiziert durch Vigil: ausstehend')).toBeVisible();
    await expect(visitor.getByText('Wartet auf Prüfung')).toBeVisible();
    await expectNoAxeViolations(visitor);
    release();
    await expect(visitor).toHaveURL(/#\/badge\/CPT-[A-Z0-9]+$/);
    await visitor.unroute('**/uploads/**');
    profileId = /#\/badge\/(CPT-[A-Z0-9]+)/.exec(visitor.url())![1]!;
    await expect(visitor.getByText('Badge ist noch nicht freigeschaltet.')).toBeVisible();
    await expectNoAxeViolations(visitor);

    // Opening Validate Profile again offers an empty form for another profile.
    await visitor.getByRole('link', { name: 'Profil validieren' }).first().click();
    await expect(visitor.getByRole('textbox', { name: 'Vollständiger Name' })).toHaveValue('');
    await expect(visitor.getByRole('heading', { name: 'Dein verifiziertes Profil' })).toHaveCount(
      0,
    );
    await visitor.goto(`/#/badge/${profileId}`);
  });

  await test.step('2. they pay on the demo checkout and the badge awaits review', async () => {
    await visitor.getByRole('button', { name: 'Badge freischalten (4,99 €)' }).click();
    await expect(visitor.getByText('Demo – keine echte Zahlung')).toBeVisible();
    await expect(visitor.getByText(profileId)).toBeVisible();
    await visitor.getByRole('button', { name: /bezahlen/ }).click();
    await expect(visitor).toHaveURL(new RegExp(`#/badge/${profileId}\\?payment=success$`));
    await expect(visitor.getByText('Zahlung eingegangen')).toBeVisible();
    await expect(visitor.getByText('Badge ist noch nicht freigeschaltet.')).toHaveCount(0);
  });

  const admin = await adminPage(browser);

  await test.step('3. the admin opens the screenshot, zooms, rotates and verifies', async () => {
    const row = await openProfileRow(admin, email);
    await expect(row.getByText('Nicht verifiziert')).toBeVisible();
    await expect(row.getByText('Bezahlt', { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);

    await row.getByRole('button', { name: /^Öffnen/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Screenshot' });
    const image = dialog.getByRole('img', { name: `Screenshot von ${fullName}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expect(dialog.getByText('Zoom: 100 %')).toBeVisible();
    await dialog.getByRole('button', { name: 'Vergrößern' }).click();
    await dialog.getByRole('button', { name: 'Vergrößern' }).click();
    await expect(dialog.getByText('Zoom: 140 %')).toBeVisible();
    await dialog.getByRole('button', { name: 'Um 90° drehen' }).click();
    await expect(image).toHaveAttribute('style', /rotate\(90deg\) scale\(1\.4\)/);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: /^Verifizieren/ }).click();
    await expect(row.getByText('Verifiziert', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Verifizieren/ })).toHaveCount(0);
  });

  let verifyUrl = '';
  await test.step('4. the badge is unlocked; public page, QR, download and verify agree', async () => {
    await visitor.goto(`/#/badge/${profileId}`);
    await visitor.reload();
    const badge = visitor.getByRole('img', { name: /Trust-Badge von Ada Lovelace/ });
    await expect(badge).toBeVisible();
    await expect
      .poll(() => badge.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(visitor.getByText('Öffentlicher Link zum Badge:')).toBeVisible();
    const open = visitor.getByRole('link', { name: 'Öffentliches Badge öffnen' });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /noopener/);
    await expect(open).toHaveAttribute('href', new RegExp(`/p/${profileId}$`));
    await expectNoAxeViolations(visitor);

    const popup = visitor.waitForEvent('popup');
    await open.click();
    const publicPage = await popup;
    await expect(publicPage.getByText('Verifiziert durch Vigil').first()).toBeVisible();
    await expect(publicPage.getByRole('heading', { name: fullName })).toBeVisible();
    await publicPage.close();

    await visitor.getByRole('link', { name: 'QR-Code anzeigen' }).click();
    await expect(visitor.getByRole('heading', { name: 'Trust-Badge QR-Code' })).toBeVisible();
    const qr = visitor.getByRole('img', { name: new RegExp(`QR-Code zur Prüfung des Profils`) });
    await expect(qr).toHaveAttribute('width', '200');
    await expect(visitor.getByText(`Profil-ID: ${profileId}`)).toBeVisible();
    await expect(visitor.getByText('Status: Verifiziert')).toBeVisible();
    await expectNoAxeViolations(visitor);

    const download = visitor.waitForEvent('download');
    await visitor.getByRole('button', { name: 'QR-Code herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${profileId}_trust_badge_qr.png`);
    const meta = await sharp(await readFile((await file.path())!)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 200 });

    const token = await request.post('/api/generate-token', {
      data: { profileId, status: 'verified' },
    });
    expect(token.status()).toBe(200);
    verifyUrl = ((await token.json()) as { verify_url: string }).verify_url;
    expect(verifyUrl).toContain('/api/verify?token=');
    const verdict = await request.get(verifyUrl, { headers: { accept: 'application/json' } });
    expect(await verdict.json()).toMatchObject({ result: 'verified', profile_id: profileId });
    await visitor.goto(verifyUrl);
    await expect(visitor.getByRole('heading', { name: 'Verifiziert' })).toBeVisible();
  });

  await test.step('5. the admin deletes the profile and every QR says revoked', async () => {
    const row = await openProfileRow(admin, email);
    await row.getByRole('button', { name: /^Löschen/ }).click();
    const confirm = admin.getByRole('dialog', { name: 'Profil wirklich löschen?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect(admin.getByText('Keine Profile gefunden.')).toBeVisible();

    const verdict = await request.get(verifyUrl, { headers: { accept: 'application/json' } });
    expect(await verdict.json()).toMatchObject({ result: 'revoked', profile_id: profileId });
    await visitor.goto(`/#/badge/${profileId}`);
    await expect(visitor.getByText('Badge widerrufen')).toBeVisible();
    const publicPage = await request.get(`/p/${profileId}`);
    expect(publicPage.status()).toBe(404);
  });
});

test('a visitor without an id is asked for one; the QR of an unpaid profile is refused', async ({
  browser,
}) => {
  const visitor = await germanPage(browser);
  await visitor.goto('/#/badge');
  await visitor.getByRole('textbox', { name: 'Profil-ID' }).fill('CPT-DOESNOTEXIST23');
  await visitor.getByRole('button', { name: 'Badge anzeigen' }).click();
  await expect(visitor).toHaveURL(/#\/badge\/CPT-DOESNOTEXIST23$/);
  await expect(visitor.getByText('Profil nicht gefunden')).toBeVisible();
  await visitor.goto('/#/qr-code?profileId=CPT-DOESNOTEXIST23');
  await expect(visitor.getByText('Zu dieser Profil-ID gibt es kein Profil.')).toBeVisible();
});

test('the payment screen explains a refused checkout in German', async ({ browser, request }) => {
  const page = await (await browser.newContext()).newPage();
  const user = await createVerifiedUser(request, page, 'pay-de');
  await uiLogin(page, user.email, user.password);
  await page.evaluate(() => localStorage.setItem('vigil.lang', 'de'));
  await page.goto('/#/payments?profileId=CPT-DOESNOTEXIST23');
  await page.reload();
  await page.getByRole('button', { name: 'Mit Karte bezahlen (4,99 €)' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Fehler beim Starten des Bezahlvorgangs.');
  await expect(alert).toContainText('Zu dieser Profil-ID gibt es kein Profil.');
  await expect(alert).not.toContainText('No profile');
  await expectNoAxeViolations(page);
});
