import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { useDepositOptions } from '@/features/wallet/api/deposit';
import { ChainDepositList } from '@/features/wallet/components/chain-deposit-list';
import { CryptoDeposit } from '@/features/wallet/components/crypto-deposit';
import { DepositList } from '@/features/wallet/components/deposit-list';
import { FiatDeposit } from '@/features/wallet/components/fiat-deposit';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';

/** /web/transaction/deposit: crypto (address, QR, tx hash) or fiat (payer, reference, screenshot). */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const tabs = useUrlTabs({ crypto: t('deposit.cryptoTab'), fiat: t('deposit.fiatTab') });
  const options = useDepositOptions();
  const [page, setPage] = useState(1);

  return (
    <Stack gap="md">
      <PageHeader title={t('deposit.title')} backTo={paths.member.wallet} />
      <TabSwitch tabs={tabs} testId="deposit-tabs" />
      <QueryState query={options}>
        {(data) => (
          <Paper withBorder radius="md" p="md">
            {tabs.tab === 'fiat' ? <FiatDeposit fiat={data.fiat} /> : <CryptoDeposit networks={data.networks} />}
          </Paper>
        )}
      </QueryState>
      <ChainDepositList />
      <Title order={3} size="h5">
        {t('deposit.history')}
      </Title>
      <DepositList page={page} onPageChange={setPage} />
    </Stack>
  );
}
