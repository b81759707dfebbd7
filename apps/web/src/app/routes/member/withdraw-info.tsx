import { NotAvailableYet } from '@/components/not-available';

export default function WithdrawInfoPage() {
  return <NotAvailableYet />;
}
