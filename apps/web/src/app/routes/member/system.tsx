import { NotAvailableYet } from '@/components/not-available';

export default function SystemPage() {
  return <NotAvailableYet />;
}
