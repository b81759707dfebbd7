import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  IconBook,
  IconCoins,
  IconShoppingBag,
  IconBuildingStore,
  IconFileText,
  IconHelp,
  IconId,
  IconInfo,
  IconKey,
  IconLanguage,
  IconLink,
  IconLogout,
  IconShield,
  IconUser,
} from '@/components/icons';
import { LinkList } from '@/components/link-list';
import { logout } from '@/features/auth/api/logout';
import { openLoginModal, openSignupModal } from '@/features/auth/modals';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { MemberSummary } from '@/features/member/components/member-summary';
import { languageNames } from '@/lib/i18n';
import { useMemberToken } from '@/lib/session';
import type { Language } from '@tandem/contracts';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

function InfoLinks() {
  const { t, i18n } = useTranslation(['member', 'common', 'help']);
  return (
    <LinkList
      items={[
        {
          label: t('profile.language'),
          description: languageNames[i18n.language as Language] ?? i18n.language,
          icon: IconLanguage,
          to: paths.member.language,
          testId: 'profile-language',
        },
        {
          label: t('help:links.faq'),
          description: t('help:links.faqHint'),
          icon: IconHelp,
          to: paths.member.faq,
          testId: 'profile-faq',
        },
        {
          label: t('help:links.guide'),
          description: t('help:links.guideHint'),
          icon: IconBook,
          to: paths.member.guide,
          testId: 'profile-guide',
        },
        {
          label: t('help:links.protection'),
          description: t('help:links.protectionHint'),
          icon: IconShield,
          to: paths.member.customerProtection,
          testId: 'profile-protection',
        },
        { label: t('profile.aboutUs'), icon: IconInfo, to: paths.member.aboutUs, testId: 'profile-about' },
        { label: t('common:termsOfService'), icon: IconFileText, to: paths.member.tnc, testId: 'profile-tnc' },
      ]}
    />
  );
}

function LoggedOutProfile() {
  const { t } = useTranslation(['member', 'common']);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {t('profile.guestTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('profile.guestBody')}
          </Text>
          <Button onClick={() => openLoginModal()} data-testid="profile-login">
            {t('common:header.login')}
          </Button>
          <Button variant="subtle" px={0} onClick={() => openSignupModal()} data-testid="profile-signup">
            {t('common:signup')}
          </Button>
        </Stack>
      </Paper>
      <InfoLinks />
    </Stack>
  );
}

function MemberProfile() {
  const { t } = useTranslation(['member', 'common', 'pins', 'mall', 'stores']);
  const navigate = useNavigate();
  const memberInfo = useMemberInfo();
  if (memberInfo.isPending) return <Skeleton h={120} radius="md" />;
  if (memberInfo.isError) return <LoadError error={memberInfo.error} onRetry={() => void memberInfo.refetch()} />;
  const info = memberInfo.data;
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('common:nav.profile')}
      </Title>
      <MemberSummary info={info} />
      <LinkList
        items={[
          { label: t('profile.account'), icon: IconUser, to: paths.member.account, testId: 'profile-account' },
          { label: t('profile.security'), icon: IconShield, to: paths.member.security, testId: 'profile-security' },
          { label: t('profile.invite'), icon: IconLink, to: paths.member.inviteLink, testId: 'profile-invite' },
          {
            label: t('profile.kyc'),
            description: t(`kycStatus.${info.check_kyc.status}`),
            icon: IconId,
            to: paths.member.kyc,
            testId: 'profile-kyc',
          },
          {
            label: t('profile.secPassword'),
            description: info.password2 === null ? t('profile.secPasswordUnset') : t('profile.secPasswordSet'),
            icon: IconKey,
            to: info.password2 === null ? paths.member.setSecPassword : paths.member.changeSecPassword,
            testId: 'profile-sec-password',
          },
          {
            label: t('pins:entry'),
            description: t(info.activated ? 'pins:summary.active' : 'pins:summary.inactive'),
            icon: IconCoins,
            to: paths.member.pin,
            testId: 'profile-pins',
          },
          {
            label: t('mall:entry'),
            description: t('mall:entryHint'),
            icon: IconShoppingBag,
            to: paths.member.mall,
            testId: 'profile-mall',
          },
          {
            label: t('stores:entry'),
            description: t('stores:entryHint'),
            icon: IconBuildingStore,
            to: paths.member.store,
            testId: 'profile-store',
          },
        ]}
      />
      <InfoLinks />
      <LinkList
        items={[
          {
            label: t('common:logout'),
            icon: IconLogout,
            color: 'red',
            testId: 'profile-logout',
            onClick: () => {
              void logout().then(() => navigate(paths.member.homepage, { replace: true }));
            },
          },
        ]}
      />
    </Stack>
  );
}

/** /web/profile: the member's summary and the way to every account page (no login needed to open it). */
export default function ProfilePage() {
  const token = useMemberToken();
  return token ? <MemberProfile /> : <LoggedOutProfile />;
}
