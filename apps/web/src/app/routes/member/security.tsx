import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { IconKey, IconShield } from '@/components/icons';
import { LinkList } from '@/components/link-list';
import { PageHeader } from '@/components/page-header';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { paths } from '@/config/paths';

/** /web/security: the index of security settings; its children render in place of the list. */
export default function SecurityPage() {
  const { t } = useTranslation('member');
  const { pathname } = useLocation();
  const memberInfo = useMemberInfo();
  if (pathname.replace(/\/$/, '') !== paths.member.security) return <Outlet />;
  const hasSecPassword = memberInfo.data ? memberInfo.data.password2 !== null : true;
  return (
    <>
      <PageHeader title={t('security.title')} backTo={paths.member.profile} />
      <LinkList
        items={[
          {
            label: t('security.changePassword'),
            icon: IconShield,
            to: paths.member.changePassword,
            testId: 'security-change-password',
          },
          hasSecPassword
            ? {
                label: t('security.changeSecPassword'),
                icon: IconKey,
                to: paths.member.changeSecPassword,
                testId: 'security-change-sec-password',
              }
            : {
                label: t('security.setSecPassword'),
                icon: IconKey,
                to: paths.member.setSecPassword,
                testId: 'security-set-sec-password',
              },
          {
            label: t('security.forgotSecPassword'),
            icon: IconKey,
            to: paths.member.forgetSecPassword,
            testId: 'security-forget-sec-password',
          },
        ]}
      />
    </>
  );
}
