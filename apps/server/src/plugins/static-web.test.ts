import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('serving the web app', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(() => t.close());

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/landing', '/web/homepage', '/admin/members/1', '/register?ref_id=root']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths and missing assets with a 404 envelope, never the app', async () => {
    for (const url of ['/api/unknown', '/api/member/nope', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ message: 'NOT_FOUND' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('serving the pre-rendered public pages', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-web-pre-'));
  const page = (lng: string, name: string) =>
    `<!doctype html><html lang="${lng}"><head><link rel="canonical" href="https://origin.prerender.invalid/landing?lang=${lng}"/></head>` +
    `<body><div id="root" data-prerendered="${lng}">${name} in ${lng}</div></body></html>`;
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const lng of ['zh', 'en', 'zh-TW']) {
      fs.mkdirSync(path.join(webDir, 'prerendered', lng), { recursive: true });
      fs.writeFileSync(path.join(webDir, 'prerendered', lng, 'index.html'), page(lng, 'home'));
      fs.writeFileSync(path.join(webDir, 'prerendered', lng, 'blog-single.html'), page(lng, 'article shell'));
    }
    fs.writeFileSync(path.join(webDir, 'prerendered', 'en', 'blogs@page.html'), page('en', 'blog list shell'));
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('sends the language asked for in ?lang=, with the request origin in its links', async () => {
    const res = await get('/landing?lang=en', { 'accept-language': 'zh-CN', cookie: 'lan=zh' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('home in en');
    expect(res.body).toContain('href="http://localhost:80/landing?lang=en"');
    expect(res.body).not.toContain('prerender.invalid');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-language');
  });

  it('goes by the lan cookie, then the best Accept-Language match, then zh', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cookie: 'theme=dark; lan=zh-TW', 'accept-language': 'en' }, 'zh-TW'],
      [{ cookie: 'lan=xx', 'accept-language': 'fr-FR, en-US;q=0.8, zh;q=0.5' }, 'en'],
      [{ 'accept-language': 'en;q=0.4, zh-HK;q=0.9' }, 'zh-TW'],
      [{ 'accept-language': 'zh-Hans-CN' }, 'zh'],
      [{ 'accept-language': 'fr, de;q=0.5' }, 'zh'],
      [{}, 'zh'],
    ];
    for (const [headers, lng] of cases) {
      const res = await get('/landing?lang=fr', headers);
      expect(res.body, JSON.stringify(headers)).toContain(`home in ${lng}<`);
    }
  });

  it('sends it compressed when the browser accepts it', async () => {
    const res = await get('/landing/blog-single?lang=en', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('article shell in en');
    const gz = await get('/landing/blog-single?lang=en', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('article shell in en');
  });

  it('falls back to the client-rendered app where nothing was pre-rendered', async () => {
    // A language or page without a file, a page with content parameters, an unknown page.
    for (const url of ['/landing?lang=ko', '/landing/tnc?lang=en', '/landing/blog-single?id=3', '/landing/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('sends the loading shell of a page whose content comes by a parameter, for any value', async () => {
    for (const url of ['/landing/blogs?page=3&lang=en', '/landing/blogs?lang=en&page=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('blog list shell in en');
    }
    // Another parameter, or the shell missing in that language: rendered in the browser.
    for (const url of ['/landing/blogs?page=3&lang=en&q=1', '/landing/blogs?page=3&lang=zh']) {
      expect((await get(url)).body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('never sends a pre-rendered file as is, nor with a forged origin', async () => {
    const direct = await get('/prerendered/en/index.html');
    expect(direct.body).not.toContain('prerender.invalid');
    const forged = await get('/landing?lang=en', { host: 'evil.example"><script>' });
    expect(forged.body).not.toContain('evil.example');
  });
});
