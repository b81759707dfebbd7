import { NotAvailableYet } from '@/components/not-available';

export default function AurionProPage() {
  return <NotAvailableYet />;
}
