import { NotAvailableYet } from '@/components/not-available';

export default function MyTeamPage() {
  return <NotAvailableYet />;
}
