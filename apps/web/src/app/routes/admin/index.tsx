import { NotAvailableYet } from '@/components/not-available';

export default function AdminApp() {
  return <NotAvailableYet />;
}
