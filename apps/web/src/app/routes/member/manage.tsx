import { NotAvailableYet } from '@/components/not-available';

export default function ManagePage() {
  return <NotAvailableYet />;
}
