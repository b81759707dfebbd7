import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { call, okData } from '../../test/http';

/** A canned reply is picked by the member's language: one in no language of the app is junk, refused. */
describe('canned reply languages', () => {
  const t = useTestApp();
  const { admin } = useStaff(t, {});

  it('refuses a language the app does not have, on create, edit and list', async () => {
    const send = (method: 'POST' | 'PUT', url: string, language: unknown) =>
      call(t, method, url, { language, title: 'Delay', content: 'Up to 30 minutes.' }, { token: admin.token });
    const created = await send('POST', '/api/admin/canned-replies', 'en');
    const id = okData(created).id as string;
    for (const language of ['1e400', 'NaN', '<script>', '-1', 'xx', 'EN']) {
      for (const res of [
        await send('POST', '/api/admin/canned-replies', language),
        await send('PUT', `/api/admin/canned-replies/${id}`, language),
      ]) {
        expect(res.statusCode, `${language}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { language: 'invalid' } } });
      }
      const list = await call(
        t,
        'GET',
        `/api/admin/canned-replies?language=${encodeURIComponent(language)}`,
        undefined,
        { token: admin.token },
      );
      expect(list.statusCode, list.body).toBe(400);
    }
    const rows = await t.db.selectFrom('canned_replies').select('language').execute();
    expect(rows).toEqual([{ language: 'en' }]);
    const news = await call(t, 'GET', '/api/admin/news?language=NaN', undefined, { token: admin.token });
    expect(news.statusCode, news.body).toBe(400);
  });
});
