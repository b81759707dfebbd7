import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { makePng } from '../../lib/uploads.testing';
import { auditRows } from '../admin/admin.testing';
import { call, expectRefusal, get, okData } from '../../test/http';
import { insertMember, insertMemberSession } from '../../test/factories';
import { postNews } from './news.testing';

const PNG = await makePng();

function imageForm(filename: string, data: Buffer) {
  const boundary = '----newsboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('news and announcements', () => {
  const t = useTestApp();
  const { editor1: editor, support2: support } = useStaff(t, { editor1: 'content', support2: 'support' });
  let member: string;

  const list = async (language: string, type: number, token?: string) =>
    (await get(t, `/api/news/news-list?language=${language}&news_type=${type}&page=1`, { token })).json().data;

  async function publishItem(language: string, title: string, newsType = 1) {
    const created = await postNews(t, editor, { news_type: newsType, language, title, description: `${title} body` });
    const id = okData(created).id as string;
    const published = await call(t, 'POST', `/api/admin/news/${id}/publish`, {}, { token: editor.token });
    expect(published.json().data.status).toBe('published');
    return id;
  }

  beforeAll(async () => {
    member = await insertMemberSession(t, await insertMember(t));
  });

  it('shows English items in English and Chinese items in Chinese, published only', async () => {
    await publishItem('en', 'Staking opens');
    await publishItem('zh', '质押开放');
    const draft = await postNews(t, editor, {
      news_type: 1,
      language: 'en',
      title: 'Secret draft',
      description: 'not yet',
    });
    expect(draft.json().data.status).toBe('draft');

    const en = await list('en', 1);
    expect(en).toMatchObject({ page: 1, per_page: 10, total: 1 });
    expect(en.list[0]).toEqual({
      id: expect.any(String),
      title: 'Staking opens',
      description: 'Staking opens body',
      public_path: null,
      updated_at: expect.any(String),
    });
    expect((await list('zh', 1)).list.map((n: { title: string }) => n.title)).toEqual(['质押开放']);
    expect((await list('ja', 1)).total).toBe(0);
    expect((await get(t, `/api/news/news-detail?id=${draft.json().data.id}`)).statusCode).toBe(404);
  });

  it('schedules, unpublishes and audits; only the content role may manage', async () => {
    const created = await postNews(t, editor, { news_type: 1, language: 'en', title: 'Later', description: 'soon' });
    const id = created.json().data.id as string;
    const at = new Date(t.clock.now().getTime() + 20 * 60_000).toISOString();
    const scheduled = await call(
      t,
      'POST',
      `/api/admin/news/${id}/publish`,
      { publish_at: at },
      { token: editor.token },
    );
    expect(scheduled.json().data).toMatchObject({ status: 'published', is_scheduled: true });
    expect((await list('en', 1)).list.some((n: { id: string }) => n.id === id)).toBe(false);
    t.clock.advance(20 * 60_000 + 1000);
    expect((await list('en', 1)).list[0].id).toBe(id);

    const down = await call(t, 'POST', `/api/admin/news/${id}/unpublish`, {}, { token: editor.token });
    expect(down.json().data.status).toBe('unpublished');
    expect((await list('en', 1)).list.some((n: { id: string }) => n.id === id)).toBe(false);
    expect((await call(t, 'POST', `/api/admin/news/${id}/unpublish`, {}, { token: editor.token })).statusCode).toBe(
      409,
    );

    expect(
      (await postNews(t, support, { news_type: 1, language: 'en', title: 'x', description: 'y' })).statusCode,
    ).toBe(403);
    for (const action of ['news.create', 'news.publish', 'news.unpublish']) {
      expect(
        (await auditRows(t, action)).some((r) => r.target_id === id),
        action,
      ).toBe(true);
    }
  });

  it('serves a published image publicly and refuses a non-image', async () => {
    const id = await publishItem('en', 'With picture');
    const bad = imageForm('evil.png', Buffer.from('<?php echo 1; ?>'));
    const refused = await call(t, 'POST', `/api/admin/news/${id}/image`, bad.payload, {
      token: editor.token,
      headers: bad.headers,
    });
    expectRefusal(refused, 415, 'FILE_TYPE_NOT_ALLOWED');

    const form = imageForm('pic.png', PNG);
    const res = await call(t, 'POST', `/api/admin/news/${id}/image`, form.payload, {
      token: editor.token,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = (await list('en', 1)).list.find((n: { id: string }) => n.id === id);
    expect(item.public_path).toMatch(new RegExp(`^/api/news/image/${id}\\?v=\\d+$`));
    const image = await get(t, item.public_path);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The re-encoded picture, not the bytes sent (lib/uploads.test.ts checks what is dropped).
    const served = await sharp(image.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 64, 40]);

    await call(t, 'POST', `/api/admin/news/${id}/unpublish`, {}, { token: editor.token });
    expect((await get(t, `/api/news/image/${id}`)).statusCode).toBe(404);
    expect((await get(t, `/api/admin/news/${id}/image`, { token: editor.token })).statusCode).toBe(200);
  });

  it('tracks unread announcements per member', async () => {
    const a1 = await publishItem('en', 'Maintenance Sunday', 2);
    await publishItem('en', 'New fees', 2);
    const unread = async () => (await get(t, '/api/news/unread?language=en', { token: member })).json().data.unread;
    expect(await unread()).toBe(2);
    expect((await list('en', 2, member)).list.every((n: { is_read: boolean }) => n.is_read === false)).toBe(true);
    expect((await list('en', 2)).list[0].is_read).toBeUndefined();
    expect((await call(t, 'POST', '/api/news/read', { id: a1 }, { token: member })).statusCode).toBe(200);
    expect(await unread()).toBe(1);
    const items = (await list('en', 2, member)).list;
    expect(items.find((n: { id: string }) => n.id === a1).is_read).toBe(true);
    expect((await get(t, '/api/news/unread?language=en')).statusCode).toBe(401);
  });
});
