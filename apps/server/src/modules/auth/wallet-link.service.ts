import type { LinkWalletInput, LinkedWallet, WalletNonce } from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { claimWallet, findMemberWallet, findWalletOwner, lockMemberWallet, setMemberWallet } from './wallet.repository';
import { issueWalletNonce, spendNonce } from './wallet-login.service';
import { verifySignedMessage } from './wallet-siwe';

/**
 * The account a wallet belongs to for good (linked now or once; never another's), or undefined: how
 * a deposit from that wallet finds its member (docs/decisions/008-chain-deposits.md).
 */
export function walletOwnerOf(deps: Pick<Deps, 'db'>, address: string): Promise<bigint | undefined> {
  return findWalletOwner(deps.db, address);
}

/** A nonce for linking a wallet, good only for the member who asked for it. */
export function issueLinkNonce(deps: Deps, memberId: bigint): Promise<WalletNonce> {
  return issueWalletNonce(deps, 'link', memberId);
}

/**
 * Links the wallet that signed the message to the member's account, so it can log in with either.
 * One wallet per account (another one linked: WALLET_ALREADY_LINKED; the same one again is fine),
 * and a wallet belongs to one account for good (WALLET_IN_USE, even after its account unlinked it).
 * The nonce, the link and its audit row commit together.
 */
export async function linkWallet(
  deps: Deps,
  memberId: bigint,
  input: LinkWalletInput,
  actor: AuditActor,
): Promise<LinkedWallet> {
  const now = deps.clock.now();
  const checked = await verifySignedMessage(deps.config, input, now);
  const address = checked.address;
  try {
    const refused = await inTransaction(deps.db, async (trx) => {
      const spent = await spendNonce(trx, checked.nonce, 'link', memberId, now);
      if (spent !== 'ok') return spent;
      const member = await lockMemberWallet(trx, memberId);
      if (!member) throw new AppError('unauthorized');
      if (member.wallet_address !== null) {
        if (member.wallet_address.toLowerCase() === address.toLowerCase()) return null;
        throw new AppError('WALLET_ALREADY_LINKED');
      }
      if ((await claimWallet(trx, address, memberId, now)) !== memberId) throw new AppError('WALLET_IN_USE');
      await setMemberWallet(trx, memberId, address, now);
      await recordAuditAs(trx, actor, {
        action: 'member.wallet_link',
        targetType: 'member',
        targetId: memberId,
        after: { address, chain_id: checked.chainId },
        at: now,
      });
      return null;
    });
    if (refused) throw new AppError(refused);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    // Linked now to an account that predates linked_wallets' record of it, or claimed in parallel.
    if (constraint === 'members_wallet_address_key' || constraint === 'linked_wallets_address_key') {
      throw new AppError('WALLET_IN_USE');
    }
    throw error;
  }
  return { address };
}

/**
 * Unlinks the member's wallet; needs the secondary password. A member whose only way in is the wallet
 * (created by wallet login: no password) cannot: WALLET_ONLY_LOGIN. The wallet stays this account's
 * (linked_wallets): it can be linked back here, never to another account.
 */
export async function unlinkWallet(
  deps: Deps,
  memberId: bigint,
  /** The secondary-password check (member module), run once the account is known to have a wallet to unlink. */
  checkSecPassword: () => Promise<void>,
  actor: AuditActor,
): Promise<LinkedWallet> {
  const current = await findMemberWallet(deps.db, memberId);
  if (!current) throw new AppError('unauthorized');
  if (current.wallet_address === null) throw new AppError('WALLET_NOT_LINKED');
  if (current.password_hash === null) throw new AppError('WALLET_ONLY_LOGIN');
  await checkSecPassword();
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const member = await lockMemberWallet(trx, memberId);
    // Unlinked (or another wallet linked) since the password check: the member acted on old state.
    if (member?.wallet_address !== current.wallet_address) throw new AppError('STATE_CHANGED');
    await setMemberWallet(trx, memberId, null, now);
    await recordAuditAs(trx, actor, {
      action: 'member.wallet_unlink',
      targetType: 'member',
      targetId: memberId,
      before: { address: current.wallet_address },
      at: now,
    });
  });
  return { address: null };
}
