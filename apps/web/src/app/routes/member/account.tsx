import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { AccountForm } from '@/features/member/components/account-form';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';

// wagmi and viem load with this section, not with the account page's form.
const LinkWalletSection = lazy(() =>
  import('@/features/auth/wallet/link-wallet-section').then((m) => ({ default: m.LinkWalletSection })),
);

export default function AccountPage() {
  const { t } = useTranslation('member');
  const memberInfo = useMemberInfo();
  return (
    <>
      <PageHeader title={t('account.title')} backTo={paths.member.profile} />
      <QueryState query={memberInfo} loader={<Skeleton h={360} radius="md" />}>
        {(data) => (
          <>
            <AccountForm key={data.id} info={data} />
            <Suspense fallback={null}>
              <LinkWalletSection info={data} onChanged={() => memberInfo.refetch()} />
            </Suspense>
          </>
        )}
      </QueryState>
    </>
  );
}
