import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { useDepositOptions } from '@/features/wallet/api/deposit';
import { ChainDepositList } from '@/features/wallet/components/chain-deposit-list';
import { CryptoDeposit } from '@/features/wallet/components/crypto-deposit';
import { DepositHistory } from '@/features/wallet/components/deposit-list';
import { allDays } from '@/features/wallet/record-days';
import { FiatDeposit } from '@/features/wallet/components/fiat-deposit';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';

/**
 * /web/transaction/deposit: crypto (address, QR, tx hash) or fiat (payee, payer, reference, screenshot).
 * It opens on a method that works (D7): crypto when a network has an address, else bank transfer; with
 * neither a network nor a payee for the member's country, it says deposits are not available.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const options = useDepositOptions();
  const crypto = t('deposit.cryptoTab');
  const fiat = t('deposit.fiatTab');
  const hasNetworks = (options.data?.networks.length ?? 0) > 0;
  const tabs = useUrlTabs(options.data && !hasNetworks ? { fiat, crypto } : { crypto, fiat });
  const hasNoMethod = options.data !== undefined && !hasNetworks && options.data.fiat.payee === null;
  const [history, setHistory] = useState({ range: allDays, page: 1 });

  return (
    <Stack gap="md">
      <PageHeader title={t('deposit.title')} backTo={paths.member.wallet} />
      {hasNoMethod && (
        <Alert color="yellow" variant="light" data-testid="deposit-no-methods">
          {t('deposit.noMethods')}
        </Alert>
      )}
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
      <DepositHistory {...history} onChange={setHistory} />
    </Stack>
  );
}
