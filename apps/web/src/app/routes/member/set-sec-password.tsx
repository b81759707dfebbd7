import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { SettledAlert } from '@/components/settled-alert';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { SetSecPasswordForm } from '@/features/member/components/set-sec-password-form';
import { paths } from '@/config/paths';

/** Where a member without a secondary password is sent (spec section 4) before anything else. */
export default function SetSecPasswordPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const memberInfo = useMemberInfo();
  if (memberInfo.isPending) return <PageLoader />;
  const isAlreadySet = memberInfo.data?.password2 != null;
  return (
    <>
      <PageHeader title={t('security.setSecPassword')} />
      {isAlreadySet ? (
        <SettledAlert
          color="teal"
          testId="sec-password-already-set"
          message={t('security.secPasswordAlreadySet')}
          linkTo={paths.member.changeSecPassword}
          linkLabel={t('security.changeSecPassword')}
        />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text size="sm">{t('security.setSecPasswordIntro')}</Text>
            <SetSecPasswordForm onDone={() => navigate(paths.member.homepage, { replace: true })} />
          </Stack>
        </Paper>
      )}
    </>
  );
}
