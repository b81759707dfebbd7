import { NotAvailableYet } from '@/components/not-available';

export default function KycPage() {
  return <NotAvailableYet />;
}
