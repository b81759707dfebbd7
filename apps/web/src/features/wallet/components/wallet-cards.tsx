import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WalletBalance } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatUsdt } from '@/lib/format';

/** The five wallets with their balances and what the member can do with each (decisions.md "Wallets"). */
export function WalletCards({ wallets }: { wallets: WalletBalance[] }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="wallet-cards">
      {wallets.map((wallet) => (
        <Paper
          key={wallet.wallet}
          withBorder
          radius="md"
          p="md"
          data-testid={`wallet-card-${wallet.wallet}`}
          aria-label={t(`names.${wallet.wallet}`)}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" miw={0} truncate="end">
                {t(`names.${wallet.wallet}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {wallet.asset === 'USDT' ? 'USDT' : t('voucherUnit')}
              </Text>
            </Group>
            <Text fz={26} fw={700} lh={1.1} data-testid={`wallet-balance-${wallet.wallet}`}>
              {formatUsdt(wallet.balance, i18n.language)}
            </Text>
            <Group gap={4}>
              {wallet.can.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('abilities.none')}
                </Text>
              ) : (
                wallet.can.map((ability) => (
                  <Badge key={ability} size="sm" variant="light" radius="sm" tt="none">
                    {t(`abilities.${ability}`)}
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
