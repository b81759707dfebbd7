import type { Mall } from '@tandem/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsdt } from '@/lib/format';

/**
 * A price in its mall's asset, in the reader's language: "12.50 USDT" in the shop, "100.00 points" in
 * the voucher mall. Every price on the mall's screens goes through here so the two never look alike.
 */
export function useMallMoney() {
  const { t, i18n } = useTranslation('mall');
  return useCallback(
    (amount: string, mall: Mall) => t(`price.${mall}`, { amount: formatUsdt(amount, i18n.language) }),
    [t, i18n.language],
  );
}
