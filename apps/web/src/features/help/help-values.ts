import { LOOKUP_BUSINESS_TZ, type Lookup, type SettingKey, settingDefinitions } from '@tandem/contracts';

/**
 * The operator's current settings the help texts quote (fees, limits, hours), read from the public
 * lookup so a page never states a figure the platform no longer uses. A key the lookup lacks falls
 * back to its default from the contracts.
 */
export function helpValuesOf(lookup: Lookup) {
  const setting = (key: SettingKey) => lookup[key] ?? settingDefinitions[key].defaultValue;
  return {
    withdrawFee: setting('WITHDRAW_FEE'),
    minFee: setting('WITHDRAW_MIN_AMOUNT_IN_FEE'),
    withdrawMin: setting('WITHDRAW_MIN_AMOUNT'),
    withdrawMax: setting('WITHDRAW_MAX_AMOUNT'),
    transferMin: setting('TRANSFER_MIN_AMOUNT'),
    transferFee: setting('TRANSFER_FEE'),
    fiatOpen: setting('FIAT_DEPOSIT_OPEN'),
    fiatClose: setting('FIAT_DEPOSIT_CLOSE'),
    fiatCreditHours: setting('FIAT_CREDIT_HOURS'),
    holdHours: setting('PAYOUT_CHANGE_HOLD_HOURS'),
    timeZone: lookup[LOOKUP_BUSINESS_TZ] ?? 'Asia/Singapore',
  };
}

export type HelpValues = ReturnType<typeof helpValuesOf>;
