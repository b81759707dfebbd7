import {
  BEP20_ADDRESS_PATTERN,
  DEFAULT_COUNTRY_ID,
  type WalletLoginInput,
  type WalletLoginResult,
  type WalletNonce,
} from '@tandem/contracts';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { type Trx, inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { joinSponsorTree } from '../team/team.service';
import { findMemberByUsername, insertMember } from './auth.repository';
import { loginResult, resolveReferral } from './auth.service';
import { type RequestContext, pickLanguage } from '../../lib/request-context';
import { createMemberSession } from './sessions.service';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { claimWallet, findMemberByWallet, findWalletOwner } from './wallet.repository';
import {
  type WalletNoncePurpose,
  deleteExpiredWalletNonces,
  insertWalletNonce,
  spendWalletNonce,
} from './wallet-nonce.repository';
import { NONCE_TTL_MS, newSiweNonce, siweSettings, siweStatement, verifySignedMessage } from './wallet-siwe';

/**
 * Hands out a SIWE nonce with what the message must say. A login nonce is anyone's; a link nonce
 * belongs to the member who asked (wallet-link.service.ts).
 */
export async function issueWalletNonce(
  deps: Deps,
  purpose: WalletNoncePurpose,
  memberId: bigint | null,
): Promise<WalletNonce> {
  const settings = siweSettings(deps.config);
  const now = deps.clock.now();
  const nonce = newSiweNonce();
  const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
  await deleteExpiredWalletNonces(deps.db, now);
  await insertWalletNonce(deps.db, { nonce, purpose, memberId, createdAt: now, expiresAt });
  return {
    nonce,
    domain: settings.domain,
    uri: settings.origin,
    version: '1',
    statement: siweStatement(settings, purpose),
    chain_ids: settings.chainIds,
    issued_at: now.toISOString(),
    expiration_time: expiresAt.toISOString(),
  };
}

/**
 * Spends the nonce inside the caller's transaction. Unknown, used or someone else's:
 * WALLET_NONCE_INVALID; expired: WALLET_MESSAGE_EXPIRED. Both are returned, not thrown, so the
 * caller can commit the spent (expired) nonce before refusing.
 */
export async function spendNonce(
  trx: Database,
  nonce: string,
  purpose: WalletNoncePurpose,
  memberId: bigint | null,
  now: Date,
): Promise<'ok' | 'WALLET_NONCE_INVALID' | 'WALLET_MESSAGE_EXPIRED'> {
  const expiresAt = await spendWalletNonce(trx, nonce, purpose, memberId);
  if (!expiresAt) return 'WALLET_NONCE_INVALID';
  return expiresAt <= now ? 'WALLET_MESSAGE_EXPIRED' : 'ok';
}

/** Sponsors and placement parents for wallet login: a linked wallet, else a username. */
async function findMemberByWalletOrUsername(db: Database, reference: string) {
  if (BEP20_ADDRESS_PATTERN.test(reference)) {
    const member = await findMemberByWallet(db, reference);
    if (member) return { id: member.id, username: member.username, status: member.status };
  }
  return findMemberByUsername(db, reference);
}

/**
 * Creates the member a new wallet belongs to: sponsor from ref_address, placement from jid (the
 * sign-up rules), username = the address until bindUsername, no email or password. Joins the team
 * like a sign-up. The caller has checked that the wallet was never linked to another account.
 */
async function createWalletMember(
  trx: Trx,
  address: string,
  input: WalletLoginInput,
  ctx: RequestContext,
  now: Date,
): Promise<bigint> {
  const refAddress = input.ref_address?.trim();
  // A referral is what lets a new account in, as at sign-up; an existing wallet needs none.
  if (!refAddress) throw new AppError('INCORRECT_SPONSOR', { fields: { ref_address: 'required' } });
  const { sponsorId, placementId } = await resolveReferral(trx, refAddress, input.jid, findMemberByWalletOrUsername);
  const memberId = await insertMember(trx, {
    username: address,
    email: null,
    passwordHash: null,
    walletAddress: address,
    countryId: DEFAULT_COUNTRY_ID,
    language: pickLanguage(input.lang, ctx.acceptLanguage),
    sponsorId,
    placementId,
    now,
  });
  await joinSponsorTree(trx, memberId, sponsorId);
  await claimWallet(trx, address, memberId, now);
  return memberId;
}

type LoginOutcome =
  | { kind: 'refused'; code: 'WALLET_NONCE_INVALID' | 'WALLET_MESSAGE_EXPIRED' }
  | { kind: 'ok'; result: WalletLoginResult };

async function loginInTransaction(
  deps: Deps,
  input: WalletLoginInput,
  address: string,
  nonce: string,
  ctx: RequestContext,
  now: Date,
): Promise<LoginOutcome> {
  return inTransaction(deps.db, async (trx) => {
    const spent = await spendNonce(trx, nonce, 'login', null, now);
    if (spent !== 'ok') return { kind: 'refused', code: spent };
    let member = await findMemberByWallet(trx, address);
    if (!member && (await findWalletOwner(trx, address)) !== undefined) {
      // A parallel first login of this wallet may have committed between the two reads (each statement
      // sees what is committed when it starts): log into that member. Still none: the wallet was linked
      // to another account and unlinked since, and belongs to it for good.
      member = await findMemberByWallet(trx, address);
      if (!member) throw new AppError('WALLET_IN_USE');
    }
    if (member && member.status !== 'active') throw new AppError('userFreezed');
    const memberId = member ? member.id : await createWalletMember(trx, address, input, ctx, now);
    const username = member ? member.username : address;
    const token = await createMemberSession(trx, now, memberId, ctx);
    const base = loginResult(memberId, username, token);
    return {
      kind: 'ok',
      result: {
        token,
        user: {
          ...base.user,
          address,
          needs_username: username.toLowerCase() === address.toLowerCase(),
          needs_sec_password: member ? member.sec_password_hash === null : true,
          created: !member,
        },
      },
    };
  });
}

/** Unique indexes a parallel first login of the same wallet (with another nonce) can hit. */
const FIRST_LOGIN_RACE = new Set(['members_wallet_address_key', 'members_username_key', 'linked_wallets_address_key']);

/**
 * walletLogin: the signed SIWE message proves the wallet; the nonce is spent in the transaction that
 * opens the session. The message is checked first (no database), then the signature (locally, or on
 * the chain for a contract wallet: kept out of the transaction), then the nonce. The wallet's member
 * logs in; a new wallet creates its member.
 */
export async function walletLogin(
  deps: Deps,
  input: WalletLoginInput,
  ctx: RequestContext,
): Promise<WalletLoginResult> {
  const now = deps.clock.now();
  const checked = await verifySignedMessage(deps.config, input, now, input.wallet_address);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await loginInTransaction(deps, input, checked.address, checked.nonce, ctx, now);
      if (outcome.kind === 'refused') throw new AppError(outcome.code);
      return outcome.result;
    } catch (error) {
      // Two first logins of one new wallet at once: the loser's transaction (nonce included) rolled
      // back; once more, it finds the member the winner created and logs into it.
      const constraint = violatedUniqueConstraint(error);
      if (attempt === 1 && constraint !== null && FIRST_LOGIN_RACE.has(constraint)) continue;
      throw error;
    }
  }
}
