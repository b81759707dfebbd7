import { PayoutSettingPage } from '@/features/wallet/components/payout-setting-page';

/** /web/withdraw_info/setCoin: bind the BEP-20 address crypto withdrawals go to. */
export default function SetCoinPage() {
  return <PayoutSettingPage kind="coin" />;
}
