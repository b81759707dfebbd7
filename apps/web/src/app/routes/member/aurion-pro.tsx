import { Stack, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';

// wagmi, viem and the page's body load as a chunk of their own: were they imported here, every first
// load would carry their file names in the router's preload list of this route.
const AurionProWallet = lazy(() => import('./aurion-pro-wallet'));

/** /web/aurionPro: staking through the contract on BNB chain. */
export default function AurionProPage() {
  const { t } = useTranslation('staking');
  return (
    <Stack gap="md" p="md" maw={560} mx="auto" data-testid="aurion-pro">
      <Title order={3}>{t('onChain.title')}</Title>
      <Suspense fallback={<PageLoader />}>
        <AurionProWallet />
      </Suspense>
    </Stack>
  );
}
