import { paths } from '@tandem/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { call, okData } from '../../test/http';
import { createMember } from '../../test/factories';
import {
  countRows,
  loggedInWallet,
  loginNonce,
  siweMessage,
  signed,
  testWallet,
  walletLogin,
  walletLoginBody,
} from './wallet-login.testing';

const MINUTE = 60_000;

describe('wallet login (Sign-In with Ethereum)', () => {
  const t = useTestApp();
  beforeEach(() => {
    t.clock.set(new Date());
  });

  async function memberRow(id: string) {
    return t.db.selectFrom('members').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
  }

  /** Sends `body` expecting the refusal `code`; nothing is created and nobody is logged in. */
  async function expectRefused(body: unknown, code: string, status = 422) {
    const [members, sessions] = [await countRows(t, 'members'), await countRows(t, 'member_sessions')];
    const res = await walletLogin(t, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(code);
    expect(await countRows(t, 'members')).toBe(members);
    expect(await countRows(t, 'member_sessions')).toBe(sessions);
    return res;
  }

  it('hands out a nonce with what the message must say', async () => {
    const nonce = await loginNonce(t);
    expect(nonce).toMatchObject({
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      version: '1',
      statement: 'Sign in to Tandem with this wallet.',
      chain_ids: [56, 97],
      issued_at: t.clock.now().toISOString(),
      expiration_time: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    expect(nonce.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect((await loginNonce(t)).nonce).not.toBe(nonce.nonce);
  });

  it("creates the member on a wallet's first login: sponsor root, username = address, redirect flags set", async () => {
    const wallet = testWallet();
    const data = await loggedInWallet(t, wallet, 'ROOT');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      username: wallet.address,
      address: wallet.address,
      role_info: { name: 'user' },
      needs_username: true,
      needs_sec_password: true,
      created: true,
    });
    const row = await memberRow(data.user.id);
    const root = await t.db.selectFrom('members').select('id').where('username', '=', 'root').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: wallet.address, wallet_address: wallet.address, email: null });
    expect(row.password_hash).toBeNull();
    expect(row.sponsor_id).toBe(root.id);
    expect(row.placement_id).toBe(root.id);
    const owner = await t.db.selectFrom('linked_wallets').selectAll().where('member_id', '=', row.id).execute();
    expect(owner.map((o) => o.address)).toEqual([wallet.address]);
    // Joined the team like a sign-up: root's team counts it.
    const team = await t.db
      .selectFrom('team_stats')
      .selectAll()
      .where('member_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(team).toMatchObject({ sponsor_id: root.id, depth: 1 });

    const info = await call(t, 'GET', paths.member.getMemberInfo, undefined, { token: data.token });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      username: wallet.address,
      address: wallet.address,
      needs_username: true,
      password2: null,
      sponsor_username: 'root',
    });
  });

  it('logs the same member in on the next login, in any letter case of wallet_address, without a referral', async () => {
    const wallet = testWallet();
    const first = await loggedInWallet(t, wallet);
    const body = await walletLoginBody(t, wallet, { ref_address: null });
    const res = await walletLogin(t, { ...body, wallet_address: wallet.address.toLowerCase() });
    const second = okData(res);
    expect(second.user).toMatchObject({ id: first.user.id, created: false, needs_username: true });
    expect(second.token).not.toBe(first.token);
    const sessions = await t.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', BigInt(first.user.id))
      .execute();
    expect(sessions).toHaveLength(2);
  });

  it('takes the sponsor from a linked wallet or a username, and the placement from jid', async () => {
    const sponsorWallet = testWallet();
    const sponsor = await loggedInWallet(t, sponsorWallet);
    const childWallet = testWallet();
    const child = await loggedInWallet(t, childWallet, sponsorWallet.address.toLowerCase());
    expect((await memberRow(child.user.id)).sponsor_id).toBe(BigInt(sponsor.user.id));

    const named = await createMember(t);
    const grandchild = await createMember(t, { sponsorId: named.id });
    const res = await walletLogin(
      t,
      await walletLoginBody(t, testWallet(), { ref_address: named.username, jid: grandchild.username }),
    );
    const row = await memberRow(okData(res).user.id);
    expect(row.sponsor_id).toBe(named.id);
    expect(row.placement_id).toBe(grandchild.id);
  });

  it('refuses a new wallet without a valid referral, and a placement outside the sponsor tree', async () => {
    const wallet = testWallet();
    const missing = await expectRefused(await walletLoginBody(t, wallet, { ref_address: null }), 'INCORRECT_SPONSOR');
    expect(missing.json().data).toEqual({ fields: { ref_address: 'required' } });
    await expectRefused(await walletLoginBody(t, wallet, { ref_address: 'nobody404x' }), 'INCORRECT_SPONSOR');
    const stranger = await createMember(t);
    await expectRefused(
      await walletLoginBody(t, wallet, { ref_address: 'root', jid: stranger.username }),
      'Incorrect_Referral_Code',
    );
  });

  it('refuses a replayed message: the nonce is single use', async () => {
    const body = await walletLoginBody(t, testWallet());
    expect((await walletLogin(t, body)).statusCode).toBe(200);
    await expectRefused(body, 'WALLET_NONCE_INVALID');
  });

  it('refuses a nonce the server never handed out', async () => {
    const wallet = testWallet();
    const nonce = { ...(await loginNonce(t)), nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
    const body = {
      wallet_address: wallet.address,
      ref_address: 'root',
      ...(await signed(wallet, siweMessage(wallet, nonce))),
    };
    await expectRefused(body, 'WALLET_NONCE_INVALID');
  });

  it('refuses a message issued more than 10 minutes ago, past its expiration time, or with an expired nonce', async () => {
    const wallet = testWallet();
    // Issued At too old, though the message names no expiry.
    const old = await walletLoginBody(t, wallet, { message: { expirationTime: undefined } });
    t.clock.advance(10 * MINUTE + 1_000);
    await expectRefused(old, 'WALLET_MESSAGE_EXPIRED');

    // Expiration Time passed.
    t.clock.set(new Date());
    const now = t.clock.now();
    const short = await walletLoginBody(t, wallet, { message: { expirationTime: new Date(now.getTime() + MINUTE) } });
    t.clock.advance(2 * MINUTE);
    await expectRefused(short, 'WALLET_MESSAGE_EXPIRED');

    // The nonce expired while the message is fresh: refused, and the nonce is spent for good.
    t.clock.set(new Date());
    const nonce = await loginNonce(t);
    t.clock.advance(10 * MINUTE + 1_000);
    const fresh = {
      wallet_address: wallet.address,
      ref_address: 'root',
      ...(await signed(
        wallet,
        siweMessage(wallet, nonce, {
          issuedAt: t.clock.now(),
          expirationTime: new Date(t.clock.now().getTime() + MINUTE),
        }),
      )),
    };
    await expectRefused(fresh, 'WALLET_MESSAGE_EXPIRED');
    await expectRefused(fresh, 'WALLET_NONCE_INVALID');
  });

  it('refuses a message issued in the future or not valid before a later time', async () => {
    const wallet = testWallet();
    const later = new Date(t.clock.now().getTime() + 5 * MINUTE);
    await expectRefused(
      await walletLoginBody(t, wallet, { message: { issuedAt: later, expirationTime: undefined } }),
      'WALLET_MESSAGE_NOT_YET_VALID',
    );
    await expectRefused(
      await walletLoginBody(t, wallet, { message: { notBefore: later } }),
      'WALLET_MESSAGE_NOT_YET_VALID',
    );
    // A client clock a few seconds ahead is fine.
    const slightlyAhead = new Date(t.clock.now().getTime() + 20_000);
    const res = await walletLogin(t, await walletLoginBody(t, wallet, { message: { issuedAt: slightlyAhead } }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses another domain, scheme or URI', async () => {
    const wallet = testWallet();
    await expectRefused(
      await walletLoginBody(t, wallet, { message: { domain: 'tandem.evil.example' } }),
      'WALLET_WRONG_DOMAIN',
    );
    await expectRefused(
      await walletLoginBody(t, wallet, { message: { domain: 'localhost:3001' } }),
      'WALLET_WRONG_DOMAIN',
    );
    await expectRefused(await walletLoginBody(t, wallet, { message: { scheme: 'https' } }), 'WALLET_WRONG_DOMAIN');
    await expectRefused(
      await walletLoginBody(t, wallet, { message: { uri: 'https://tandem.evil.example' } }),
      'WALLET_WRONG_URI',
    );
    await expectRefused(
      await walletLoginBody(t, wallet, { message: { uri: 'http://localhost:3000/web' } }),
      'WALLET_WRONG_URI',
    );
    // The origin with a trailing slash and the matching scheme are the same resource.
    const res = await walletLogin(
      t,
      await walletLoginBody(t, wallet, { message: { uri: 'http://localhost:3000/', scheme: 'http' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('accepts chain 56 and 97 and refuses any other', async () => {
    const wallet = testWallet();
    const refused = await expectRefused(
      await walletLoginBody(t, wallet, { message: { chainId: 1 } }),
      'WALLET_WRONG_CHAIN',
    );
    expect(refused.json().data).toEqual({ chain_ids: [56, 97] });
    await expectRefused(await walletLoginBody(t, wallet, { message: { chainId: 31337 } }), 'WALLET_WRONG_CHAIN');
    for (const chainId of [56, 97]) {
      const res = await walletLogin(t, await walletLoginBody(t, wallet, { message: { chainId } }));
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a message altered after signing, and one signed by another wallet', async () => {
    const wallet = testWallet();
    const body = await walletLoginBody(t, wallet);
    const tampered = body.message.replace('Sign in to Tandem with this wallet.', 'Sign in to Tandem with this wallet!');
    expect(tampered).not.toBe(body.message);
    await expectRefused({ ...body, message: tampered }, 'WALLET_SIGNATURE_INVALID');
    // Altered further down: the Issued At moved by a second.
    const issued = /Issued At: (.+)/.exec(body.message)![1]!;
    const moved = new Date(new Date(issued).getTime() - 1_000).toISOString();
    await expectRefused({ ...body, message: body.message.replace(issued, moved) }, 'WALLET_SIGNATURE_INVALID');

    // The message names `wallet`, another key signed it.
    const other = testWallet();
    const nonce = await loginNonce(t);
    const forged = {
      ...body,
      signature: await other.signMessage({ message: siweMessage(wallet, nonce) }),
      message: siweMessage(wallet, nonce),
    };
    await expectRefused(forged, 'WALLET_SIGNATURE_INVALID');
    // The nonces of the refused messages were not spent: the right signature still logs in.
    const res = await walletLogin(t, { ...forged, signature: await wallet.signMessage({ message: forged.message }) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a message signed for another address than wallet_address', async () => {
    const wallet = testWallet();
    const other = testWallet();
    const body = await walletLoginBody(t, other);
    await expectRefused({ ...body, wallet_address: wallet.address }, 'WALLET_ADDRESS_MISMATCH');
  });

  it('refuses text that is not an EIP-4361 message as the standard writes it', async () => {
    const wallet = testWallet();
    const body = await walletLoginBody(t, wallet);
    const variants = [
      'hello',
      `${body.message}\nExtra: line`,
      body.message.replace(wallet.address, wallet.address.toLowerCase()),
      body.message.replace('Version: 1', 'Version: 2'),
      body.message.replace(/Issued At: .+/, 'Issued At: yesterday'),
      `\n${body.message}`,
    ];
    for (const message of variants) {
      await expectRefused(
        { ...body, message, signature: await wallet.signMessage({ message }) },
        'WALLET_MESSAGE_INVALID',
      );
    }
  });

  it('never logs in without a signature, or with one that is not hex', async () => {
    const wallet = testWallet();
    const { signature: _signature, ...unsigned } = await walletLoginBody(t, wallet);
    const res = await expectRefused(unsigned, 'VALIDATION_ERROR', 400);
    expect(res.json().data.fields).toMatchObject({ signature: 'required' });
    await expectRefused({ ...unsigned, signature: '' }, 'VALIDATION_ERROR', 400);
    await expectRefused({ ...unsigned, signature: '0xnothex' }, 'VALIDATION_ERROR', 400);
    await expectRefused({ ...unsigned, signature: `0x${'00'.repeat(65)}` }, 'WALLET_SIGNATURE_INVALID');
    // The spec's bare body {wallet_address, ref_address, jid}: refused, nobody logged in.
    await expectRefused({ wallet_address: wallet.address, ref_address: 'root', jid: '' }, 'VALIDATION_ERROR', 400);
  });

  it('refuses a frozen member', async () => {
    const wallet = testWallet();
    const first = await loggedInWallet(t, wallet);
    await t.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', BigInt(first.user.id)).execute();
    await expectRefused(await walletLoginBody(t, wallet), 'userFreezed', 403);
  });

  it('after bindUsername and set-secpassword the flags clear', async () => {
    const wallet = testWallet();
    const first = await loggedInWallet(t, wallet);
    const bound = await call(
      t,
      'POST',
      paths.member.bindUsername,
      { username: `w${Date.now().toString(36)}` },
      { token: first.token },
    );
    expect(bound.statusCode, bound.body).toBe(200);
    const set = await call(
      t,
      'POST',
      paths.member.setSecPassword,
      { password: 'Second123', password_confirmation: 'Second123' },
      { token: first.token },
    );
    expect(set.statusCode, set.body).toBe(200);
    const again = await loggedInWallet(t, wallet);
    expect(again.user).toMatchObject({ id: first.user.id, needs_username: false, needs_sec_password: false });
    expect(again.user.username).toBe(bound.json().data.username);
  });
});
