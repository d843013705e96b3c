import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import {
  ADMIN,
  apiLogin,
  createVerifiedUser,
  expectNoAxeViolations,
  uiLogin,
  expectNoSideScroll,
} from './helpers';

/**
 * Issue 13 §3–§4 as people meet them: the owner proves a profile with a code in the demo
 * provider's bio (no operator), downloads the badge as a credential and checks it, an operator
 * revokes it and the check says so; the opt-in person page lists the handle. Both languages,
 * axe on every screen.
 */
test.describe.configure({ mode: 'serial' });

const shots = process.env.E2E_SCREENSHOTS === '1';
const shot = async (page: Page, name: string) => {
  if (!shots) return;
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
};

test('bio code proof without an operator, credential download, verify, revoke, person page', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const owner = await createVerifiedUser(request, page, 'proof');
  const handle = `erika_${Date.now().toString(36)}`;

  const png = await sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const submitted = await request.post('/api/profile', {
    multipart: {
      full_name: 'Erika Beweis',
      email: owner.email,
      platform: 'instagram',
      username: handle,
      profile_url: `https://instagram.com/${handle}`,
      screenshot: { name: 'shot.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const profileId = ((await submitted.json()) as { profile_id: string }).profile_id;

  await uiLogin(page, owner.email, owner.password);
  await page.evaluate(() => localStorage.setItem('vigil.lang', 'de'));

  await test.step('the owner asks for a proof code', async () => {
    await page.goto(`/#/badge/${profileId}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Eigentum nachweisen' })).toBeVisible();
    await expect(page.getByText(/Noch nicht selbst nachgewiesen/)).toBeVisible();
    await page.getByRole('button', { name: 'Prüfcode anfordern' }).click();
    await expect(page.getByTestId('proof-code')).toHaveText(/^vigil-[a-z2-7]{16}$/);
    await expect(page.getByText('Demo-Anbieter – keine echte Plattform')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("'Prüfen' before the code is in the bio: not found", async () => {
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByText('Code nicht gefunden')).toBeVisible();
  });

  await test.step("the code goes into the demo bio; 'Prüfen' verifies without an operator", async () => {
    const code = (await page.getByTestId('proof-code').textContent())!;
    await page.getByLabel(`Bio von @${handle} (Demo)`).fill(`Fotografin aus Köln · ${code}`);
    await page.getByRole('button', { name: 'Bio speichern' }).click();
    await expect(page.getByText('Gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByText('Code gefunden')).toBeVisible();
    await expect(page.getByText('Eigentum nachgewiesen', { exact: true })).toBeVisible();
    await shot(page, 'ownership-proof');
    await expectNoAxeViolations(page);
  });

  await test.step('after the payment the badge is unlocked at once (already verified)', async () => {
    await page.getByRole('button', { name: 'Badge freischalten (4,99 €)' }).click();
    await page.getByRole('button', { name: /bezahlen/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Dein Badge ist freigeschaltet' }),
    ).toBeVisible();
    const pub = await page.request.get(`/p/${profileId}`);
    const html = await pub.text();
    expect(html).toContain('Eigentum nachgewiesen am');
    expect(html).toContain('Prüfcode in der Profilbeschreibung');
  });

  let file = '';
  await test.step('download the credential and verify it: valid', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Nachweis herunterladen' }).click();
    const path = await (await download).path();
    file = await readFile(path, 'utf8');
    expect(file.split('.')).toHaveLength(3);
    await page.getByRole('link', { name: 'Nachweis prüfen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nachweis prüfen' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Datei hochladen' }).click();
    await (
      await chooser
    ).setFiles({
      name: `vigil-badge-${profileId}.jwt`,
      mimeType: 'application/vc+jwt',
      buffer: Buffer.from(file),
    });
    await expect(page.getByText('Gültig', { exact: true })).toBeVisible();
    await expect(page.getByText(`Erika Beweis · instagram @${handle}`)).toBeVisible();
    await shot(page, 'verify-credential');
    await expectNoAxeViolations(page);
  });

  await test.step('an altered copy is caught', async () => {
    const [h, p, s] = file.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as {
      credentialSubject: { profile: { username: string } };
    };
    claims.credentialSubject.profile.username = 'someone_else';
    const altered = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    await page.getByLabel('Nachweis (Inhalt der Datei)').fill(altered);
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByText('Verändert', { exact: true })).toBeVisible();
  });

  await test.step('an operator revokes it; the same file now says revoked', async () => {
    const token = await apiLogin(request, ADMIN.email, ADMIN.password);
    const res = await request.post(`/api/profile/${profileId}/credential/revoke`, {
      headers: { authorization: `Bearer ${token}` },
      data: { reason: 'e2e' },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.getByLabel('Nachweis (Inhalt der Datei)').fill(file);
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByText('Widerrufen', { exact: true })).toBeVisible();
  });

  await test.step('the person page: opt in with a handle, /u/:handle lists the profile', async () => {
    await page.goto('/#/person-page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Deine persönliche Seite' }),
    ).toBeVisible();
    await expect(page.getByText(`@${handle}`)).toBeVisible();
    const slug = `erika-${Date.now().toString(36)}`;
    await page.getByLabel('Name der Seite').fill(slug);
    await page.getByRole('switch', { name: 'Seite öffentlich zeigen' }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Deine Seite ist öffentlich:')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'person-page-settings');
    await page.goto(`/u/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erika Beweis' })).toBeVisible();
    await expect(page.getByText(`@${handle}`)).toBeVisible();
    await expect(page.getByText(/Eigentum nachgewiesen am/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'person-page');
  });

  await test.step('English, and 390 px without sideways scrolling', async () => {
    await page.evaluate(() => localStorage.setItem('vigil.lang', 'en'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/#/badge/${profileId}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Prove ownership' })).toBeVisible();
    await expect(page.getByText('Ownership proven', { exact: true })).toBeVisible();
    await expect(page.getByText('The credential of this badge was revoked.')).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, 'ownership-proof-390');
    await page.goto('/#/verify-credential');
    await page.getByLabel('Credential (file contents)').fill(file);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await page.goto('/#/person-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal page' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await context.close();
});
