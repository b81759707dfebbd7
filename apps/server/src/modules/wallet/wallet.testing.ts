import { walletPaths } from '@tandem/contracts';
import type { TestApp } from '../../test/build-test-app';
import { SEC, createLoggedInMember } from '../../test/factories';
import { postKeyed } from '../../test/http';
import { useFixtures } from '../../test/use-test-app';

/** A logged-in member with a secondary password, optionally under a sponsor. */
export function createPayer(t: TestApp, sponsorId: bigint | null = null, extra: { fullname?: string | null } = {}) {
  return createLoggedInMember(t, { sponsorId, secPassword: SEC, fullname: extra.fullname ?? null });
}

/**
 * The referral tree the wallet and activation-code tests move money and codes in, made before the
 * block's tests: sponsor ← alice ← bob ← carol, and dave in another branch (sponsor ← dave). The
 * sponsor hangs under root; alice and bob may be given full names.
 */
export function usePayerTree(t: TestApp, fullnames: { alice?: string; bob?: string } = {}) {
  return useFixtures(['sponsor', 'alice', 'bob', 'carol', 'dave'], async () => {
    const sponsor = await createPayer(t);
    const alice = await createPayer(t, sponsor.id, { fullname: fullnames.alice });
    const bob = await createPayer(t, alice.id, { fullname: fullnames.bob });
    const carol = await createPayer(t, bob.id);
    const dave = await createPayer(t, sponsor.id);
    return { sponsor, alice, bob, carol, dave };
  });
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
