import { build } from 'esbuild';

// One ESM file for the server; npm packages stay external (installed), our workspace packages are bundled.
await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: {
    '@tandem/contracts': '../../packages/contracts/src/index.ts',
    '@tandem/chain': '../../packages/chain/src/index.ts',
  },
  sourcemap: true,
  logLevel: 'warning',
});
