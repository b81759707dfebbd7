import { NotAvailableYet } from '@/components/not-available';

export default function StakingPage() {
  return <NotAvailableYet />;
}
