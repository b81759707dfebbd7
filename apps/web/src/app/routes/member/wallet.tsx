import { NotAvailableYet } from '@/components/not-available';

export default function WalletPage() {
  return <NotAvailableYet />;
}
