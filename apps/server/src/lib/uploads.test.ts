import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { moneyDeskPaths, ticketPaths } from '@tandem/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, okData } from '../test/http';
import {
  type SignedInStaff,
  WEDNESDAY_NOON,
  createAndSignIn,
  insertMember,
  insertMemberSession,
  signInAdmin,
} from '../test/factories';
import { type TestApp, buildTestApp } from '../test/build-test-app';
import { type ImageUpload, storePrivateFile, withStoredUploads } from './uploads';
import {
  type PlantedImage,
  expectCleanImage,
  multipart,
  plantedImages,
  plantedPart,
  readStored,
  storedFiles,
} from './uploads.testing';

/**
 * Every route that takes an image, fed images with EXIF, a text chunk (PNG tEXt, JPEG comment)
 * and a script appended after the image's end: what is stored on disk and what the serving route
 * answers hold pixels only. Staff ticket replies take text only (no attachments), so they are not here.
 */
describe('every upload route stores only the cleaned image', () => {
  let t: TestApp;
  let images: PlantedImage[];
  let support: SignedInStaff;
  let editor: SignedInStaff;

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(WEDNESDAY_NOON); // within fiat deposit hours
    const planted = await plantedImages();
    images = [planted.png, planted.jpeg];
    const admin = await signInAdmin(t);
    support = await createAndSignIn(t, admin, 'support9', 'support');
    editor = await createAndSignIn(t, admin, 'editor9', 'content');
  });
  afterAll(async () => t?.close());

  const newMember = async () => insertMemberSession(t, await insertMember(t, { fullname: 'Planted Person' }));
  const postForm = (
    url: string,
    token: string,
    fields: Record<string, string>,
    files: PlantedImage[],
    name = 'image',
  ) => {
    const body = multipart(
      fields,
      files.map((image) => plantedPart(name, image)),
    );
    return call(t, 'POST', url, body.payload, { token, headers: body.headers });
  };

  /** Runs an upload and checks each file it added under DATA_DIR/files against the image it came from. */
  async function expectStoredClean(upload: () => Promise<LightMyRequestResponse>, sent: PlantedImage[]) {
    const before = new Set(await storedFiles(t));
    const res = await upload();
    expect(res.statusCode, res.body).toBe(200);
    const added = (await storedFiles(t)).filter((file) => !before.has(file));
    expect(added).toHaveLength(sent.length);
    for (const file of added) {
      const image = sent.find((s) => file.endsWith(s.format === 'png' ? '.png' : '.jpg'))!;
      await expectCleanImage(await readStored(t, file), image);
    }
    return res;
  }

  async function expectServedClean(url: string, token: string, image: PlantedImage) {
    const res = await get(t, url, { token });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe(image.format === 'png' ? 'image/png' : 'image/jpeg');
    await expectCleanImage(res.rawPayload, image);
  }

  it('KYC documents (api/member/UserKyc)', async () => {
    for (const image of images) {
      const token = await newMember();
      const res = await expectStoredClean(
        () =>
          postForm('/api/member/UserKyc', token, { type: 'passport', identity_number: 'E1234567' }, [image], 'front'),
        [image],
      );
      const submission = res.json().data.submissions[0];
      await expectServedClean(`/api/member/kyc-image/${submission.id}/front`, token, image);
    }
  });

  it('ticket attachments when a member opens a ticket, as the member and support see them', async () => {
    const token = await newMember();
    const fields = { title: 'Planted', category: 'other', content: 'See the images.' };
    const res = await expectStoredClean(
      () => postForm('/api/ticket/create-ticket', token, fields, images, 'images'),
      images,
    );
    const thread = (await get(t, `/api/ticket/read-ticket?id=${res.json().data.id}`, { token })).json().data;
    expect(thread.attachments).toHaveLength(2);
    for (const [index, attachment] of (thread.attachments as Array<{ id: string; url: string }>).entries()) {
      await expectServedClean(attachment.url, token, images[index]!);
      await expectServedClean(`/api/admin/ticket-attachments/${attachment.id}`, support.token, images[index]!);
    }
  });

  it('ticket attachments of a member reply', async () => {
    const token = await newMember();
    const opened = await postForm(
      '/api/ticket/create-ticket',
      token,
      { title: 'Reply', category: 'other', content: 'Text first.' },
      [],
    );
    const id = okData(opened).id as string;
    await expectStoredClean(
      () => postForm(ticketPaths.reply, token, { id, content: 'Now images.' }, images, 'images'),
      images,
    );
    const thread = (await get(t, `/api/ticket/read-ticket?id=${id}`, { token })).json().data;
    const attachments = thread.replies[0].attachments as Array<{ url: string }>;
    expect(attachments).toHaveLength(2);
    for (const [index, attachment] of attachments.entries()) {
      await expectServedClean(attachment.url, token, images[index]!);
    }
  });

  it('fiat deposit slips', async () => {
    for (const [index, image] of images.entries()) {
      const token = await newMember();
      const fields = { amount: '120', payer_name: 'Ana Lim', reference_number: `PLANTED-${index}` };
      const res = await expectStoredClean(
        () => postForm(moneyDeskPaths.depositFiat, token, fields, [image], 'screenshot'),
        [image],
      );
      await expectServedClean(moneyDeskPaths.depositScreenshot(res.json().data.id), token, image);
    }
  });

  it('news images (back office), in the preview and once published', async () => {
    const created = await call(
      t,
      'POST',
      '/api/admin/news',
      { news_type: 1, language: 'en', title: 'Planted', description: 'An image with things in it' },
      { token: editor.token },
    );
    const id = okData(created).id as string;
    const published = await call(t, 'POST', `/api/admin/news/${id}/publish`, {}, { token: editor.token });
    expect(published.statusCode, published.body).toBe(200);
    for (const image of images) {
      await expectStoredClean(() => postForm(`/api/admin/news/${id}/image`, editor.token, {}, [image]), [image]);
      await expectServedClean(`/api/admin/news/${id}/image`, editor.token, image);
      const publicImage = await t.app.inject({ method: 'GET', url: `/api/news/image/${id}` });
      expect(publicImage.statusCode).toBe(200);
      await expectCleanImage(publicImage.rawPayload, image);
    }
  });
});

describe('storePrivateFile', () => {
  it('refuses bytes that did not come through readImageUpload, even when cast to an upload', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tandem-uploads-'));
    try {
      const raw = (await plantedImages()).png.buffer;
      const forged = { buffer: raw, mime: 'image/png', ext: 'png', originalName: 'x.png' } as unknown as ImageUpload;
      await expect(storePrivateFile(dataDir, forged)).rejects.toThrow(/only a cleaned upload/);
      // Nor does withStoredUploads put one into PostgreSQL: it checks before it opens the transaction.
      const onPostgres = { config: { dataDir, databaseUrl: 'postgres://unused' }, db: null as never };
      await expect(withStoredUploads(onPostgres, [forged], new Date(), async () => 1)).rejects.toThrow(
        /only a cleaned upload/,
      );
      expect(await fs.readdir(dataDir)).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
