import { NotAvailableYet } from '@/components/not-available';

export default function SecurityPage() {
  return <NotAvailableYet />;
}
