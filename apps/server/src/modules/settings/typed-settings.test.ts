import { type SettingKey, settingDefinitions, settingKeys } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { USDT } from '../../test/factories';
import { parseSettings } from './typed-settings';

const defaults = Object.fromEntries(settingKeys.map((k) => [k, settingDefinitions[k].defaultValue])) as Record<
  SettingKey,
  string
>;
const parse = (changes: Partial<Record<SettingKey, string>>) => parseSettings({ ...defaults, ...changes });

describe('typed settings', () => {
  it('parses the defaults into amounts and basis points', () => {
    expect(parseSettings(defaults)).toEqual({
      siteOn: true,
      transferMinMicro: 1n * USDT,
      transferFeePercent: '0',
      transferFeeBps: 0,
      withdrawMinMicro: 10n * USDT,
      withdrawMaxMicro: 5000n * USDT,
      withdrawFeePercent: '5',
      withdrawFeeBps: 500,
      withdrawMinFeeMicro: 1n * USDT,
      fiatDepositOpen: '10:00',
      fiatDepositClose: '22:00',
      directBonusBps: 500,
      levelBonusBps: [1000, 500, 300, 300, 300, 100, 100, 100, 100, 100],
      pinPriceMicro: 50n * USDT,
      pinValidityDays: 365,
      pinRequiredFor: [],
      profileRewardVoucherMicro: 100n * USDT,
      payoutChangeHoldHours: 24,
      fiatCreditHours: 2,
    });
  });

  it('parses the activation-code settings', () => {
    expect(parse({ PIN_PRICE: '12.5', PIN_VALIDITY_DAYS: '30', PIN_REQUIRED_FOR: 'staking' })).toMatchObject({
      pinPriceMicro: 12_500_000n,
      pinValidityDays: 30,
      pinRequiredFor: ['staking'],
    });
  });

  it('parses the level percents into basis points', () => {
    expect(parse({ LEVEL_BONUS_PERCENTS: '0.5,1.25,0' }).levelBonusBps).toEqual([50, 125, 0]);
  });

  it('keeps a percent as staff wrote it beside its basis points, and decimals of the minimum fee', () => {
    const s = parse({ WITHDRAW_FEE: '2.50', TRANSFER_FEE: '0.5', WITHDRAW_MIN_AMOUNT_IN_FEE: '0.25', SITE_ON: '0' });
    expect(s).toMatchObject({ withdrawFeePercent: '2.50', withdrawFeeBps: 250, transferFeeBps: 50, siteOn: false });
    expect(s.withdrawMinFeeMicro).toBe(250_000n);
  });

  it('refuses a stored value its schema refuses instead of computing with it', () => {
    expect(() => parse({ TRANSFER_MIN_AMOUNT: 'ten' })).toThrow(/TRANSFER_MIN_AMOUNT/);
    expect(() => parse({ LEVEL_BONUS_PERCENTS: '10,,5' })).toThrow(/LEVEL_BONUS_PERCENTS/);
  });
});
