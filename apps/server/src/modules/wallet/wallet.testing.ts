import { walletPaths } from '@tandem/contracts';
import type { TestApp } from '../../test/build-test-app';
import { SEC, createLoggedInMember } from '../../test/factories';
import { postKeyed } from '../../test/http';

/** A logged-in member with a secondary password, optionally under a sponsor. */
export function createPayer(t: TestApp, sponsorId: bigint | null = null, extra: { fullname?: string | null } = {}) {
  return createLoggedInMember(t, { sponsorId, secPassword: SEC, fullname: extra.fullname ?? null });
}

export function postTransfer(t: TestApp, token: string, body: Record<string, unknown>, key?: string | null) {
  return postKeyed(t, walletPaths.walletTransfer, token, body, key);
}

export function postSwap(t: TestApp, token: string, body: Record<string, unknown>, key?: string | null) {
  return postKeyed(t, walletPaths.changeWallet, token, body, key);
}

export async function journalCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('journal')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
