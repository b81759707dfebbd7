import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { type SignedInStaff } from '../../test/factories';
import { auditRows } from './admin.testing';
import { call, expectRefusal } from '../../test/http';

describe('settings editor', () => {
  const t = useTestApp();
  const { admin, money1: finance } = useStaff(t, { money1: 'finance' });

  const list = async (who: SignedInStaff) =>
    (await call(t, 'GET', '/api/admin/settings', undefined, { token: who.token })).json().data as Array<{
      key: string;
      value: string;
      default_value: string;
      is_public: boolean;
      updated_by: string | null;
    }>;
  const save = (who: SignedInStaff, key: string, value: string) =>
    call(t, 'POST', '/api/admin/settings', { key, value }, { token: who.token });

  it('lists every setting with value, default and public flag', async () => {
    const settings = await list(finance);
    const fee = settings.find((s) => s.key === 'WITHDRAW_FEE');
    expect(fee).toMatchObject({ value: '5', default_value: '5', is_public: true, updated_by: null });
    expect(settings.find((s) => s.key === 'DIRECT_BONUS_PERCENT')!.is_public).toBe(false);
    expect(settings.map((s) => s.key)).toContain('SITE_ON');
  });

  it('a superadmin changes a setting; the change is live and audited', async () => {
    const res = await save(admin, 'WITHDRAW_FEE', '2.5');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((s: { key: string }) => s.key === 'WITHDRAW_FEE')).toMatchObject({
      value: '2.5',
      updated_by: 'admin',
    });
    expect(await t.app.deps.settings.get('WITHDRAW_FEE')).toBe('2.5');
    const rows = await auditRows(t, 'setting.update');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      target_type: 'setting',
      target_id: 'WITHDRAW_FEE',
      before: { value: '5' },
      after: { value: '2.5' },
    });

    // Saving the same value again changes nothing and records nothing.
    expect((await save(admin, 'WITHDRAW_FEE', '2.5')).statusCode).toBe(200);
    expect(await auditRows(t, 'setting.update')).toHaveLength(1);
  });

  it('refuses a value its rule does not allow, and changes nothing', async () => {
    for (const [key, value] of [
      ['WITHDRAW_FEE', '101'],
      ['WITHDRAW_MIN_AMOUNT', '10.5'],
      ['SITE_ON', 'yes'],
      ['FIAT_DEPOSIT_OPEN', '25:00'],
      ['LEVEL_BONUS_PERCENTS', '10,,5'],
    ] as const) {
      const res = await save(admin, key, value);
      expect(res.statusCode, `${key}=${value}`).toBe(400);
      expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { value: 'invalid' } } });
    }
    const unknown = await save(admin, 'NOT_A_SETTING', '1');
    expect(unknown.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { key: 'invalid' } } });

    const settings = await list(admin);
    expect(settings.find((s) => s.key === 'WITHDRAW_MIN_AMOUNT')!.value).toBe('10');
    expect(settings.find((s) => s.key === 'SITE_ON')!.value).toBe('1');
    expect(await auditRows(t, 'setting.update')).toHaveLength(1);
  });

  it('only a superadmin edits settings', async () => {
    const res = await save(finance, 'WITHDRAW_FEE', '3');
    expectRefusal(res, 403, 'NO_PERMISSION');
    expect(await t.app.deps.settings.get('WITHDRAW_FEE')).toBe('2.5');
  });

  it('turning the site off puts members into maintenance while staff keep working', async () => {
    expect((await save(admin, 'SITE_ON', '0')).statusCode).toBe(200);
    const member = await t.app.inject({ method: 'GET', url: '/api/member/get-member-info' });
    expect(member.statusCode).toBe(503);
    // The first call read the setting; the next is answered from the fresh cache, without waiting.
    const again = await t.app.inject({ method: 'GET', url: '/api/wallet/getWallet' });
    expect(again.statusCode).toBe(503);
    expect(again.json().code).toBe(member.json().code);
    expect((await list(admin)).find((s) => s.key === 'SITE_ON')!.value).toBe('0');
    expect((await save(admin, 'SITE_ON', '1')).statusCode).toBe(200);
    expect(await t.app.deps.settings.isSiteOn()).toBe(true);
  });
});
