import { paths } from '@tandem/contracts';
import type { PrivateKeyAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { call, expectRefusal, okData } from '../../test/http';
import { PASSWORD, createLoggedInMember, loginToken } from '../../test/factories';
import {
  linkNonce,
  loggedInWallet,
  loginNonce,
  siweMessage,
  signed,
  testWallet,
  walletLogin,
  walletLoginBody,
} from './wallet-login.testing';

const SEC_PASSWORD = 'Second123';

describe('linking a wallet to a password account', () => {
  const t = useTestApp();

  async function linkBody(token: string, wallet: PrivateKeyAccount) {
    return signed(wallet, siweMessage(wallet, await linkNonce(t, token)));
  }

  async function link(token: string, wallet: PrivateKeyAccount) {
    return call(t, 'POST', paths.member.linkWallet, await linkBody(token, wallet), { token });
  }

  function unlink(token: string, secPassword = SEC_PASSWORD) {
    return call(t, 'POST', paths.member.unlinkWallet, { sec_password: secPassword }, { token });
  }

  async function walletOf(memberId: bigint) {
    const row = await t.db
      .selectFrom('members')
      .select('wallet_address')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.wallet_address;
  }

  async function auditOf(memberId: bigint) {
    return t.db
      .selectFrom('audit_log')
      .select(['action', 'after', 'before', 'staff_id', 'ip'])
      .where('target_type', '=', 'member')
      .where('target_id', '=', String(memberId))
      .where('action', 'like', 'member.wallet_%')
      .orderBy('id')
      .execute();
  }

  it('links the wallet that signed; the member then logs in with the wallet or the password', async () => {
    const member = await createLoggedInMember(t, { secPassword: SEC_PASSWORD });
    const wallet = testWallet();
    const res = await link(member.token, wallet);
    expect(okData(res)).toEqual({ address: wallet.address });
    expect(await walletOf(member.id)).toBe(wallet.address);
    expect(await auditOf(member.id)).toEqual([
      {
        action: 'member.wallet_link',
        after: { address: wallet.address, chain_id: 97 },
        before: null,
        staff_id: null,
        ip: expect.any(String),
      },
    ]);

    const info = await call(t, 'GET', paths.member.getMemberInfo, undefined, { token: member.token });
    expect(info.json().data).toMatchObject({ address: wallet.address, needs_username: false });

    const byWallet = await loggedInWallet(t, wallet, null);
    expect(byWallet.user).toMatchObject({
      id: String(member.id),
      username: member.username,
      created: false,
      needs_username: false,
      needs_sec_password: false,
    });
    expect(await loginToken(t, member.username, PASSWORD)).toBeTruthy();
  });

  it('linking the same wallet again succeeds; another wallet is WALLET_ALREADY_LINKED', async () => {
    const member = await createLoggedInMember(t, { secPassword: SEC_PASSWORD });
    const wallet = testWallet();
    expect((await link(member.token, wallet)).statusCode).toBe(200);
    expect((await link(member.token, wallet)).statusCode).toBe(200);
    const other = await link(member.token, testWallet());
    expectRefusal(other, 409, 'WALLET_ALREADY_LINKED');
    expect(await walletOf(member.id)).toBe(wallet.address);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it("never links a wallet that is another account's: linked there, created by wallet login, or unlinked there", async () => {
    const first = await createLoggedInMember(t, { secPassword: SEC_PASSWORD });
    const second = await createLoggedInMember(t, { secPassword: SEC_PASSWORD });
    const wallet = testWallet();
    expect((await link(first.token, wallet)).statusCode).toBe(200);

    const taken = await link(second.token, wallet);
    expectRefusal(taken, 409, 'WALLET_IN_USE');

    const walletMember = testWallet();
    await loggedInWallet(t, walletMember);
    expect((await link(second.token, walletMember)).json().message).toBe('WALLET_IN_USE');

    // Unlinked from the first account, the wallet still is the first account's.
    expect((await unlink(first.token)).statusCode).toBe(200);
    expect((await link(second.token, wallet)).json().message).toBe('WALLET_IN_USE');
    expect(await walletOf(second.id)).toBeNull();
    // Nor does it create a new account at wallet login.
    const res = await walletLogin(t, await walletLoginBody(t, wallet));
    expectRefusal(res, 409, 'WALLET_IN_USE');
    // Its own account can link it back.
    expect((await link(first.token, wallet)).statusCode).toBe(200);
    expect((await loggedInWallet(t, wallet, null)).user.id).toBe(String(first.id));
  });

  it('a wallet linked in the members table before linked_wallets existed is still refused elsewhere', async () => {
    const wallet = testWallet();
    await createLoggedInMember(t, { walletAddress: wallet.address });
    const other = await createLoggedInMember(t);
    const res = await link(other.token, wallet);
    expectRefusal(res, 409, 'WALLET_IN_USE');
  });

  it('spends only a link nonce of the same member, once, and checks the message like a login', async () => {
    const member = await createLoggedInMember(t, { secPassword: SEC_PASSWORD });
    const other = await createLoggedInMember(t);
    const wallet = testWallet();
    const post = (body: unknown) => call(t, 'POST', paths.member.linkWallet, body, { token: member.token });

    // A login nonce, or another member's link nonce, is no link nonce for this member.
    const withLoginNonce = await signed(wallet, siweMessage(wallet, await loginNonce(t)));
    expect((await post(withLoginNonce)).json().message).toBe('WALLET_NONCE_INVALID');
    expect((await post(await linkBody(other.token, wallet))).json().message).toBe('WALLET_NONCE_INVALID');
    // …and a link nonce does not log in.
    const linkNonceLogin = {
      wallet_address: wallet.address,
      ref_address: 'root',
      ...(await linkBody(member.token, wallet)),
    };
    expect((await walletLogin(t, linkNonceLogin)).json().message).toBe('WALLET_NONCE_INVALID');

    const nonce = await linkNonce(t, member.token);
    const wrongChain = await signed(wallet, siweMessage(wallet, nonce, { chainId: 1 }));
    expect((await post(wrongChain)).json().message).toBe('WALLET_WRONG_CHAIN');
    const message = siweMessage(wallet, nonce);
    const forged = { message, signature: await testWallet().signMessage({ message }) };
    expect((await post(forged)).json().message).toBe('WALLET_SIGNATURE_INVALID');
    const good = await signed(wallet, message);
    expect((await post(good)).statusCode).toBe(200);
    expect((await post(good)).json().message).toBe('WALLET_NONCE_INVALID');
    expect(await walletOf(member.id)).toBe(wallet.address);
    expect(await walletOf(other.id)).toBeNull();
  });

  it('needs a member session', async () => {
    const wallet = testWallet();
    expect((await call(t, 'POST', paths.member.walletLinkNonce)).statusCode).toBe(401);
    const body = await signed(wallet, siweMessage(wallet, await loginNonce(t)));
    expect((await call(t, 'POST', paths.member.linkWallet, body)).statusCode).toBe(401);
    expect((await call(t, 'POST', paths.member.unlinkWallet, { sec_password: SEC_PASSWORD })).statusCode).toBe(401);
  });

  it('unlinks with the secondary password, audited; the wallet then no longer logs in', async () => {
    const member = await createLoggedInMember(t, { secPassword: SEC_PASSWORD });
    const wallet = testWallet();
    expect((await link(member.token, wallet)).statusCode).toBe(200);

    const wrong = await unlink(member.token, 'Wrong1234');
    expectRefusal(wrong, 422, 'INCORRECT_SEC_PASSWORD');
    expect(await walletOf(member.id)).toBe(wallet.address);

    const res = await unlink(member.token);
    expect(okData(res)).toEqual({ address: null });
    expect(await walletOf(member.id)).toBeNull();
    expect((await auditOf(member.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['member.wallet_link', null, { address: wallet.address, chain_id: 97 }],
      ['member.wallet_unlink', { address: wallet.address }, null],
    ]);

    const again = await unlink(member.token);
    expect(again.json().message).toBe('WALLET_NOT_LINKED');
    expect((await walletLogin(t, await walletLoginBody(t, wallet))).json().message).toBe('WALLET_IN_USE');
    expect(await loginToken(t, member.username)).toBeTruthy();
  });

  it('refuses to unlink without a secondary password set, or when the wallet is the only way in', async () => {
    const member = await createLoggedInMember(t);
    expect((await link(member.token, testWallet())).statusCode).toBe(200);
    expect((await unlink(member.token)).json().message).toBe('SEC_PASSWORD_NOT_SET');

    const wallet = testWallet();
    const walletMember = await loggedInWallet(t, wallet);
    const set = await call(
      t,
      'POST',
      paths.member.setSecPassword,
      { password: SEC_PASSWORD, password_confirmation: SEC_PASSWORD },
      { token: walletMember.token },
    );
    expect(set.statusCode, set.body).toBe(200);
    const res = await unlink(walletMember.token);
    expectRefusal(res, 422, 'WALLET_ONLY_LOGIN');
    expect(await walletOf(BigInt(walletMember.user.id))).toBe(wallet.address);
  });
});
