import { NotAvailableYet } from '@/components/not-available';

export default function IbTreePage() {
  return <NotAvailableYet />;
}
