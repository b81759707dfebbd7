import { NotAvailableYet } from '@/components/not-available';

export default function WithdrawPage() {
  return <NotAvailableYet />;
}
