import { NotAvailableYet } from '@/components/not-available';

export default function SetCoinPage() {
  return <NotAvailableYet />;
}
