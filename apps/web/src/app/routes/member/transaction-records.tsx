import { NotAvailableYet } from '@/components/not-available';

export default function TransactionRecordsPage() {
  return <NotAvailableYet />;
}
