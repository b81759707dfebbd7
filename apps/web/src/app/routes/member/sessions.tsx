import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { IconBook, IconFileText, IconHelp, IconInfo, IconShield } from '@/components/icons';
import { LinkList } from '@/components/link-list';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

/**
 * /web/sessions: the information pages (help, about us, terms); its children render in place of the list.
 */
export default function SessionsPage() {
  const { t } = useTranslation(['member', 'common', 'help']);
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '') !== paths.member.sessions) return <Outlet />;
  return (
    <>
      <PageHeader title={t('sessions.title')} backTo={paths.member.profile} />
      <LinkList
        items={[
          { label: t('profile.aboutUs'), icon: IconInfo, to: paths.member.aboutUs },
          { label: t('common:termsOfService'), icon: IconFileText, to: paths.member.tnc },
          { label: t('help:links.faq'), icon: IconHelp, to: paths.member.faq },
          { label: t('help:links.guide'), icon: IconBook, to: paths.member.guide },
          { label: t('help:links.protection'), icon: IconShield, to: paths.member.customerProtection },
        ]}
      />
    </>
  );
}
