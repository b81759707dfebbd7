import { NotAvailableYet } from '@/components/not-available';

export default function InviteLinkPage() {
  return <NotAvailableYet />;
}
