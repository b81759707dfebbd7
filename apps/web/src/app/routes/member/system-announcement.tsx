import { NotAvailableYet } from '@/components/not-available';

export default function SystemAnnouncementPage() {
  return <NotAvailableYet />;
}
