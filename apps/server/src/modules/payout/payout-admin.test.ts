import { moneyDeskPaths, payoutDeskPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { SEC, WEDNESDAY_NOON, createLoggedInMember } from '../../test/factories';
import { call, expectRefusal, okData, staffGet, staffPost } from '../../test/http';
import { auditRows } from '../admin/admin.testing';
import { bindAddressAs, bindBankAs } from './payout.testing';

describe("staff and a member's payout bindings (D1b)", () => {
  const t = useTestApp({ at: WEDNESDAY_NOON });
  const { admin, money, helpdesk } = useStaff(t, { money: 'finance', helpdesk: 'support' });

  it('shows the address with its network and the bank account; a reset needs the permission and a reason', async () => {
    const m = await createLoggedInMember(t, { fullname: 'Ana Lim', secPassword: SEC });
    const address = `0x${'7'.repeat(40)}`;
    expect((await bindAddressAs(t, m, address)).statusCode).toBe(200);
    const bank = {
      bank_country: 'Malaysia',
      bank_name: 'Maybank',
      account_holder: 'Ana Lim',
      account_number: '1234',
      branch: 'KL',
      swift: 'MBBEMYKL',
    };
    expect((await bindBankAs(t, m, bank)).statusCode).toBe(200);

    const view = okData(await staffGet(t, helpdesk, payoutDeskPaths.memberPayout(String(m.id))));
    expect(view).toMatchObject({
      address: { address, network: 'BEP20', changed_at: null },
      bank: { ...bank, changed_at: null },
      withdraw_held_until: null,
    });
    expectRefusal(await staffGet(t, admin, payoutDeskPaths.memberPayout('999999999')), 404, 'NOT_FOUND');

    const reset = payoutDeskPaths.memberPayoutReset(String(m.id));
    expectRefusal(await staffPost(t, money, reset, { kind: 'address', reason: 'typo' }), 403, 'NO_PERMISSION');
    expect((await staffPost(t, admin, reset, { kind: 'address' })).json().data.fields).toMatchObject({
      reason: 'required',
    });
    const done = await staffPost(t, admin, reset, { kind: 'address', reason: 'Member lost the wallet' });
    expect(okData(done)).toMatchObject({ address: null, bank: { account_number: '1234' } });
    expect((await auditRows(t, 'payout.reset')).at(-1)).toMatchObject({
      target_type: 'member',
      target_id: String(m.id),
      reason: 'Member lost the wallet',
      before: { kind: 'address', address },
    });
    expectRefusal(await staffPost(t, admin, reset, { kind: 'address', reason: 'again' }), 404, 'NOT_FOUND');

    // The member binds a new address, and the old one is free for anyone.
    const info = (await call(t, 'GET', moneyDeskPaths.bankInfo, undefined, { token: m.token })).json().data;
    expect(info).toMatchObject({ address: null, is_address_bound: false });
    expect((await bindAddressAs(t, m, `0x${'8'.repeat(40)}`)).statusCode).toBe(200);
    expect(okData(await staffPost(t, admin, reset, { kind: 'bank', reason: 'wrong bank' })).bank).toBeNull();
  });
});
