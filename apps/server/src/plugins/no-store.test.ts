import { adminPaths, kycPaths, paths, walletPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { get, okData } from '../test/http';
import { createLoggedInMember, signInAdmin } from '../test/factories';
import { makePng, png } from '../lib/uploads.testing';
import { submitKyc } from '../modules/kyc/kyc.testing';

/** Personal and back-office answers must not be kept by a shared proxy or the back button (issue #9). */
describe('cache-control on API answers', () => {
  const t = useTestApp();

  it('marks member answers, back-office lists, KYC images and error answers no-store', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim' });
    const admin = await signInAdmin(t);
    const image = await makePng(64, 40);
    const kyc = await submitKyc(t, m.token, { type: 'id_card', identity_number: 's1234-567a' }, [
      png('front', image),
      png('rear', image),
    ]);
    const kycId = okData(kyc).submissions[0].id as string;

    const answers = {
      memberInfo: await get(t, paths.member.getMemberInfo, { token: m.token }),
      wallet: await get(t, walletPaths.getWallet, { token: m.token }),
      adminMembers: await get(t, `${adminPaths.members}?page=1`, { token: admin.token }),
      kycImage: await get(t, kycPaths.image(kycId, 'front'), { token: m.token }),
      // Errors too: an unauthenticated call, a missing file, an unknown route.
      unauthorized: await get(t, walletPaths.getWallet),
      missingImage: await get(t, kycPaths.image('999999', 'front'), { token: m.token }),
      unknownRoute: await get(t, '/api/no-such-route', { token: m.token }),
      // Answered by the framework before any route or hook: bad percent-encoding, an over-long id.
      badEncoding: await get(t, '/api/news/%E0%A4%A', { token: m.token }),
      longParameter: await get(t, `/api/admin/news/${'1'.repeat(200)}`, { token: admin.token }),
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
    const health = await get(t, '/api/health');
    expect(health.headers['cache-control']).toBe('no-store');
    const page = await get(t, '/web/homepage');
    expect(page.headers['cache-control'] ?? '').not.toMatch(/no-store/);
  });
});
