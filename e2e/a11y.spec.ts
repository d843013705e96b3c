import { axeViolations } from './axe';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import sharp from 'sharp';
import {
  ADMIN,
  animationsSettled,
  apiLogin,
  atBothWidths,
  createVerifiedUser,
  SWEEP_WIDTHS,
  uniqueEmail,
} from './helpers';
import { LONG_NAME } from './lookup-sweep';

/**
 * Accessibility and small screens (issue 8 §5): every route of the app, in German and English,
 * at 1280 px and 390 px, has 0 axe violations and no horizontal page scroll. Public routes are
 * visited anonymously, user routes signed in, operator routes as the admin; the modals and
 * menus of the screens are opened too. One browser context per language and access; each state
 * is brought about once and checked at both widths (the window resized), so a screen's data
 * loads once for both. The sign-ins are made once through the API and reused.
 */

type Access = 'public' | 'user' | 'admin';
/** Brings the screen into another state (a modal, a menu, a result) and names it. */
type Step = (page: Page) => Promise<string>;
type Visit = {
  path: string;
  access: Access;
  /** Run after the first check, each followed by another check. */
  steps?: Step[];
  /** Checked by its own sweep (the lookup screens, with their results): not visited here. */
  sweptElsewhere?: boolean;
  /**
   * Screens with wide content (charts, tables): at 390 px no element of the main area may
   * reach past the window either, also not inside a box that scrolls sideways on its own.
   */
  fit?: true;
};

/** Every route of the app (spec 000 §2.1 plus the app's own screens). */
const ROUTES: Visit[] = [
  { path: '/login', access: 'public', steps: [openForgotPassword] },
  { path: '/register', access: 'public' },
  { path: '/verify-email', access: 'public' },
  { path: '/reset-password', access: 'public' },
  { path: '/404', access: 'public' },
  { path: '/500', access: 'public' },
  { path: '/validate-profile', access: 'public' },
  { path: '/badge', access: 'public' },
  { path: '/badge/{id}', access: 'public' },
  { path: '/qr-code', access: 'public' },
  { path: '/qr-code?profileId={id}', access: 'public' },
  { path: '/verify-credential', access: 'public' },
  { path: '/dashboard', access: 'user', steps: [openAccountMenu] },
  { path: '/account', access: 'user', steps: [openDeleteAccount] },
  { path: '/analysis', access: 'user', fit: true },
  { path: '/account-detail', access: 'user' },
  { path: '/watchlists', access: 'user', steps: [openNewWatchlist] },
  { path: '/alerts', access: 'user' },
  { path: '/upload', access: 'user' },
  { path: '/news-analysis', access: 'user', steps: [openNewsDialog, checkOutlet], fit: true },
  { path: '/follower-analyzer', access: 'user' },
  // The lookup screens are swept by lookups-a/b.spec.ts (lookup-sweep.ts) in both languages and
  // widths: empty, submitted empty, found and failed. Listed here for the sidebar check only.
  { path: '/social-profile', access: 'user', sweptElsewhere: true },
  { path: '/youtube', access: 'user', sweptElsewhere: true },
  { path: '/linkedin', access: 'user', sweptElsewhere: true },
  { path: '/facebook', access: 'user', sweptElsewhere: true },
  { path: '/truth-social', access: 'user', sweptElsewhere: true },
  { path: '/telegram', access: 'user', sweptElsewhere: true },
  { path: '/snap', access: 'user', sweptElsewhere: true },
  { path: '/x-comp', access: 'user', sweptElsewhere: true },
  { path: '/instagram', access: 'user', sweptElsewhere: true },
  { path: '/tiktok', access: 'user', sweptElsewhere: true },
  { path: '/user-info', access: 'user' },
  { path: '/payments', access: 'user' },
  { path: '/linked-accounts', access: 'user' },
  { path: '/person-page', access: 'user' },
  { path: '/verify-profiles', access: 'admin', steps: [openScreenshotModal] },
  { path: '/source-review', access: 'admin' },
  { path: '/image-list', access: 'admin' },
  // The badge review queue as it comes (usually empty); badge-watch.spec.ts checks it with an
  // entry, its dialogs and both widths.
  { path: '/badge-reviews', access: 'admin' },
  { path: '/outbox', access: 'admin' },
  { path: '/providers', access: 'admin' },
  { path: '/audit', access: 'admin' },
];

