import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyExact } from '@/lib/format';

/**
 * An amount as people read it: two places with grouping in the interface language, then its asset
 * ("1,500.00 USDT"). `exact` shows every micro unit where an operator works with the exact value
 * (ledger detail, adjustments); otherwise the exact value is one hover away, so a rounded figure
 * never hides a micro unit from staff. `signed` writes "+" before money in.
 */
export function MoneyText({
  amount,
  asset = 'USDT',
  exact = false,
  signed = false,
}: {
  /** The wire decimal string ("1500.000000"). */
  amount: string;
  /** Null for a bare figure in a column whose header names the asset. */
  asset?: string | null;
  exact?: boolean;
  signed?: boolean;
}) {
  const { i18n } = useTranslation();
  const sign = signed && !amount.startsWith('-') ? '+' : '';
  const unit = asset ? ` ${asset}` : '';
  const exactText = `${sign}${formatMoneyExact(amount, i18n.language)}${unit}`;
  if (exact) return <span data-amount={amount}>{exactText}</span>;
  return (
    <Tooltip label={exactText} withArrow openDelay={300}>
      <span data-amount={amount}>{`${sign}${formatMoney(amount, i18n.language)}${unit}`}</span>
    </Tooltip>
  );
}
