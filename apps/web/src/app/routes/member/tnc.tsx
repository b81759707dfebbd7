import { NotAvailableYet } from '@/components/not-available';

export default function TncPage() {
  return <NotAvailableYet />;
}
