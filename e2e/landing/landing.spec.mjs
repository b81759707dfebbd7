// The public site in a real browser: the header menu leads to every landing page in English and
// Chinese, each page has one visible, translated h1, the site loads none of the app's code, not even
// React (the pages are static HTML with small islands), the language and mobile menus work, and the
// contact form thanks the visitor (this last journey needs the real server: BASE_URL of `npm start`).
//
// Run: BASE_URL=http://127.0.0.1:3000 node --import tsx --test e2e/landing/landing.spec.mjs
// (tsx: the browser comes from the journeys' shared support/browser.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useBrowser } from '../support/browser.ts';

/* global document */

export const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

/** The spec's header menu (About, Aurionpro, Hybrid System, Smartlend, Blogs, Terms), by test id and path. */
export const headerPages = [
  { key: 'about', path: '/landing/aboutus' },
  { key: 'aurionPro', path: '/landing/aurionPro' },
  { key: 'hybrid', path: '/landing/hybrid' },
  { key: 'smartLend', path: '/landing/smartLend' },
  { key: 'blogs', path: '/landing/blogs' },
  { key: 'terms', path: '/landing/tnc' },
];
/** Pages outside the header menu, reached from each page's closing links. */
export const closingPages = [
  { key: 'team', path: '/landing/team' },
  { key: 'contact', path: '/landing/contactus' },
];

/** What a missing translation looks like on screen: i18next prints the key, e.g. "home.hero.title". */
const rawKey =
  /\b(skipLink|header|nav|closing|plans|risks|security|home|aurionPro|smartLend|about|hybrid|team|contact|blogs|article|tnc|notFound|sections)\.[a-zA-Z]/;
const hasCjk = (text) => /[\u3400-\u9fff]/.test(text);
/** App code the public site must never load: the providers chunk (Mantine), wallets, the back office. */
const appCode = /\/assets\/(providers|admin|wagmi|viem)[-.]/;

export async function newPhonePage(browser, language) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript((lng) => localStorage.setItem('lan', lng), language);
  // A chosen language is also kept in the `lan` cookie, by which the server picks the pre-rendered page.
  await context.addCookies([{ name: 'lan', value: language, url: baseUrl }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  return { context, page, scripts };
}

/**
 * Checks the page's only h1 is visible and translated into the language, and the title with it.
 * `previousH1` is the heading of the page we came from: a client-side navigation has finished
 * when it is gone.
 */
export async function expectTranslatedPage(page, language, where, previousH1 = null) {
  const headings = page.locator('h1');
  await headings.first().waitFor({ state: 'visible', timeout: 15_000 });
  // A page's h1 has its text once the page is there: an island (the blog's article) fills its h1 when its
  // request answers, so an empty one is a page still loading, not yet a failure.
  await page.waitForFunction(
    (previous) => {
      const text = document.querySelector('h1')?.textContent?.trim() ?? '';
      return text !== '' && text !== previous;
    },
    previousH1,
    { timeout: 15_000 },
  );
  assert.equal(await headings.count(), 1, `${where}: one h1`);
  const h1 = (await headings.first().innerText()).trim();
  assert.ok(h1.length > 0, `${where}: h1 has text`);
  assert.doesNotMatch(h1, rawKey, `${where}: h1 is translated, not a key`);
  if (language === 'zh') assert.ok(hasCjk(h1), `${where}: h1 "${h1}" is Chinese`);
  else assert.ok(!hasCjk(h1) && /[A-Za-z]/.test(h1), `${where}: h1 "${h1}" is English`);
  const body = await page.locator('main').innerText();
  assert.doesNotMatch(body, rawKey, `${where}: no untranslated keys on the page`);
  const title = await page.title();
  assert.doesNotMatch(title, rawKey, `${where}: title is translated`);
  assert.ok(title.length > 0, `${where}: title is set`);
  return h1;
}

/** The pages' islands (features/landing/islands) have wired the menus and the form. */
async function islandsReady(page) {
  await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Checks the page runs without React: no script it loaded is react-dom (which marks the containers
 * it renders into with `__reactContainer$`), and no element carries React's bookkeeping.
 */
export async function expectNoReact(page, scriptBodies, where) {
  const withReactDom = [...scriptBodies].filter(([, body]) => body.includes('__reactContainer$')).map(([url]) => url);
  assert.deepEqual(withReactDom, [], `${where}: no react-dom chunk is loaded`);
  const isReactOnPage = await page.evaluate(() =>
    [document.getElementById('root'), ...document.querySelectorAll('#root *')].some((node) =>
      Object.keys(node ?? {}).some((key) => key.startsWith('__react')),
    ),
  );
  assert.equal(isReactOnPage, false, `${where}: React renders nothing on the page`);
}

/** The bodies of the scripts a page loads, by URL, as they arrive. */
function collectScripts(page) {
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).toString());
  });
  return bodies;
}

async function openFromHeader(page, key) {
  await islandsReady(page);
  const menuButton = page.getByTestId('landing-menu-button');
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByTestId(`landing-nav-${key}`).click();
}

