import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AccountForm } from '@/features/member/components/account-form';
import { paths } from '@/config/paths';
import { MemberInfoState } from './member-info-state';

// wagmi and viem load with this section, not with the account page's form.
const LinkWalletSection = lazy(() =>
  import('@/features/auth/wallet/link-wallet-section').then((m) => ({ default: m.LinkWalletSection })),
);

export default function AccountPage() {
  const { t } = useTranslation('member');
  return (
    <>
      <PageHeader title={t('account.title')} backTo={paths.member.profile} />
      <MemberInfoState>
        {(info, reload) => (
          <>
            <AccountForm key={info.id} info={info} />
            <Suspense fallback={null}>
              <LinkWalletSection info={info} onChanged={reload} />
            </Suspense>
          </>
        )}
      </MemberInfoState>
    </>
  );
}
