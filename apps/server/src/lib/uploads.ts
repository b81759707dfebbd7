import type { FastifyMultipartOptions, MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { inTransaction, type Trx } from '../db/transaction';
import { AppError } from './app-error';
import {
  type FileStoreDeps,
  insertStoredFile,
  newFilePath,
  readFile,
  removeDiskFile,
  removeFiles,
  storesFilesInDatabase,
  writeDiskFile,
} from './file-store';

/**
 * The one way an uploaded image gets in: member and staff files alike (ticket attachments both
 * ways, KYC documents, deposit slips, news images, and any later upload such as product pictures).
 *
 * - Only JPEG and PNG are accepted, decided by the file's own bytes: the client's file name and
 *   Content-Type are ignored, so a PHP script or an SVG renamed to .png is refused (FILE_TYPE_NOT_ALLOWED).
 * - Size is counted while reading, so a large body never sits in memory beyond the limit (FILE_TOO_LARGE);
 *   a picture over IMAGE_MAX_PIXELS is refused before it is decoded (FILE_TOO_LARGE with max_pixels).
 * - The image is decoded completely (IMAGE_UNREADABLE otherwise) and encoded afresh, upright: what is
 *   kept holds pixels only. EXIF (GPS, camera), PNG text chunks, JPEG comments and bytes smuggled after
 *   the image's end are gone, so a served file can never carry a script or someone's location.
 * - readImageUpload does all of this and is the only maker of an ImageUpload; storePrivateFile takes
 *   nothing else (checked by the type and again at run time), so no module can store an uncleaned image.
 * - Files live in PostgreSQL's stored_files (written in the transaction of their row) when DATABASE_URL
 *   is set, otherwise under DATA_DIR/files (lib/file-store.ts, decision 028); never under a static
 *   root: each module serves them through a route that checks who is asking.
 *
 * Use:
 *   await app.register(multipart, uploadLimits({ maxFileBytes: IMAGE_MAX_BYTES, maxFiles: 3 }));
 *   for await (const part of request.parts()) {
 *     if (part.type === 'file') images.push(await readImageUpload(part, { maxBytes: IMAGE_MAX_BYTES }));
 *   }
 *   await withStoredUploads(deps, images, now, (stored, trx) => insertRow(trx, { path: stored[0].path }));
 *   const { buffer, mime } = await readStoredImage(deps, row.path); // NOT_FOUND when missing
 * withStoredUploads stores the files and writes the rows in one transaction (or removes the files
 * again on the embedded database); discardPrivateFiles removes files a committed change let go.
 */

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImageMime = 'image/jpeg' | 'image/png';
export type ImageExt = 'jpg' | 'png';

declare const cleaned: unique symbol;

/** An uploaded image after cleaning; only readImageUpload makes one. */
export interface ImageUpload {
  /** The re-encoded image: pixels only. */
  readonly buffer: Buffer;
  readonly mime: ImageMime;
  readonly ext: ImageExt;
  /** The name the client sent, for display only; never used to build a path. */
  readonly originalName: string;
  readonly [cleaned]: true;
}

/** The buffers readImageUpload produced: storePrivateFile refuses any other, even one cast to ImageUpload. */
const cleanedBuffers = new WeakSet<Buffer>();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG or PNG by magic bytes (PNG also needs its IHDR chunk first), otherwise null. */
export function detectImage(buffer: Buffer): { mime: ImageMime; ext: ImageExt } | null {
  if (
    buffer.length >= 24 &&
    buffer.subarray(0, 8).equals(PNG_SIGNATURE) &&
    buffer.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (buffer.length >= 4 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg' };
  }
  return null;
}

/**
 * Options for registering @fastify/multipart in a route plugin. Busboy truncates a file one byte
 * past the limit (no framework error), so readImageUpload can answer FILE_TOO_LARGE itself;
 * one file more than allowed is let through so the caller can answer TOO_MANY_FILES.
 */
export function uploadLimits(options: { maxFileBytes: number; maxFiles: number }): FastifyMultipartOptions {
  return {
    throwFileSizeLimit: false,
    limits: {
      fileSize: options.maxFileBytes + 1,
      files: options.maxFiles + 1,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: options.maxFiles + 31,
      headerPairs: 50,
    },
  };
}

/**
 * Reads one multipart file part fully and returns it cleaned: a JPEG/PNG by content, within maxBytes
 * and IMAGE_MAX_PIXELS, decoded and re-encoded without metadata (see the top of this file).
 */
export async function readImageUpload(part: MultipartFile, options: { maxBytes: number }): Promise<ImageUpload> {
  const chunks: Buffer[] = [];
  let total = 0;
  let isTooLarge = false;
  // Keep reading past the limit (discarding) so the parser can move on to the next part.
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > options.maxBytes) {
      isTooLarge = true;
      chunks.length = 0;
    } else {
      chunks.push(chunk);
    }
  }
  if (isTooLarge || part.file.truncated) {
    throw new AppError('FILE_TOO_LARGE', { max_bytes: options.maxBytes });
  }
  const received = Buffer.concat(chunks);
  const kind = received.length > 0 ? detectImage(received) : null;
  if (!kind) throw new AppError('FILE_TYPE_NOT_ALLOWED', { allowed: ['jpg', 'png'] });
  const buffer = await reencode(received, kind.ext);
  cleanedBuffers.add(buffer);
  return { buffer, ...kind, originalName: safeDisplayName(part.filename) } as ImageUpload;
}

