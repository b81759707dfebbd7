import { NotAvailableYet } from '@/components/not-available';

/** Delivered by a later issue; until then the page says so inside the shell. */
export default function SetCoinPage() {
  return <NotAvailableYet titleKey="pages.setCoin" />;
}
