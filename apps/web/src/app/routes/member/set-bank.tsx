import { PayoutSettingPage } from '@/features/wallet/components/payout-setting-page';

/** /web/withdraw_info/setBank: the bank account withdrawals to bank go to. */
export default function SetBankPage() {
  return <PayoutSettingPage kind="bank" />;
}
