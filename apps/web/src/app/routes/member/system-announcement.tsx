import { NotAvailableYet } from '@/components/not-available';

/** Delivered by a later issue; until then the page says so inside the shell. */
export default function SystemAnnouncementPage() {
  return <NotAvailableYet titleKey="pages.announcement" />;
}
