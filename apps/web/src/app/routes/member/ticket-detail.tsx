import { NotAvailableYet } from '@/components/not-available';

export default function TicketDetailPage() {
  return <NotAvailableYet />;
}