describe('public site', () => {
  const browser = useBrowser();

  for (const language of ['en', 'zh']) {
    test(`the header menu leads to every landing page (${language})`, async () => {
      const { context, page, scripts } = await newPhonePage(browser(), language);
      try {
        await page.goto(`${baseUrl}/landing`);
        let h1 = await expectTranslatedPage(page, language, '/landing');
        const seen = new Set([h1]);
        assert.match(await page.getAttribute('html', 'lang'), new RegExp(`^${language}`));
        const alternates = await page.locator('link[rel="alternate"][hreflang]').count();
        assert.equal(alternates, 10, 'nine language alternates and x-default');

        for (const { key, path } of headerPages) {
          await openFromHeader(page, key);
          await page.waitForURL(`**${path}`);
          h1 = await expectTranslatedPage(page, language, path, h1);
          seen.add(h1);
        }
        for (const { key, path } of closingPages) {
          await page.getByTestId(`landing-closing-${key}`).click();
          await page.waitForURL(`**${path}`);
          h1 = await expectTranslatedPage(page, language, path, h1);
          seen.add(h1);
        }
        // Blog-single with no article to show still says so, in the language.
        await page.goto(`${baseUrl}/landing/blog-single?id=no-such-article`);
        await expectTranslatedPage(page, language, '/landing/blog-single');
        // The blog speaks the page's language, whatever the browser's Accept-Language says: the list,
        // and an article opened from it (decision 017).
        await page.goto(`${baseUrl}/landing/blogs`);
        const firstArticle = page.locator('[data-testid="blogs-list"] h2 a').first();
        await firstArticle.waitFor({ timeout: 15_000 });
        const listed = (await firstArticle.innerText()).trim();
        assert.equal(hasCjk(listed), language === 'zh', `blog list: "${listed}" is in ${language}`);
        await firstArticle.click();
        await page.waitForURL('**/landing/blog-single?id=*');
        await page.locator('article h1').waitFor({ timeout: 15_000 });
        assert.equal(await expectTranslatedPage(page, language, '/landing/blog-single?id='), listed);

        assert.equal(seen.size, 1 + headerPages.length + closingPages.length, 'every page has its own h1');
        const leaked = scripts.filter((url) => appCode.test(url));
        assert.deepEqual(leaked, [], 'the public site loads no member-app, wallet or admin code');
      } finally {
        await context.close();
      }
    });
  }

  test('the pages run without React; the mobile and language menus work', async () => {
    // Not newPhonePage: its init script would put `en` back in local storage on every page load.
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name: 'lan', value: 'en', url: baseUrl }]);
    const page = await context.newPage();
    const scriptBodies = collectScripts(page);
    try {
      await page.goto(`${baseUrl}/landing`, { waitUntil: 'networkidle' });
      const h1 = await expectTranslatedPage(page, 'en', '/landing');
      await islandsReady(page);
      await expectNoReact(page, scriptBodies, '/landing');

      // The mobile menu opens and closes (its button, and Escape), and says which it will do.
      const button = page.getByTestId('landing-menu-button');
      const nav = page.locator('#ld-nav');
      const aboutLink = page.getByTestId('landing-nav-about');
      assert.equal(await aboutLink.isVisible(), false, 'the menu starts closed on a phone');
      await button.click();
      await aboutLink.waitFor({ state: 'visible' });
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      assert.match(await nav.getAttribute('class'), /\bis-open\b/);
      assert.equal((await button.innerText()).trim(), 'Close menu');
      await page.keyboard.press('Escape');
      await aboutLink.waitFor({ state: 'hidden' });
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      assert.equal((await button.innerText()).trim(), 'Open menu');

      // The language menu brings the same page in the chosen language, and remembers it for the server.
      await page.getByTestId('landing-language').selectOption('zh');
      await page.waitForFunction(() => document.documentElement.lang === 'zh', null, { timeout: 15_000 });
      await expectTranslatedPage(page, 'zh', '/landing in zh');
      assert.notEqual(await page.locator('h1').innerText(), h1);
      assert.equal(await page.getByTestId('landing-language').inputValue(), 'zh');
      const cookies = await context.cookies(baseUrl);
      assert.equal(cookies.find((c) => c.name === 'lan')?.value, 'zh', 'the lan cookie follows the choice');
      assert.equal(await page.evaluate(() => localStorage.getItem('lan')), 'zh');
      await islandsReady(page);
      await expectNoReact(page, scriptBodies, '/landing in zh');
    } finally {
      await context.close();
    }
  });

  test('the contact form checks its fields, sends, and thanks the visitor', async () => {
    const { context, page } = await newPhonePage(browser(), 'en');
    const scriptBodies = collectScripts(page);
    try {
      await page.goto(`${baseUrl}/landing/contactus`);
      await expectTranslatedPage(page, 'en', '/landing/contactus');
      await islandsReady(page);

      // Nothing filled in: every field says what is wrong and nothing is sent.
      let posts = 0;
      page.on('request', (request) => request.url().includes('/api/global/contactUs') && posts++);
      await page.getByTestId('contact-submit').click();
      await page.locator('#contact-fullname[aria-invalid="true"]').waitFor();
      assert.equal(await page.locator('[aria-invalid="true"]').count(), 4);
      await page.getByTestId('contact-email').fill('not-an-email');
      await page.getByTestId('contact-submit').click();
      await page.locator('#contact-email-error').waitFor();
      assert.equal(posts, 0, 'an invalid form is not sent');

      await page.getByTestId('contact-fullname').fill('Ada Visitor');
      await page.getByTestId('contact-email').fill(`visitor+${Date.now()}@example.com`);
      await page.getByTestId('contact-topic').fill('Question about the flexible plan');
      await page.getByTestId('contact-message').fill('How soon does profit start after I stake on a Friday?');
      const answer = page.waitForResponse((response) => response.url().includes('/api/global/contactUs'));
      await page.getByTestId('contact-submit').click();
      const response = await answer;
      assert.equal(response.status(), 200, 'the server accepts the message');
      assert.equal((await response.json()).message, 'contact_received');
      await page.getByTestId('contact-thanks').waitFor({ state: 'visible' });
      assert.match(await page.getByTestId('contact-thanks').innerText(), /thank you/i);
      // Without React: the form's island did all of it.
      await expectNoReact(page, scriptBodies, '/landing/contactus');
    } finally {
      await context.close();
    }
  });
});
