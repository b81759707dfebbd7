import { financePaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { SEC, WEDNESDAY_NOON, fund } from '../../test/factories';
import { staffGet, staffPost, okData } from '../../test/http';
import { createWithdrawer, withdraw } from '../withdrawals/money-desk.testing';

interface Flow {
  account: string;
  asset: string;
  nature: string;
  money_in: string;
  money_out: string;
  net: string;
}

/**
 * The platform accounts read the way an accountant expects: each figure in the account's own sense, so a
 * fee collected is income that adds to fee revenue, and a withdrawal paid out of the treasury takes from it.
 */
describe('liability report: platform accounts in their own sense', () => {
  const t = useTestApp({ at: WEDNESDAY_NOON, auditedLedger: true });
  const { admin } = useStaff(t, {});

  const platform = async () => okData(await staffGet(t, admin.token, financePaths.liabilities)).platform as Flow[];
  const flow = (rows: Flow[], account: string) => rows.find((r) => r.account === account && r.asset === 'USDT');

  it('shows a collected withdrawal fee as positive income', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 1000n);
    const placed = okData(await withdraw(t, m.token, { amount: '100', sec_password: SEC }));
    expect(okData(await staffPost(t, admin.token, financePaths.withdrawalApprove(placed.id))).status).toBe('approved');

    const rows = await platform();
    expect(flow(rows, 'fee_revenue')).toEqual({
      account: 'fee_revenue',
      asset: 'USDT',
      nature: 'income',
      money_in: '5.000000',
      money_out: '0.000000',
      net: '5.000000',
    });
    expect(flow(rows, 'treasury')).toMatchObject({ nature: 'asset' });
    for (const row of rows) expect(['asset', 'income', 'expense', 'liability', 'payout']).toContain(row.nature);
  });
});
