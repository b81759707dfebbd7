import { moneyDeskPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { call, expectRefusal, okData } from '../../test/http';
import { SEC, WEDNESDAY_NOON, createLoggedInMember, fund } from '../../test/factories';
import { wrongCode } from '../auth/auth.testing';
import { createWithdrawer, freshAddress, withdraw } from '../withdrawals/money-desk.testing';
import { sameName } from './payout.service';
import { bindAddressAs, bindBankAs, securityCode } from './payout.testing';

const HOUR_MS = 3_600_000;

describe('payout details', () => {
  const t = useTestApp({ at: WEDNESDAY_NOON });

  const bank = (overrides: Record<string, string> = {}) => ({
    bank_country: 'Malaysia',
    bank_name: 'Maybank',
    account_holder: 'Ana Lim',
    account_number: '1234 5678 90',
    branch: 'Kuala Lumpur',
    swift: 'mbbemykl',
    ...overrides,
  });
  type Member = { token: string; email: string | null };
  const infoOf = async (m: Member) =>
    (await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: m.token })).json().data;

  it('starts unbound', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim' });
    const res = await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      bank: null,
      address: null,
      is_bank_bound: false,
      is_address_bound: false,
      withdraw_held_until: null,
    });
    expect((await call(t, 'GET', moneyDeskPaths.bankInfo)).statusCode).toBe(401);
  });

  it("binds a bank account only in the member's own name (case and spacing ignored)", async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim', secPassword: SEC });
    const wrong = await bindBankAs(t, m, bank({ account_holder: 'Bob Lee' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'BANK_HOLDER_MISMATCH',
      data: { fields: { account_holder: 'invalid' } },
    });
    const badSwift = await bindBankAs(t, m, bank({ swift: '12' }));
    expect(badSwift.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { swift: 'invalid' } } });
    const missing = await bindBankAs(t, m, bank({ bank_name: '' }));
    expect(missing.json().data.fields).toMatchObject({ bank_name: 'required' });
    expect((await infoOf(m)).bank).toBeNull();

    const good = await bindBankAs(t, m, bank({ account_holder: '  ANA   lim ' }));
    expect(okData(good)).toMatchObject({
      is_bank_bound: true,
      bank: { account_holder: 'ANA lim', swift: 'MBBEMYKL', account_number: '1234 5678 90' },
      // A first binding starts no hold.
      withdraw_held_until: null,
    });
  });

  it('asks for a full name first', async () => {
    const m = await createLoggedInMember(t, { fullname: null, secPassword: SEC });
    const res = await bindBankAs(t, m, bank());
    expect(res.json().message).toBe('KYC_FULLNAME_REQUIRED');
  });

  it('keeps a BEP-20 address to one account; the member may change their own', async () => {
    const a = await createLoggedInMember(t, { secPassword: SEC });
    const b = await createLoggedInMember(t, { secPassword: SEC });
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    for (const bad of [
      '0x123',
      '52908400098527886E0F7030069857D2E4169EE7',
      `${address}00`.slice(0, 42).replace('E', 'G'),
    ]) {
      const res = await bindAddressAs(t, a, bad, { otp: '123456' });
      expect(res.json().message, bad).toMatch(/IncorrectBEPaddress|VALIDATION_ERROR/);
      expect(res.statusCode).toBe(400);
    }
    const bound = await bindAddressAs(t, a, address);
    expect(okData(bound)).toMatchObject({ address, is_address_bound: true, withdraw_held_until: null });
    // The same address again is fine, without a new code.
    expect((await bindAddressAs(t, a, address.toLowerCase(), { otp: '000000' })).statusCode).toBe(200);
    // Another account, any letter case.
    const taken = await bindAddressAs(t, b, address.toLowerCase());
    expectRefusal(taken, 409, 'Address binded');
    expect((await infoOf(b)).address).toBeNull();

    // D1a: the member changes their own address; withdrawals wait PAYOUT_CHANGE_HOLD_HOURS (24) from then.
    const next = `0x${'1'.repeat(40)}`;
    const changed = await bindAddressAs(t, a, next);
    expect(changed.statusCode, changed.body).toBe(200);
    const until = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    expect(okData(changed)).toMatchObject({ address: next, withdraw_held_until: until });
    // The old address is free again; the new one is not.
    expect((await bindAddressAs(t, b, address)).statusCode).toBe(200);
    expectRefusal(await bindAddressAs(t, b, next.toUpperCase().replace('0X', '0x')), 409, 'Address binded');
  });

  it("refuses every one of the platform's deposit addresses, in any letter case (D16)", async () => {
    const usdt = `0x${'ab'.repeat(20)}`;
    const btc = `0x${'cd'.repeat(20)}`;
    await t.app.deps.settings.set('DEPOSIT_ADDRESS_BEP20_USDT', usdt, null);
    await t.app.deps.settings.set('DEPOSIT_ADDRESS_BEP20_BTC', btc, null);
    try {
      const m = await createLoggedInMember(t, { secPassword: SEC });
      for (const platform of [usdt, btc.toUpperCase().replace('0X', '0x')]) {
        const res = await bindAddressAs(t, m, platform);
        expectRefusal(res, 422, 'PLATFORM_ADDRESS');
        expect(res.json().data.fields).toEqual({ address: 'invalid' });
      }
      expect((await infoOf(m)).address).toBeNull();
    } finally {
      await t.app.deps.settings.set('DEPOSIT_ADDRESS_BEP20_USDT', '', null);
      await t.app.deps.settings.set('DEPOSIT_ADDRESS_BEP20_BTC', '', null);
    }
  });

  it('binds and replaces bank details only with the secondary password and the mailed code (D1a)', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim', secPassword: SEC });
    const bind = (body: Record<string, unknown>) => call(t, 'POST', moneyDeskPaths.userBank, body, { token: m.token });

    const missing = await bind(bank());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { sec_password: 'required', otp: 'required' } },
    });
    const code = await securityCode(t, m);
    expectRefusal(await bind({ ...bank(), sec_password: 'Wrong1234', otp: code }), 422, 'INCORRECT_SEC_PASSWORD');
    const wrongOtp = await bind({ ...bank(), sec_password: SEC, otp: wrongCode(code) });
    expectRefusal(wrongOtp, 422, 'INCORRECT_OTP');
    expect(wrongOtp.json().data.fields).toEqual({ otp: 'invalid' });
    expect((await infoOf(m)).bank).toBeNull();

    expect((await bind({ ...bank(), sec_password: SEC, otp: code })).statusCode).toBe(200);
    const bound = (await infoOf(m)).bank;
    // Replacing the bound account is the attack of the finding: a session alone, or a used code, must not do it.
    const thief = { account_number: '9999 0000 11', bank_name: 'Other Bank' };
    expectRefusal(await bind({ ...bank(thief), sec_password: SEC, otp: code }), 422, 'INCORRECT_OTP');
    expect((await infoOf(m)).bank).toEqual(bound);

    const replaced = await bindBankAs(t, m, bank(thief));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(okData(replaced)).toMatchObject({ bank: thief, withdraw_held_until: expect.any(String) });
  });

  it('binds an address only with the secondary password; wrong ones count towards the lock-out', async () => {
    const m = await createLoggedInMember(t, { secPassword: SEC });
    const address = `0x${'3'.repeat(39)}a`;
    const code = await securityCode(t, m);
    const bind = (body: Record<string, unknown>) =>
      call(t, 'POST', moneyDeskPaths.updateAddress, body, { token: m.token });

    const missing = await bind({ address, otp: code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { sec_password: 'required' } },
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expectRefusal(await bind({ address, sec_password: 'Wrong1234', otp: code }), 422, 'INCORRECT_SEC_PASSWORD');
    }
    expect((await infoOf(m)).address).toBeNull();
    // The fifth wrong one locks the secondary password, as for a withdrawal: then even the right one waits.
    expect((await bind({ address, sec_password: 'Wrong1234', otp: code })).json().message).toBe('ACCOUNT_LOCKED');
    expectRefusal(await bind({ address, sec_password: SEC, otp: code }), 429, 'ACCOUNT_LOCKED');
    expect((await infoOf(m)).address).toBeNull();

    const other = await createLoggedInMember(t, { secPassword: SEC });
    expect((await bindAddressAs(t, other, address)).statusCode).toBe(200);
  });

  it('asks a member without a secondary password to set one first', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim' });
    expect((await bindBankAs(t, m, bank({ otp: '123456' }))).json().message).toBe('SEC_PASSWORD_NOT_SET');
    const address = await bindAddressAs(t, m, `0x${'4'.repeat(40)}`, { otp: '123456' });
    expect(address.json().message).toBe('SEC_PASSWORD_NOT_SET');
  });

  it('holds withdrawals PAYOUT_CHANGE_HOLD_HOURS after a change, and says until when', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 500n);
    expect((await bindAddressAs(t, m, freshAddress())).statusCode).toBe(200);
    const until = (await infoOf(m)).withdraw_held_until as string;
    expect(new Date(until).getTime() - t.clock.now().getTime()).toBe(24 * HOUR_MS);

    const held = await withdraw(t, m.token, { amount: '100', sec_password: SEC });
    expectRefusal(held, 422, 'PAYOUT_CHANGE_HOLD');
    expect(held.json().data).toEqual({ until });
    t.clock.advance(24 * HOUR_MS - 1000);
    expectRefusal(await withdraw(t, m.token, { amount: '100', sec_password: SEC }), 422, 'PAYOUT_CHANGE_HOLD');
    t.clock.advance(1000);
    expect((await infoOf(m)).withdraw_held_until).toBeNull();
    const ok = await withdraw(t, m.token, { amount: '100', sec_password: SEC });
    expect(ok.statusCode, ok.body).toBe(200);

    // The operator may turn the hold off.
    await t.app.deps.settings.set('PAYOUT_CHANGE_HOLD_HOURS', '0', null);
    try {
      expect((await bindAddressAs(t, m, freshAddress())).statusCode).toBe(200);
      expect((await infoOf(m)).withdraw_held_until).toBeNull();
    } finally {
      await t.app.deps.settings.set('PAYOUT_CHANGE_HOLD_HOURS', '24', null);
    }
  });

  it('compares names the way people write them', () => {
    expect(sameName('Ana  Lim', ' ana lim ')).toBe(true);
    expect(sameName('Ana Lim', 'Ana Lin')).toBe(false);
    expect(sameName('ＡＮＡ LIM', 'ana lim')).toBe(true);
  });
});
