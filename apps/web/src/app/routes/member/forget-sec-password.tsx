import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardPage } from '@/components/card-page';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { ForgetSecPasswordForm } from '@/features/member/components/forget-sec-password-form';
import { paths } from '@/config/paths';

export default function ForgetSecPasswordPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const memberInfo = useMemberInfo();
  return (
    <CardPage title={t('security.forgotSecPassword')} backTo={paths.member.security}>
      {memberInfo.isPending ? (
        <Skeleton h={240} />
      ) : (
        <ForgetSecPasswordForm email={memberInfo.data?.email ?? null} onDone={() => navigate(paths.member.security)} />
      )}
    </CardPage>
  );
}
