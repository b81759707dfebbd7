import { adminPaths, kycPaths, paths, walletPaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAdmin } from '../modules/admin/admin-test-helpers';
import { createLoggedInMember } from '../modules/auth/auth.testing';
import { makePng, png, submitKyc } from '../modules/kyc/kyc.testing';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** Personal and back-office answers must not be kept by a shared proxy or the back button (issue #9). */
describe('cache-control on API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('marks member answers, back-office lists, KYC images and error answers no-store', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim' });
    const admin = await signInAdmin(t);
    const image = await makePng(64, 40);
    const kyc = await submitKyc(t, m.token, { type: 'id_card', identity_number: 's1234-567a' }, [
      png('front', image),
      png('rear', image),
    ]);
    expect(kyc.statusCode, kyc.body).toBe(200);
    const kycId = kyc.json().data.submissions[0].id as string;

    const answers = {
      memberInfo: await get(paths.member.getMemberInfo, m.token),
      wallet: await get(walletPaths.getWallet, m.token),
      adminMembers: await get(`${adminPaths.members}?page=1`, admin.token),
      kycImage: await get(kycPaths.image(kycId, 'front'), m.token),
      // Errors too: an unauthenticated call, a missing file, an unknown route.
      unauthorized: await get(walletPaths.getWallet),
      missingImage: await get(kycPaths.image('999999', 'front'), m.token),
      unknownRoute: await get('/api/no-such-route', m.token),
      // Answered by the framework before any route or hook: bad percent-encoding, an over-long id.
      badEncoding: await get('/api/news/%E0%A4%A', m.token),
      longParameter: await get(`/api/admin/news/${'1'.repeat(200)}`, admin.token),
    };
    const expectedStatus = {
      memberInfo: 200,
      wallet: 200,
      adminMembers: 200,
      kycImage: 200,
      unauthorized: 401,
      missingImage: 404,
      unknownRoute: 404,
      badEncoding: 400,
      longParameter: 414,
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(expectedStatus[name as keyof typeof answers]);
      expect(res.headers['cache-control'], name).toMatch(/\bno-store\b/);
    }
    expect(answers.memberInfo.headers['cache-control']).toBe('no-store');
  });

  it('leaves pages outside /api/ to their own rules', async () => {
    const health = await get('/api/health');
    expect(health.headers['cache-control']).toBe('no-store');
    const page = await get('/web/homepage');
    expect(page.headers['cache-control'] ?? '').not.toMatch(/no-store/);
  });
});
