import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { makePng } from '../../lib/uploads.testing';
import { auditRows } from '../admin/admin.testing';
import { call, expectRefusal, get, okData } from '../../test/http';
import { createLoggedInMember, insertMember, insertMemberSession } from '../../test/factories';
import { languages } from '@tandem/contracts';
import { insertDemoNews } from '../../seed/demo-news';
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

  it('gives each item once in the request language, else the account language, else its default; drafts stay hidden', async () => {
    const id = await publishItem('en', 'Staking opens');
    const put = await call(
      t,
      'PUT',
      `/api/admin/news/${id}`,
      { news_type: 1, language: 'th', title: 'เปิดสเตก', description: 'เนื้อหา' },
      { token: editor.token },
    );
    expect(put.statusCode, put.body).toBe(200);
    const draft = await postNews(t, editor, { news_type: 1, language: 'en', title: 'Secret draft', description: 'no' });
    expect(draft.json().data.status).toBe('draft');

    const mine = async (language: string, token?: string) =>
      (await list(language, 1, token)).list.filter((n: { id: string }) => n.id === id);
    // A Thai screen gets the Thai version.
    expect(await mine('th')).toEqual([
      { id, title: 'เปิดสเตก', description: 'เนื้อหา', public_path: null, updated_at: expect.any(String) },
    ]);
    expect((await mine('en')).map((n: { title: string }) => n.title)).toEqual(['Staking opens']);
    // No Japanese version: the default (English) one, not nothing.
    expect((await mine('ja')).map((n: { title: string }) => n.title)).toEqual(['Staking opens']);
    // A signed-in Thai member on a Japanese screen: their account's language before the default.
    const thai = (await createLoggedInMember(t, { language: 'th' })).token;
    expect((await mine('ja', thai)).map((n: { title: string }) => n.title)).toEqual(['เปิดสเตก']);
    const all = (await list('ja', 1)).list.map((n: { id: string }) => n.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(draft.json().data.id);
    const detail = await get(t, `/api/news/news-detail?id=${id}&language=th`);
    expect(detail.json().data).toMatchObject({ id, title: 'เปิดสเตก', language: 'th', news_type: 1 });
    expect((await get(t, `/api/news/news-detail?id=${draft.json().data.id}`)).statusCode).toBe(404);
  });

  it('the admin list shows each seeded story once with its nine versions', async () => {
    await insertDemoNews(t.db, t.clock.now());
    const res = await get(t, '/api/admin/news?news_type=2&page=1', { token: editor.token });
    const seeded = (
      res.json().data.list as { title: string; language: string; versions: { language: string }[] }[]
    ).filter((n) => n.title === '系统维护时段通知');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.language).toBe('zh');
    expect(seeded[0]!.versions.map((v) => v.language)).toEqual([...languages]);
    const inThai = await get(t, '/api/admin/news?news_type=2&language=th&page=1', { token: editor.token });
    expect(inThai.json().data.list.some((n: { title: string }) => n.title === '系统维护时段通知')).toBe(true);
  });

  it('removes a language version but never the default one', async () => {
    const id = await publishItem('en', 'Two languages');
    await call(
      t,
      'PUT',
      `/api/admin/news/${id}`,
      { news_type: 1, language: 'vi', title: 'Hai', description: 'x' },
      {
        token: editor.token,
      },
    );
    const refused = await call(t, 'DELETE', `/api/admin/news/${id}/versions/en`, undefined, { token: editor.token });
    expectRefusal(refused, 400, 'VALIDATION_ERROR');
    const missing = await call(t, 'DELETE', `/api/admin/news/${id}/versions/ko`, undefined, { token: editor.token });
    expect(missing.statusCode).toBe(404);
    const removed = await call(t, 'DELETE', `/api/admin/news/${id}/versions/vi`, undefined, { token: editor.token });
    expect(removed.json().data.versions.map((v: { language: string }) => v.language)).toEqual(['en']);
    expect((await auditRows(t, 'news.version_remove')).some((r) => r.target_id === id)).toBe(true);
    const vi = (await list('vi', 1)).list.find((n: { id: string }) => n.id === id);
    expect(vi.title).toBe('Two languages');
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
    expect((await list('en', 1)).list.some((n: { id: string }) => n.id === id)).toBe(true);

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
    const before = await unread();
    // Counted once whatever the language: a Japanese screen counts the same.
    expect((await get(t, '/api/news/unread?language=ja', { token: member })).json().data.unread).toBe(before);
    expect((await list('en', 2, member)).list.filter((n: { id: string }) => n.id === a1)).toMatchObject([
      { is_read: false },
    ]);
    expect((await list('en', 2)).list[0].is_read).toBeUndefined();
    expect((await call(t, 'POST', '/api/news/read', { id: a1 }, { token: member })).statusCode).toBe(200);
    expect(await unread()).toBe(before - 1);
    const items = (await list('en', 2, member)).list;
    expect(items.find((n: { id: string }) => n.id === a1).is_read).toBe(true);
    expect((await get(t, '/api/news/unread?language=en')).statusCode).toBe(401);
  });
});
