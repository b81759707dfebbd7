import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { AppError } from '../../lib/app-error';
import { createMember } from '../../test/factories';
import { MAX_PASSWORD_TRIES, checkWithLockout } from './lockout.service';

describe('checkWithLockout', () => {
  const t = useTestApp();

  const codeOf = (outcome: PromiseSettledResult<void>) =>
    outcome.status === 'fulfilled' ? 'OK' : outcome.reason instanceof AppError ? outcome.reason.code : 'other';

  const tries = (memberId: bigint) =>
    t.db
      .selectFrom('members')
      .select(['failed_sec_password_count as count', 'sec_password_locked_until as lockedUntil'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();

  it('runs the hash check holding no row lock and no transaction (the database stays free meanwhile)', async () => {
    const member = await createMember(t);
    const now = t.clock.now();
    // Inside the check, lock the member's row through the pool without waiting: a held row lock
    // (PostgreSQL) or the embedded database's only connection held by a transaction (PGlite) fails it.
    const check = async () => {
      await sql`select id from members where id = ${member.id} for update nowait`.execute(t.db);
      return false;
    };
    await expect(
      checkWithLockout(t.db, now, 'secPassword', member.id, check, 'INCORRECT_SEC_PASSWORD'),
    ).rejects.toMatchObject({ code: 'INCORRECT_SEC_PASSWORD' });
    await expect(
      checkWithLockout(
        t.db,
        now,
        'secPassword',
        member.id,
        async () => (await check(), true),
        'INCORRECT_SEC_PASSWORD',
      ),
    ).resolves.toBeUndefined();
    expect(await tries(member.id)).toEqual({ count: 0, lockedUntil: null });
  });

  it('counts every one of parallel wrong tries: none is lost, the fifth locks, the rest are refused', async () => {
    const member = await createMember(t);
    const now = t.clock.now();
    // The checks all finish together, after every try has read the counter as 0.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const wrong = async () => {
      await released;
      return false;
    };
    const run = (n: number) =>
      Array.from({ length: n }, () =>
        checkWithLockout(t.db, now, 'secPassword', member.id, wrong, 'INCORRECT_SEC_PASSWORD'),
      );

    const three = run(3);
    release();
    expect((await Promise.allSettled(three)).map(codeOf)).toEqual(Array(3).fill('INCORRECT_SEC_PASSWORD'));
    expect(await tries(member.id)).toEqual({ count: 3, lockedUntil: null });

    const burst = await Promise.allSettled(run(2 * MAX_PASSWORD_TRIES));
    const codes = burst.map(codeOf);
    // The fourth wrong try is counted, the fifth locks, the other eight meet the lock.
    expect(codes.filter((c) => c === 'INCORRECT_SEC_PASSWORD')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(2 * MAX_PASSWORD_TRIES - 1);
    const after = await tries(member.id);
    expect(after.count).toBe(0);
    expect(after.lockedUntil!.getTime()).toBe(now.getTime() + 15 * 60_000);
  });

  it('refuses a right password when wrong tries that ran beside it locked the account', async () => {
    const member = await createMember(t);
    const now = t.clock.now();
    await t.db.updateTable('members').set({ failed_sec_password_count: 4 }).where('id', '=', member.id).execute();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const right = checkWithLockout(
      t.db,
      now,
      'secPassword',
      member.id,
      async () => (await released, true),
      'INCORRECT_SEC_PASSWORD',
    );
    // The fifth wrong try lands while the right one is still hashing.
    await expect(
      checkWithLockout(t.db, now, 'secPassword', member.id, async () => false, 'INCORRECT_SEC_PASSWORD'),
    ).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED' });
    release();
    await expect(right).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED', data: { retry_after_seconds: 900 } });
  });
});