function safeDisplayName(name: string | undefined): string {
  // Drop path parts and control characters; keep it short.
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'image';
}

/** A programming error, not a client's: the image did not come through readImageUpload. */
function assertCleaned(image: ImageUpload): void {
  if (!cleanedBuffers.has(image.buffer)) throw new Error('storePrivateFile: only a cleaned upload may be stored');
}

/** Writes a cleaned upload under DATA_DIR/files/<yyyy>/<mm>/<random>.<ext> and returns the relative path to store. */
export async function storePrivateFile(dataDir: string, image: ImageUpload, now = new Date()): Promise<string> {
  assertCleaned(image);
  const relative = newFilePath(image.ext, now);
  await writeDiskFile(dataDir, relative, image.buffer);
  return relative;
}

/** The bytes of a stored file (in PostgreSQL or on disk), or null when the path is not one we produced or it is gone. */
export function readPrivateFile(deps: FileStoreDeps, relativePath: string): Promise<Buffer | null> {
  return readFile(deps, relativePath);
}

/** The Content-Type to serve a stored file with, from the extension we chose. */
export function storedFileMime(relativePath: string): ImageMime {
  return relativePath.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/** A stored picture as a route serves it. */
export interface StoredImage {
  buffer: Buffer;
  mime: ImageMime;
}

/**
 * The picture stored at `relativePath`, ready to serve; NOT_FOUND when the row has none or the file
 * is gone, the same answer a route gives for a row the asker may not see.
 */
export async function readStoredImage(
  deps: FileStoreDeps,
  relativePath: string | null | undefined,
): Promise<StoredImage> {
  const buffer = relativePath ? await readPrivateFile(deps, relativePath) : null;
  if (!relativePath || !buffer) throw new AppError('NOT_FOUND');
  return { buffer, mime: storedFileMime(relativePath) };
}

/**
 * Removes files no row refers to any more (after the commit that dropped the reference), best
 * effort: a file left behind is only space.
 */
export async function discardPrivateFiles(deps: FileStoreDeps, relativePaths: readonly string[]): Promise<void> {
  await removeFiles(deps, relativePaths).catch(() => {});
}

/** An upload after it was stored, with the relative path its row keeps. */
export type StoredUpload = ImageUpload & { path: string };

/**
 * Stores the uploads and runs `write` with them, in the same order, and with the transaction that
 * writes the rows referring to them: the files and the rows commit together or not at all.
 * - On PostgreSQL the bytes are inserted into stored_files in that transaction (lib/file-store.ts).
 * - On the embedded database they are written to disk first (outside the transaction, so no lock
 *   waits on the disk), and removed again when the transaction fails.
 * Either way the error passes on. `write` may run more than once (inTransaction retries a
 * serialization failure), each time with freshly stored files.
 */
export async function withStoredUploads<const I extends readonly ImageUpload[], T>(
  deps: FileStoreDeps,
  images: I,
  now: Date,
  write: (stored: { [K in keyof I]: StoredUpload }, trx: Trx) => Promise<T>,
): Promise<T> {
  images.forEach(assertCleaned);
  // One stored upload for each image, in order: the tuple the caller passed, stored.
  type Stored = { [K in keyof I]: StoredUpload };
  if (storesFilesInDatabase(deps)) {
    return inTransaction(deps.db, async (trx) => {
      const stored: StoredUpload[] = [];
      for (const image of images) {
        const file = { ...image, path: newFilePath(image.ext, now) };
        await insertStoredFile(trx, { path: file.path, buffer: image.buffer, mime: image.mime, at: now });
        stored.push(file);
      }
      return write(stored as Stored, trx);
    });
  }
  const stored: StoredUpload[] = [];
  try {
    for (const image of images)
      stored.push({ ...image, path: await storePrivateFile(deps.config.dataDir, image, now) });
    return await inTransaction(deps.db, (trx) => write(stored as Stored, trx));
  } catch (error) {
    await Promise.all(stored.map((s) => removeDiskFile(deps.config.dataDir, s.path).catch(() => {})));
    throw error;
  }
}

/** Largest picture we decode (40 megapixels): a small file can unpack into a huge bitmap. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * Decodes the whole image and encodes it afresh in the same format. What comes out holds pixels
 * only: EXIF (GPS, camera), PNG text chunks and anything smuggled after the image data are gone,
 * and a file that merely starts like an image but does not decode (truncated, corrupt) is refused
 * with IMAGE_UNREADABLE. The picture is turned upright first, since its orientation tag goes too.
 */
async function reencode(input: Buffer, ext: ImageExt): Promise<Buffer> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }
  if (!width || !height) throw new AppError('IMAGE_UNREADABLE');
  if (width * height > IMAGE_MAX_PIXELS) throw new AppError('FILE_TOO_LARGE', { max_pixels: IMAGE_MAX_PIXELS });
  try {
    // failOn 'warning' (the default, said here on purpose): a premature end of data is an error, not a half image.
    const image = sharp(input, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient();
    return ext === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }
}
