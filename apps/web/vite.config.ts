import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadOnlyWhatIsMissing, preloadProviders } from './vite.config.preload';
import { pureContracts } from './vite.config.pure-contracts';
import { firstLoadChunks } from './vite.config.first-load';
import { mantineParts } from './vite.config.mantine-parts';

// Lazy imports preload only the chunks not loaded already (vite.config.preload.ts).
const preload = preloadOnlyWhatIsMissing();
const firstLoad = firstLoadChunks();

export default defineConfig({
  plugins: [
    react(),
    preload.plugin,
    preloadProviders(/\/src\/app\/providers\.tsx$/),
    pureContracts(),
    mantineParts(),
    // WalletConnect's CommonJS packages require tslib; resolved to tslib's ES build, the bundler adds
    // ES-from-CommonJS helpers to its runtime chunk, which every first load carries (bench/RESULTS.md).
    // Their own CommonJS build of tslib needs none. The SDK itself loads only when a member picks it.
    {
      name: 'walletconnect-tslib-cjs',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === 'tslib' && importer?.includes('@walletconnect')) return this.resolve('tslib/tslib.js', importer);
        // An ES module's `export *` from this CommonJS package needs a re-export helper at run time; the
        // package ships an ES build too (its package.json does not name it).
        if (source === '@walletconnect/environment')
          return this.resolve('@walletconnect/environment/dist/esm/index.js', importer);
        return null;
      },
    },
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/prerender.mjs finds the public site's stylesheets here (and deletes it when done).
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The app (index.html → main.tsx), and the pre-rendered public pages' islands, which
      // scripts/prerender.mjs puts in those pages instead: they load neither React nor the router.
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        landing: path.resolve(import.meta.dirname, 'src/entry-landing.ts'),
      },
      output: {
        // Chunks by their hash alone. Every lazy import carries the names of the chunks it needs (the
        // router's preload lists alone name some 220), so a readable name cost each first load several
        // kB; which module a chunk holds is in the build manifest (.vite/manifest.json). Seven base64
        // characters (42 bits) instead of the default eight: the shortest the bundler accepts for more than
        // 64 chunks (it fails the build, not a visitor, past 4096).
        chunkFileNames: 'assets/[hash:7].js',
        // Stylesheets likewise: each chunk that holds Mantine components has its own (vite.config.mantine-parts.ts),
        // and every lazy import names its chunks' stylesheets in its preload list.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        // The public site's own components in one chunk: a phone fetches them in one request, not a
        // dozen. Its API modules and the contact form stay out, so what they import (zod, the API
        // client) still loads only on the pages that use it. The islands and the little they share
        // with the components (island keys, the site's pages) stay out too: that chunk carries React.
        codeSplitting: {
          groups: [
            {
              name: 'landing-ui',
              test: /src[\\/]features[\\/]landing[\\/](?!api[\\/]|components[\\/]contact-form|islands[\\/]|island-keys|seo[\\/]site-pages)/,
              includeDependenciesRecursively: false,
            },
            // Issue 14, decision 023: the member app's first load in a few chunks. The libraries every screen of
            // the app runs on, in one chunk (the layers below would otherwise split them between them).
            {
              name: 'app-runtime',
              test: /node_modules[\\/](react-router|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 3,
            },
            // What the public pages' islands share with the app outside its sources, on its own: React itself
            // (the API client reads the session through it), Vite's preload helper, the language list, and what
            // every public page runs that the app's first load needs too (the site's pages and paths). Else the
            // app's layers below would capture it, and a public page would load them (the budget check fails).
            {
              name: (id, ctx) =>
                /vite[\\/]preload-helper|packages[\\/]contracts[\\/]src[\\/]languages\.ts$/.test(id) ||
                firstLoad.isBase(id, ctx)
                  ? 'base'
                  : null,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 5, includeDependenciesRecursively: false },
            // Contract modules only member pages use, which the walk below would put in the islands' shared chunk.
            {
              name: 'member-paths',
              test: /contracts[\\/]src[\\/](staking|wallet)-paths\.ts$/,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // What the islands share with the app's sources, then the app's layers (vite.config.first-load.ts).
            { name: firstLoad.landingShared, priority: 4, includeDependenciesRecursively: false },
            { name: firstLoad.layer, priority: 1 },
          ],
        },
      },
    },
  },
});
