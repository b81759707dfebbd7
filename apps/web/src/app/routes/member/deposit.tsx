import { NotAvailableYet } from '@/components/not-available';

export default function DepositPage() {
  return <NotAvailableYet />;
}
