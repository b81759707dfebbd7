import { NotAvailableYet } from '@/components/not-available';

export default function CustomerServicePage() {
  return <NotAvailableYet />;
}
