import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStakingInfo } from '../api/get-staking-info';
import { type Contracts, STAKING_TYPES, TOKEN_DECIMALS, type WalletState } from './chain-actions';
import { formatUnits } from 'viem';

type StakeAction = 'claim' | 'compound' | 'unstake';

/**
 * The wallet's stakes as the contract holds them, each with claim, compound and unstake (a fixed
 * stake unstakes from its end time on), and whether the platform has verified and recorded it.
 */
export function ChainStakes({
  contracts,
  stakes,
  busy,
  onAction,
}: {
  contracts: Contracts;
  stakes: WalletState['stakes'];
  busy: boolean;
  onAction: (action: StakeAction, index: bigint) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('staking');
  const dateOf = (seconds: bigint) => new Date(Number(seconds) * 1000).toLocaleDateString(i18n.language);
  const info = useStakingInfo();
  // The time the list was drawn: whether a fixed stake may unstake yet (the contract decides anyway).
  const [now] = useState(() => BigInt(Math.floor(Date.now() / 1000)));
  const recorded = new Set(
    (info.data?.contract_stakes ?? []).filter((s) => s.chain_id === contracts.chain_id).map((s) => s.stake_index),
  );
  const live = stakes.map((stake, index) => ({ stake, index: BigInt(index) })).filter((s) => !s.stake.isArchived);

  return (
    <Stack gap="sm" data-testid="chain-stakes">
      <Text fw={600}>{t('onChain.myStakes')}</Text>
      {live.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('onChain.noStakes')}
        </Text>
      ) : null}
      {live.map(({ stake, index }) => {
        const isLocked = stake.stakingType !== 0 && now < stake.endTime;
        return (
          <Card key={String(index)} withBorder padding="sm" data-testid="chain-stake-row">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{formatUnits(stake.amount, TOKEN_DECIMALS)} USDT</Text>
              <Badge variant="light">{t(`onChain.types.${STAKING_TYPES[stake.stakingType] ?? 'flexible'}`)}</Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('onChain.term', { start: dateOf(stake.startTime), end: dateOf(stake.endTime) })}
            </Text>
            <Text
              size="xs"
              c={recorded.has(String(index)) ? 'teal' : 'dimmed'}
              data-testid="chain-stake-recorded"
              data-recorded={recorded.has(String(index)) || undefined}
            >
              {recorded.has(String(index)) ? t('onChain.recorded') : t('onChain.notRecorded')}
            </Text>
            <Group gap="xs" mt="xs" grow>
              {(['claim', 'compound', 'unstake'] as const).map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant="light"
                  disabled={busy || (action === 'unstake' && isLocked)}
                  onClick={() => void onAction(action, index)}
                  data-testid={`chain-${action}`}
                >
                  {t(`onChain.actions.${action}`)}
                </Button>
              ))}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
