import { moneyDeskPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { call, expectRefusal, okData } from '../../test/http';
import { createLoggedInMember } from '../../test/factories';
import { sameName } from './payout.service';

const SEC = 'Second123';

describe('payout details', () => {
  const t = useTestApp();

  const bank = (overrides: Record<string, string> = {}) => ({
    bank_country: 'Malaysia',
    bank_name: 'Maybank',
    account_holder: 'Ana Lim',
    account_number: '1234 5678 90',
    branch: 'Kuala Lumpur',
    swift: 'mbbemykl',
    sec_password: SEC,
    ...overrides,
  });

  /** Binds a BEP-20 address with the right secondary password. */
  const bindAddress = (token: string, address: string) =>
    call(t, 'POST', moneyDeskPaths.updateAddress, { address, sec_password: SEC }, { token });

  it('starts unbound', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim' });
    const res = await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ bank: null, address: null, is_bank_bound: false, is_address_bound: false });
    expect((await call(t, 'GET', moneyDeskPaths.bankInfo)).statusCode).toBe(401);
  });

  it("binds a bank account only in the member's own name (case and spacing ignored)", async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim', secPassword: SEC });
    const wrong = await call(t, 'POST', moneyDeskPaths.userBank, bank({ account_holder: 'Bob Lee' }), {
      token: m.token,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'BANK_HOLDER_MISMATCH',
      data: { fields: { account_holder: 'invalid' } },
    });
    const badSwift = await call(t, 'POST', moneyDeskPaths.userBank, bank({ swift: '12' }), { token: m.token });
    expect(badSwift.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { swift: 'invalid' } } });
    const missing = await call(t, 'POST', moneyDeskPaths.userBank, bank({ bank_name: '' }), { token: m.token });
    expect(missing.json().data.fields).toMatchObject({ bank_name: 'required' });
    expect((await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: m.token })).json().data.bank).toBeNull();

    const good = await call(t, 'POST', moneyDeskPaths.userBank, bank({ account_holder: '  ANA   lim ' }), {
      token: m.token,
    });
    expect(okData(good)).toMatchObject({
      is_bank_bound: true,
      bank: { account_holder: 'ANA lim', swift: 'MBBEMYKL', account_number: '1234 5678 90' },
    });
  });

  it('asks for a full name first', async () => {
    const m = await createLoggedInMember(t, { fullname: null });
    const res = await call(t, 'POST', moneyDeskPaths.userBank, bank(), { token: m.token });
    expect(res.json().message).toBe('KYC_FULLNAME_REQUIRED');
  });

  it('binds one BEP-20 address per account, never reused across accounts', async () => {
    const a = await createLoggedInMember(t, { secPassword: SEC });
    const b = await createLoggedInMember(t, { secPassword: SEC });
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    for (const bad of [
      '0x123',
      '52908400098527886E0F7030069857D2E4169EE7',
      `${address}00`.slice(0, 42).replace('E', 'G'),
    ]) {
      const res = await bindAddress(a.token, bad);
      expect(res.json().message, bad).toMatch(/IncorrectBEPaddress|VALIDATION_ERROR/);
      expect(res.statusCode).toBe(400);
    }
    const bound = await bindAddress(a.token, address);
    expect(okData(bound)).toMatchObject({ address, is_address_bound: true });
    // The same address again is fine; another one is not.
    expect((await bindAddress(a.token, address.toLowerCase())).statusCode).toBe(200);
    const other = await bindAddress(a.token, `0x${'1'.repeat(40)}`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Address binded');
    // Another account, any letter case.
    const taken = await bindAddress(b.token, address.toLowerCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Address binded');
    expect(
      (await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: b.token })).json().data.address,
    ).toBeNull();
  });

  it('binds and replaces bank details only with the secondary password; without it or wrong, nothing changes', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim', secPassword: SEC });
    const bankOf = async () =>
      (await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: m.token })).json().data.bank;
    const bind = (body: Record<string, unknown>) => call(t, 'POST', moneyDeskPaths.userBank, body, { token: m.token });
    const { sec_password: _omitted, ...withoutPassword } = bank();

    const missing = await bind(withoutPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { sec_password: 'required' } },
    });
    const wrong = await bind(bank({ sec_password: 'Wrong1234' }));
    expectRefusal(wrong, 422, 'INCORRECT_SEC_PASSWORD');
    expect(await bankOf()).toBeNull();

    expect((await bind(bank())).statusCode).toBe(200);
    const bound = await bankOf();
    // Replacing the bound account is the attack of the finding: a session alone must not do it.
    const thief = { account_number: '9999 0000 11', bank_name: 'Other Bank' };
    const { sec_password: _again, ...replaceWithout } = bank(thief);
    expect((await bind(replaceWithout)).json().data.fields).toMatchObject({ sec_password: 'required' });
    expect((await bind(bank({ ...thief, sec_password: 'Wrong1234' }))).json().message).toBe('INCORRECT_SEC_PASSWORD');
    expect(await bankOf()).toEqual(bound);

    const replaced = await bind(bank(thief));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await bankOf()).toMatchObject(thief);
  });

  it('binds an address only with the secondary password; wrong ones count towards the lock-out', async () => {
    const m = await createLoggedInMember(t, { secPassword: SEC });
    const address = `0x${'3'.repeat(39)}a`;
    const bind = (body: Record<string, unknown>) =>
      call(t, 'POST', moneyDeskPaths.updateAddress, body, { token: m.token });
    const addressOf = async () =>
      (await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: m.token })).json().data.address;

    const missing = await bind({ address });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { sec_password: 'required' } },
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await bind({ address, sec_password: 'Wrong1234' });
      expectRefusal(wrong, 422, 'INCORRECT_SEC_PASSWORD');
    }
    expect(await addressOf()).toBeNull();
    // The fifth wrong one locks the secondary password, as for a withdrawal: then even the right one waits.
    expect((await bind({ address, sec_password: 'Wrong1234' })).json().message).toBe('ACCOUNT_LOCKED');
    const locked = await bind({ address, sec_password: SEC });
    expectRefusal(locked, 429, 'ACCOUNT_LOCKED');
    expect(await addressOf()).toBeNull();

    const other = await createLoggedInMember(t, { secPassword: SEC });
    const ok = await bindAddress(other.token, address);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('asks a member without a secondary password to set one first', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim' });
    const res = await call(t, 'POST', moneyDeskPaths.userBank, bank(), { token: m.token });
    expect(res.json().message).toBe('SEC_PASSWORD_NOT_SET');
    const address = await bindAddress(m.token, `0x${'4'.repeat(40)}`);
    expect(address.json().message).toBe('SEC_PASSWORD_NOT_SET');
  });

  it('compares names the way people write them', () => {
    expect(sameName('Ana  Lim', ' ana lim ')).toBe(true);
    expect(sameName('Ana Lim', 'Ana Lin')).toBe(false);
    expect(sameName('ＡＮＡ LIM', 'ana lim')).toBe(true);
  });
});
