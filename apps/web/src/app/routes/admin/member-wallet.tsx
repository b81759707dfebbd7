import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberWalletStatement } from '@/features/admin/components/member-wallet-statement';
import { paths } from '@/config/paths';
import { BackLink } from './page-title';

export default function AdminMemberWalletPage() {
  const { t } = useTranslation('admin-finance');
  const { id = '' } = useParams();
  return (
    <>
      <BackLink to={paths.admin.member(id)} mb="sm" display="inline-block">
        {t('statement.back')}
      </BackLink>
      <MemberWalletStatement key={id} memberId={id} />
    </>
  );
}
