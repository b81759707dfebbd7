import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MemberWalletStatement } from '@/features/admin/components/member-wallet-statement';
import { paths } from '@/config/paths';

export default function AdminMemberWalletPage() {
  const { t } = useTranslation('admin-finance');
  const { id = '' } = useParams();
  return (
    <>
      <Anchor component={Link} to={paths.admin.member(id)} size="sm" mb="sm" display="inline-block">
        ← {t('statement.back')}
      </Anchor>
      <MemberWalletStatement key={id} memberId={id} />
    </>
  );
}
