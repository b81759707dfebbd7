#!/usr/bin/env node
// Writes .br and .gz beside every text asset of the build, so the server sends compressed files
// without spending CPU per request (@fastify/static `preCompressed`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The build's output folder; another one (a copy being measured) may be named as the argument.
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const compressible = /\.(js|css|html|svg|json|xml|txt|map)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Pre-rendered pages get the request's origin filled in, so the server compresses them itself.
    if (entry.isDirectory() && full === path.join(dist, 'prerendered')) continue;
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
