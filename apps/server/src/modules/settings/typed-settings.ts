import {
  MICRO_PER_UNIT,
  type PinGatedFeature,
  type SettingKey,
  parseMoneyToMicro,
  percentToBps,
  settingDefinitions,
  settingKeys,
} from '@tandem/contracts';

/**
 * The settings the services compute with, parsed once per load: amounts in micro units, percents in
 * basis points. The percent text is kept beside its basis points where a response shows it as staff
 * wrote it. Nothing outside this file parses a setting's text.
 */
export interface TypedSettings {
  siteOn: boolean;
  transferMinMicro: bigint;
  transferFeePercent: string;
  transferFeeBps: number;
  withdrawMinMicro: bigint;
  withdrawMaxMicro: bigint;
  withdrawFeePercent: string;
  withdrawFeeBps: number;
  /** WITHDRAW_MIN_AMOUNT_IN_FEE: the fee is never below it. */
  withdrawMinFeeMicro: bigint;
  /** Fiat deposit opening hours, "HH:MM" in BUSINESS_TZ. */
  fiatDepositOpen: string;
  fiatDepositClose: string;
  directBonusBps: number;
  /** LEVEL_BONUS_PERCENTS, level 1 first; its length is the number of bonus levels. */
  levelBonusBps: number[];
  /** Activation codes: the price of one, how long one stays valid, what needs an active account. */
  pinPriceMicro: bigint;
  pinValidityDays: number;
  pinRequiredFor: PinGatedFeature[];
  /** Voucher points (micro) a member gets once for completing their profile. */
  profileRewardVoucherMicro: bigint;
  /** Hours withdrawals wait after a payout binding changes; business hours a fiat deposit is usually credited in. */
  payoutChangeHoldHours: number;
  fiatCreditHours: number;
}

/**
 * Every stored value passed its schema when staff saved it, and the defaults pass too, so a value
 * failing here was written past the service: a bug to surface, not to serve around.
 */
function checked(values: Record<SettingKey, string>): Record<SettingKey, string> {
  for (const key of settingKeys) {
    if (!settingDefinitions[key].schema.safeParse(values[key]).success) {
      throw new Error(`setting ${key} holds an invalid value: ${JSON.stringify(values[key])}`);
    }
  }
  return values;
}

const wholeUnitsMicro = (text: string) => BigInt(text) * MICRO_PER_UNIT;

export function parseSettings(raw: Record<SettingKey, string>): TypedSettings {
  const s = checked(raw);
  return {
    siteOn: s.SITE_ON !== '0',
    transferMinMicro: wholeUnitsMicro(s.TRANSFER_MIN_AMOUNT),
    transferFeePercent: s.TRANSFER_FEE,
    transferFeeBps: percentToBps(s.TRANSFER_FEE),
    withdrawMinMicro: wholeUnitsMicro(s.WITHDRAW_MIN_AMOUNT),
    withdrawMaxMicro: wholeUnitsMicro(s.WITHDRAW_MAX_AMOUNT),
    withdrawFeePercent: s.WITHDRAW_FEE,
    withdrawFeeBps: percentToBps(s.WITHDRAW_FEE),
    withdrawMinFeeMicro: parseMoneyToMicro(s.WITHDRAW_MIN_AMOUNT_IN_FEE)!,
    fiatDepositOpen: s.FIAT_DEPOSIT_OPEN,
    fiatDepositClose: s.FIAT_DEPOSIT_CLOSE,
    directBonusBps: percentToBps(s.DIRECT_BONUS_PERCENT),
    levelBonusBps: s.LEVEL_BONUS_PERCENTS.split(',').map(percentToBps),
    pinPriceMicro: parseMoneyToMicro(s.PIN_PRICE)!,
    pinValidityDays: Number(s.PIN_VALIDITY_DAYS),
    pinRequiredFor: s.PIN_REQUIRED_FOR === '' ? [] : (s.PIN_REQUIRED_FOR.split(',') as PinGatedFeature[]),
    profileRewardVoucherMicro: wholeUnitsMicro(s.PROFILE_COMPLETION_VOUCHER),
    payoutChangeHoldHours: Number(s.PAYOUT_CHANGE_HOLD_HOURS),
    fiatCreditHours: Number(s.FIAT_CREDIT_HOURS),
  };
}
