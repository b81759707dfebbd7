import { NotAvailableYet } from '@/components/not-available';

export default function TransactionPage() {
  return <NotAvailableYet />;
}
