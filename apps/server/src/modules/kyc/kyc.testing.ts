import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from '../../test/build-test-app';

/** Helpers for the KYC tests (not a test file itself): images made on the spot and multipart bodies. */

export async function makePng(width = 64, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

export async function makeJpeg(width = 64, height = 40, exifText?: string): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 40 } } }).jpeg();
  if (exifText) image = image.withExif({ IFD0: { ImageDescription: exifText, Copyright: exifText } });
  return image.toBuffer();
}

function crc32(buffer: Buffer): number {
  return zlib.crc32(buffer);
}

/** A PNG with a tEXt chunk inserted right after IHDR, the way a script gets smuggled into "an image". */
export function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0);
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  return Buffer.concat([png.subarray(0, ihdrEnd), length, type, data, crc, png.subarray(ihdrEnd)]);
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body, built by hand so the test controls every byte and header. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----tandemkyc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\ncontent-type: ${f.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(f.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const png = (name: string, content: Buffer, filename = `${name}.png`): FilePart => ({
  name,
  filename,
  contentType: 'image/png',
  content,
});
export const jpeg = (name: string, content: Buffer, filename = `${name}.jpg`): FilePart => ({
  name,
  filename,
  contentType: 'image/jpeg',
  content,
});

let ipCounter = 0;
/** Each submission from its own address, so the per-IP submit limit only bites where a test wants it. */
function nextIp() {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function submitKyc(t: TestApp, token: string | null, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/member/UserKyc',
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
}

/** Every file stored under DATA_DIR/files, as paths relative to it. */
export function storedFiles(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p)).isFile())
    .sort();
}

export function readStored(t: TestApp, relative: string): Buffer {
  return fs.readFileSync(path.join(t.dataDir, 'files', relative));
}
