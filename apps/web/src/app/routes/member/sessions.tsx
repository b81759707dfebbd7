import { NotAvailableYet } from '@/components/not-available';

export default function SessionsPage() {
  return <NotAvailableYet />;
}
