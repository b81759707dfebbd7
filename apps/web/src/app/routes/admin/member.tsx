import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MemberDetail } from '@/features/admin/components/member-detail';

export default function AdminMemberPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  return (
    <>
      <Anchor component={Link} to="/admin/members" size="sm" mb="sm" display="inline-block">
        ← {t('member.back')}
      </Anchor>
      <MemberDetail key={id} id={id} />
    </>
  );
}
