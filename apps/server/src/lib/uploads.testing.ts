import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../test/build-test-app';
import { readFile, storesFilesInDatabase } from './file-store';

/**
 * Helpers for upload tests (not a test file itself): real images made on the spot, the same images
 * with something planted in them, multipart bodies built byte by byte, and a check that a stored or
 * served image came out clean.
 */

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

/** A PNG with a tEXt chunk inserted right after IHDR, the way a script gets smuggled into "an image". */
export function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])) >>> 0);
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  return Buffer.concat([png.subarray(0, ihdrEnd), length, type, data, crc, png.subarray(ihdrEnd)]);
}

/** A JPEG with a comment (COM) segment right after the start-of-image marker: the JPEG's text chunk. */
export function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, data, jpeg.subarray(2)]);
}

/** What the planted images carry; none of it may reach a stored file. */
export const PLANTED = {
  exif: '<script>alert(0)</script>',
  text: '<script>alert(1)</script>',
  trailer: '<script>alert(2)</script>',
} as const;

export interface PlantedImage {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  buffer: Buffer;
}

/**
 * A PNG with EXIF, a tEXt chunk and bytes after IEND, and a JPEG with EXIF, a comment and bytes
 * after EOI, each still a valid image that decodes (checked here, so a test cannot pass on an
 * image the server would refuse anyway).
 */
export async function plantedImages(): Promise<{ png: PlantedImage; jpeg: PlantedImage }> {
  const base = () =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 120, g: 40, b: 200 } } }).withExif({
      IFD0: { ImageDescription: PLANTED.exif, Artist: PLANTED.exif },
    });
  const trailer = Buffer.from(PLANTED.trailer, 'latin1');
  const png = Buffer.concat([withTextChunk(await base().png().toBuffer(), 'Comment', PLANTED.text), trailer]);
  const jpeg = Buffer.concat([withJpegComment(await base().jpeg().toBuffer(), PLANTED.text), trailer]);
  for (const buffer of [png, jpeg]) {
    const meta = await sharp(buffer).metadata();
    expect(meta.exif, 'the planted image carries EXIF').toBeDefined();
    expect((await sharp(buffer).raw().toBuffer()).length).toBe(48 * 32 * 3);
    for (const marker of Object.values(PLANTED)) expect(buffer.includes(marker)).toBe(true);
  }
  const pngInfo = pngChunks(png);
  expect(pngInfo.types).toEqual(expect.arrayContaining(['tEXt', 'eXIf']));
  expect(pngInfo.after).toBe(trailer.length);
  const jpegInfo = jpegSegments(jpeg);
  expect(jpegInfo.markers).toEqual(expect.arrayContaining([JPEG_COM, JPEG_APP1]));
  expect(jpegInfo.after).toBe(trailer.length);
  return {
    png: { format: 'png', width: 48, height: 32, buffer: png },
    jpeg: { format: 'jpeg', width: 48, height: 32, buffer: jpeg },
  };
}

/** The chunk types of a PNG in order, and how many bytes follow its IEND chunk. */
export function pngChunks(bytes: Buffer): { types: string[]; after: number } {
  const types: string[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    types.push(type);
    at += 12 + bytes.readUInt32BE(at);
    if (type === 'IEND') break;
  }
  return { types, after: bytes.length - at };
}

/** The markers of a JPEG's header segments up to the scan, and how many bytes follow its last EOI. */
export function jpegSegments(bytes: Buffer): { markers: number[]; after: number } {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: entropy-coded data follows
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return { markers, after: bytes.length - (bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) + 2) };
}

const PNG_METADATA_CHUNKS = ['tEXt', 'zTXt', 'iTXt', 'eXIf', 'iCCP', 'tIME'];
const JPEG_COM = 0xfe;
const JPEG_APP1 = 0xe1; // EXIF and XMP

/**
 * The stored or served bytes of a planted image: same format and size, decodable, and nothing
 * planted left: no EXIF, no text chunk or comment, nothing after the image's end, no "<script".
 */
export async function expectCleanImage(bytes: Buffer, planted: PlantedImage): Promise<void> {
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual([planted.format, planted.width, planted.height]);
  expect(meta.exif?.length ?? 0, 'EXIF bytes').toBe(0);
  expect(meta.xmp?.length ?? 0, 'XMP bytes').toBe(0);
  expect((await sharp(bytes, { failOn: 'warning' }).raw().toBuffer()).length).toBe(planted.width * planted.height * 3);
  expect(bytes.includes('<script'), '<script in the bytes').toBe(false);
  for (const marker of Object.values(PLANTED)) expect(bytes.includes(marker)).toBe(false);
  if (planted.format === 'png') {
    const { types, after } = pngChunks(bytes);
    expect(
      types.filter((type) => PNG_METADATA_CHUNKS.includes(type)),
      'metadata chunks',
    ).toEqual([]);
    expect(types.at(-1)).toBe('IEND');
    expect(after, 'bytes after IEND').toBe(0);
  } else {
    const { markers, after } = jpegSegments(bytes);
    expect(
      markers.filter((m) => m === JPEG_COM || m === JPEG_APP1),
      'comment and EXIF segments',
    ).toEqual([]);
    expect(markers.at(-1)).toBe(0xda);
    expect(after, 'bytes after EOI').toBe(0);
  }
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A multipart/form-data body under `boundary`, built by hand so the test controls every byte and header
 * (the API tests' uploads and the fuzzer's forms, which break it on purpose).
 */
export function multipartPayload(fields: Record<string, string>, files: FilePart[], boundary: string) {
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
  return Buffer.concat(chunks);
}

/** A multipart/form-data body under a fresh boundary, with the content-type header that names it. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----tandemupload${Math.random().toString(16).slice(2)}`;
  return {
    payload: multipartPayload(fields, files, boundary),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
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
/** The file part for a planted image, by its format. */
export const plantedPart = (name: string, image: PlantedImage): FilePart =>
  image.format === 'png' ? png(name, image.buffer) : jpeg(name, image.buffer);

/**
 * Every stored file, as relative paths: the rows of stored_files on PostgreSQL, the files under
 * DATA_DIR/files on the embedded database (lib/file-store.ts).
 */
export async function storedFiles(t: TestApp): Promise<string[]> {
  if (storesFilesInDatabase(t.app.deps)) {
    const rows = await t.db.selectFrom('stored_files').select('path').orderBy('path').execute();
    return rows.map((r) => r.path);
  }
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p)).isFile())
    .sort();
}

/** The bytes of one stored file, wherever the app keeps it. */
export async function readStored(t: TestApp, relative: string): Promise<Buffer> {
  const buffer = await readFile(t.app.deps, relative);
  expect(buffer, `stored file ${relative}`).not.toBeNull();
  return buffer!;
}
