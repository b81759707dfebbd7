import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { AddressBook } from '@/features/mall/components/address-list';
import { useMemberInfo } from '@/features/member/api/get-member-info';

/** /web/mallAddresses: the member's saved shipping addresses; a new one starts in the member's country. */
export default function MallAddressesPage() {
  const { t } = useTranslation('mall');
  const info = useMemberInfo();
  return (
    <>
      <PageHeader title={t('addresses.title')} backTo={paths.member.mall} />
      <QueryState query={info}>{(data) => <AddressBook defaultCountryId={data.country.id} />}</QueryState>
    </>
  );
}