// The sweeps are independent (each its own browser context and sign-in): spread them over the
// workers. beforeAll then runs once per worker, against that worker's server.
test.describe.configure({ mode: 'parallel' });

const LANGUAGES = ['de', 'en'] as const;

type Tokens = { user: string; admin: string };
let tokens: Tokens;
let profileId = '';

/** A small, real PNG as the profile's evidence. */
const screenshotPng = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#e2e8f0' } })
    .png()
    .toBuffer();

async function createProfile(request: APIRequestContext) {
  const res = await request.post('/api/profile', {
    multipart: {
      full_name: 'Grace Hopper',
      email: uniqueEmail('a11y-profile'),
      platform: 'github',
      username: 'grace',
      profile_url: 'https://github.com/grace',
      screenshot: { name: 'proof.png', mimeType: 'image/png', buffer: await screenshotPng() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { profile_id: string }).profile_id;
}

test.beforeAll(async ({ browser, request }) => {
  const context = await browser.newContext();
  const user = await createVerifiedUser(request, await context.newPage(), 'a11y');
  await context.close();
  tokens = {
    user: await apiLogin(request, user.email, user.password),
    admin: await apiLogin(request, ADMIN.email, ADMIN.password),
  };
  profileId = await createProfile(request);
  // A source waiting for review, so the review grid has a card to check.
  const source = await request.post('/api/add-url', {
    headers: { authorization: `Bearer ${tokens.user}` },
    data: { url: 'https://a11y-pending-outlet.com', additionalText: 'for the a11y sweep' },
  });
  expect(source.status(), await source.text()).toBe(201);
  // Stored accounts, so the profiling analysis draws its charts (checked at 390 px: `fit`); one
  // with a long name without a break opportunity, which must wrap in the table.
  for (const name of ['a11yfitone', 'a11yfittwo', LONG_NAME]) {
    const lookup = await request.get(`/api/lookups/instagram/${name}`, {
      headers: { authorization: `Bearer ${tokens.user}` },
    });
    expect(lookup.status(), await lookup.text()).toBe(200);
  }
});

/** The news outlet dialog 'Enter News Source', open and empty. */
async function openNewsDialog(page: Page) {
  await page
    .getByRole('button', { name: /^(Click to enter News Source|Nachrichtenquelle eingeben)$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return 'news source dialog';
}

/** A well-known outlet checked: 'URL Information', the rating sources and the chart show. */
async function checkOutlet(page: Page) {
  await page
    .getByRole('button', { name: /^(Click to enter News Source|Nachrichtenquelle eingeben)$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /URL/ }).fill('https://www.reuters.com');
  await dialog.getByRole('button', { name: /^(Submit|Absenden)$/ }).click();
  await expect(page.getByTestId('url-info')).toBeVisible();
  return 'news outlet result';
}

/** Submits the screen's first form as it is: the validation messages show. */
async function submitEmpty(page: Page) {
  // A form may keep its submit disabled until it has input (the credential check does).
  const submit = page.locator('main button[type="submit"]:visible:not([disabled])').first();
  if ((await submit.count()) === 0) return '';
  await submit.click();
  return 'form submitted empty';
}

/** Looks up the demo dataset's 'demo' account, so the result shows. */
async function openForgotPassword(page: Page) {
  await page.getByRole('button', { name: /^(Forgot password\?|Passwort vergessen\?)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return 'forgot-password dialog';
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^(Account menu|Kontomenü)/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  return 'account menu';
}

async function openDeleteAccount(page: Page) {
  await page.getByRole('button', { name: /^(Delete account|Konto löschen)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return 'delete-account dialog';
}

async function openNewWatchlist(page: Page) {
  await page.getByRole('button', { name: /^(New list|Neue Liste)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return 'new-watchlist dialog';
}

async function openScreenshotModal(page: Page) {
  await page
    .getByRole('button', { name: /^(Öffnen|Open)/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return 'screenshot dialog';
}

/** Waits until the screen has its heading and nothing is loading any more. */
async function settled(page: Page) {
  // A screen's first visit loads its code and data: on a busy two-core machine that has taken
  // over 10 s.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await animationsSettled(page);
}

/**
 * What in the main area reaches past the window (a chart canvas, a table), also when a box
 * around it scrolls sideways or clips it; visually hidden content (sr-only) does not count.
 */
async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      if (el.closest('[style*="clip"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      const scrolls = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (r.right > window.innerWidth + 1 || scrolls) {
        const what = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
        out.push(`${what} ${Math.round(r.width)} px${scrolls ? ', scrolls sideways' : ''}`);
      }
    }
    return out.slice(0, 5);
  });
}

/**
 * A layout problem that is still there after 2 s. After a resize the layout follows in effects
 * (a media query's state, a chart's new size), so a first measure may still see the old width.
 */
async function lasting(measure: () => Promise<string[]>): Promise<string[]> {
  try {
    await expect.poll(measure, { timeout: 2_000 }).toEqual([]);
  } catch {
    // Still there: reported below.
  }
  return measure();
}

/** The axe violations and the horizontal overflow of what the page shows now. */
async function problems(page: Page, where: string, fit = false): Promise<string[]> {
  const found: string[] = [];
  for (const v of await axeViolations(page)) found.push(`${where}: ${v}`);
  const overflow = await lasting(async () => {
    const px = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    return px > 0 ? [`horizontal scroll of ${px} px`] : [];
  });
  for (const o of overflow) found.push(`${where}: ${o}`);
  if (fit && page.viewportSize()!.width < 500) {
    for (const wide of await lasting(() => tooWide(page))) {
      found.push(`${where}: wider than the window: ${wide}`);
    }
  }
  return found;
}

async function signInAs(page: Page, access: Access) {
  await page.evaluate(
    (token) => (token ? localStorage.setItem('access_token', token) : localStorage.clear()),
    access === 'public' ? null : tokens[access],
  );
}

/** The problems of what the page shows now, at both widths (see atBothWidths). */
async function problemsAtBothWidths(page: Page, where: string, fit = false) {
  const found: string[] = [];
  await atBothWidths(page, async (width) => {
    await settled(page);
    found.push(...(await problems(page, where.replace('{width}', `${width}px`), fit)));
  });
  return found;
}

async function checkAll(browser: Browser, lang: 'de' | 'en', access: Access) {
  const context = await browser.newContext({ viewport: { width: SWEEP_WIDTHS[0], height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('vigil.lang', l), lang);
  const page = await context.newPage();
  const found: string[] = [];
  await page.goto('/#/login');
  await signInAs(page, access);
  // A fresh document, so the app reads the session it starts with.
  await page.reload();
  for (const visit of ROUTES.filter((r) => r.access === access && !r.sweptElsewhere)) {
    const path = visit.path.replace('{id}', profileId);
    const where = `${lang} {width} ${access} ${path}`;
    await page.goto(`/#${path}`);
    await settled(page);
    found.push(...(await problemsAtBothWidths(page, where, visit.fit)));
    for (const step of [...(visit.steps ?? []), submitEmpty]) {
      const what = await step(page);
      if (!what) continue;
      await settled(page);
      found.push(...(await problemsAtBothWidths(page, `${where} [${what}]`, visit.fit)));
      await page.keyboard.press('Escape');
    }
  }
  await context.close();
  return found;
}

for (const lang of LANGUAGES) {
  for (const access of ['public', 'user', 'admin'] as const) {
    test(`${access} routes in ${lang} at 1280 and 390 px: 0 axe violations, no horizontal scroll`, async ({
      browser,
    }) => {
      test.setTimeout(360_000);
      expect(await checkAll(browser, lang, access)).toEqual([]);
    });
  }
}

test('the route list covers every entry of the sidebar', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => localStorage.setItem('access_token', token), tokens.admin);
  const page = await context.newPage();
  await page.goto('/#/dashboard');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const paths = hrefs.filter((h) => h.startsWith('#/')).map((h) => h.slice(1));
  expect(paths.length).toBeGreaterThan(15);
  // The Image List is checked here as it comes (empty or not); its modal, carousel and detail
  // need a queue first: `image-review.spec.ts` fills one and runs axe on them.
  const known = new Set(ROUTES.map((r) => r.path).concat('/logout'));
  expect(paths.filter((p) => !known.has(p))).toEqual([]);
  await context.close();
});
