import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng, png } from '../lib/uploads.testing';
import { submitKyc } from '../modules/kyc/kyc.testing';
import { type TestApp, buildTestApp } from './build-test-app';
import { createMember, insertMember, insertMemberSession } from './factories';
import { call, expectLockOut, expectRateLimit, get, okData } from './http';
import { type RedisServer, canStartRedis, startRedis } from './redis-server';

/**
 * Two servers (two apps) on one PostgreSQL database and one Redis, as behind a load balancer
 * (issue #15, decision 028): what one server counted or stored, the other sees.
 */
describe.runIf(canStartRedis())('two servers on one PostgreSQL and one Redis', () => {
  let redis: RedisServer | undefined;
  let a: TestApp;
  let b: TestApp;
  /** Requests alternate between the two servers, the way a round-robin balancer sends them. */
  const either = (n: number) => (n % 2 === 0 ? a : b);

  beforeAll(async () => {
    const redisUrl = process.env.TEST_REDIS_URL || (redis = await startRedis()).url;
    // A prefix of this file's own, so suites sharing one Redis never count each other's requests.
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:` };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env, sharedDatabaseUrl: a.databaseUrl });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('holds a per-IP limit across both servers, not twice the limit', async () => {
    // Contact-us takes five calls per address in ten minutes; an empty form is refused (400) after counting.
    const ip = '203.0.113.7';
    await expectRateLimit(5, 400, (n) => call(either(n), 'POST', paths.global.contactUs, {}, { ip }));
    expect((await call(either(0), 'POST', paths.global.contactUs, {}, { ip })).statusCode).toBe(429);
    // Another address still has its own five.
    expect((await call(either(1), 'POST', paths.global.contactUs, {}, { ip: '203.0.113.8' })).statusCode).toBe(400);
  });

  it('holds a per-member lock-out across both servers', async () => {
    const { username } = await createMember(a);
    await expectLockOut(
      (n) => call(either(n), 'POST', paths.auth.login, { username, password: `Wrong${n}xyz1` }),
      'LOGIN_FAIL',
    );
  });

  it('serves a file uploaded through one server from the other, and keeps none on either disk', async () => {
    const id = await insertMember(a, { fullname: 'Test Person' });
    const token = await insertMemberSession(a, id);
    const image = await makePng(40, 30);
    const res = await submitKyc(a, token, { type: 'passport', identity_number: 'p7654321' }, [png('front', image)]);
    const submission = okData(res).submissions[0];
    const served = await get(b, `/api/member/kyc-image/${submission.id}/front`, { token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const row = await b.db.selectFrom('kyc_submissions').select('front_path').where('id', '=', BigInt(submission.id));
    const { front_path } = await row.executeTakeFirstOrThrow();
    const stored = await b.db.selectFrom('stored_files').selectAll().where('path', '=', front_path).executeTakeFirst();
    expect(stored?.content.equals(served.rawPayload)).toBe(true);
    expect(stored?.size_bytes).toBe(served.rawPayload.length);
    for (const server of [a, b]) expect(fs.existsSync(path.join(server.dataDir, 'files'))).toBe(false);
  });

  it('leaves no file row when the row that would refer to it is refused', async () => {
    const id = await insertMember(b, { fullname: null });
    const token = await insertMemberSession(b, id);
    const countFiles = async () =>
      Number(
        (
          await a.db
            .selectFrom('stored_files')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countFiles();
    // The submission's check fails inside the transaction that already inserted the file's bytes.
    const res = await submitKyc(b, token, { type: 'passport', identity_number: 'p1234567' }, [
      png('front', await makePng()),
    ]);
    expect(res.json()).toMatchObject({ message: 'KYC_FULLNAME_REQUIRED' });
    expect(await countFiles()).toBe(before);
  });
});
