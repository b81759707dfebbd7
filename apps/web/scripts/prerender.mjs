#!/usr/bin/env node
// Writes every public page in every language as HTML (dist/prerendered/<lng>/<page>.html), so a
// phone paints the page as soon as the HTML arrives instead of after the script has run
// (bench/RESULTS.md, "Public site"). The browser then hydrates the same markup (src/main.tsx).
//
// Runs after `vite build` (the client, with its manifest) and `vite build --ssr
// src/entry-prerender.tsx --outDir dist/.ssr`; removes both helpers from dist when done.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// React's production build: no development-only work or warnings in the rendered pages.
process.env.NODE_ENV ??= 'production';

// The build's output folder; another one (a copy being measured) may be named as the argument.
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const ssrDir = path.join(dist, '.ssr');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const outDir = path.join(dist, 'prerendered');

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const { renderPage, prerenderedPaths, prerenderedShells, languages } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href
);

/** Stylesheets of a module and of the chunks it imports statically, as /assets/... paths. */
function stylesheetsOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => stylesheetsOf(k, seen)), ...(chunk.css ?? [])];
}

// The site's whole stylesheet is ~5 kB compressed: inlined, it costs no request before the first paint.
const landingModules = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/landing/'));
const stylesheets = [...new Set(landingModules.flatMap((key) => stylesheetsOf(key)))].map((file) => `/${file}`);
const inlineCss = stylesheets
  .map((href) => fs.readFileSync(path.join(dist, href), 'utf8').replace(/<\/style/gi, '<\\/style'))
  .join('\n');

const islandsEntry = `/${manifest['src/entry-landing.ts']?.file ?? ''}`;
if (islandsEntry === '/') throw new Error('the build has no src/entry-landing.ts (vite.config.ts input)');

function page(markup, lng) {
  // React leaves a boundary to the browser when rendering failed there; a page must render whole.
  if (markup.includes('<!--$!-->')) throw new Error(`rendering failed: ${markup.slice(0, 2000)}`);
  // React puts the page's hoisted tags (title, description, canonical, hreflang) ahead of its markup.
  const headTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(markup)[0];
  const body = markup.slice(headTags.length);
  if (!/^(?:<!--\$-->)*<div class="ld-root"/.test(body)) throw new Error(`unexpected markup: ${body.slice(0, 200)}`);
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('index.html has no <html lang>');
  let html = template.replace(/<html lang="[^"]*">/, `<html lang="${lng}">`);
  // The page's own title and description replace the app's generic ones.
  if (headTags.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (headTags.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*\/>\s*/, '');
  for (const href of stylesheets) {
    // Left in place (so the client's chunk loader sees the stylesheet present and does not fetch it
    // again) but disabled: the inline copy applies, without a render-blocking request.
    html = html.replace(
      new RegExp(`<link rel="stylesheet"([^>]*) href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`),
      `<link rel="stylesheet"$1 href="${href}" disabled>`,
    );
  }
  // The page is readable without its script, so the script must not hold up the first paint:
  // fetched at low priority (async, no modulepreload of its imports, which would be high), and run
  // from the end of <body>, after #root has been parsed.
  // The script is the islands' entry (src/entry-landing.ts), not the app's: the page is not hydrated.
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  // The app's preloads go too (the modulepreload of its chunks, the preload of its providers' stylesheets).
  html = html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" as="style"[^>]*>/g, '');
  html = html.replace('</head>', `    ${headTags}\n    <style>${inlineCss}</style>\n  </head>`);
  // index.html's #root holds the app's loading spinner (painted before its script runs); a pre-rendered page has
  // its content there instead, and no spinner.
  const root = /<div id="root">\s*(?:<svg[\s\S]*?<\/svg>)?\s*<\/div>/;
  if (!root.test(html)) throw new Error('index.html has no #root with at most the loading spinner in it');
  html = html.replace(/\s*<!--(?:(?!-->)[\s\S])*-->(?=\s*<div id="root">)/, '');
  return html.replace(
    root,
    `<div id="root" data-prerendered="${lng}">${body}</div>\n    <script type="module" async crossorigin src="${islandsEntry}"></script>`,
  );
}

fs.rmSync(outDir, { recursive: true, force: true });
const pages = [
  ...prerenderedPaths.map((pagePath) => ({
    path: pagePath,
    name: pagePath === '/landing' ? 'index' : pagePath.slice('/landing/'.length),
  })),
  ...prerenderedShells,
];
let count = 0;
for (const lng of languages) {
  fs.mkdirSync(path.join(outDir, lng), { recursive: true });
  for (const { path: pagePath, name } of pages) {
    fs.writeFileSync(path.join(outDir, lng, `${name}.html`), page(await renderPage(pagePath, lng), lng));
    count++;
  }
}
fs.rmSync(ssrDir, { recursive: true, force: true });
// The manifest is not published; the bundle budget (scripts/check-bundle-budget.mjs) reads it from
// beside the pages, which the server does not serve as files either.
fs.renameSync(manifestFile, path.join(outDir, 'manifest.json'));
fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
console.log(`prerendered ${count} pages (${pages.length} pages × ${languages.length} languages)`);
