import { Button, Card, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits, parseUnits } from 'viem';
import { AmountInput } from '@/components/amount-input';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/notify';
import { stakingKeys } from '../api/keys';
import {
  APPROVE_AMOUNT,
  type Contracts,
  STAKING_TYPES,
  type StakingTypeName,
  TOKEN_DECIMALS,
  approve,
  callStaking,
  readWalletState,
} from './chain-actions';
import { ChainStakes } from './chain-stakes';
import { reportContractStake } from './contract-api';
import { TxStatus } from './tx-status';
import { useTransaction } from './use-transaction';
import { useWalletKit } from './wallet-kit';

export const tokenText = (units: bigint) => formatUnits(units, TOKEN_DECIMALS);

/**
 * Balance, allowance, approve (the spec's 100 000 tokens) and stake (flexible with a term in days,
 * or fixed 180 / 360 days) within the contract's bounds, then the server's verification of the stake.
 */
export function StakePanel({
  contracts,
  owner,
  onSwitchChain,
}: {
  contracts: Contracts;
  owner: Address;
  onSwitchChain: () => void;
}) {
  const { t } = useTranslation('staking');
  const queryClient = useQueryClient();
  const { config } = useWalletKit();
  const chainState = useQuery({
    queryKey: [...stakingKeys.all, 'chain-state', contracts.chain_id, owner] as const,
    queryFn: () => readWalletState(config, contracts, owner),
  });
  const tx = useTransaction();
  const [type, setType] = useState<StakingTypeName>('fixed_180');
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState<string | number>(30);
  const [verification, setVerification] = useState<{ step: 'verifying' | 'verified' } | { error: string } | null>(null);

  if (chainState.isPending) return <PageLoader />;
  if (chainState.isError) return <LoadError error={chainState.error} onRetry={() => void chainState.refetch()} />;
  const { balance, allowance, option } = chainState.data;
  const units = amount ? parseUnits(amount, TOKEN_DECIMALS) : 0n;

  const refresh = () => queryClient.invalidateQueries({ queryKey: stakingKeys.all });

  async function onApprove() {
    await tx.run('approve', (onSent) => approve(config, contracts, onSent));
    await refresh();
  }

  async function onStake() {
    if (units > balance) return tx.fail('stake', 'noBalance');
    if (units > allowance) return tx.fail('stake', 'needsApproval');
    const duration = type === 'flexible' ? BigInt(Number(days) || 0) : 0n;
    const stakingType = STAKING_TYPES.indexOf(type);
    setVerification(null);
    const hash = await tx.run('stake', (onSent) =>
      callStaking(config, contracts, { functionName: 'stake', args: [units, stakingType, duration] }, onSent),
    );
    await refresh();
    if (!hash) return;
    setVerification({ step: 'verifying' });
    try {
      await reportContractStake(hash);
      setVerification({ step: 'verified' });
      setAmount('');
    } catch (error) {
      setVerification({ error: errorMessage(error) });
    }
    await refresh();
  }

  const outOfRange = units > 0n && (units < option.minAmount || units > option.maxAmount);
  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('onChain.balance')}
          </Text>
          <Text fw={600} data-testid="chain-balance">
            {tokenText(balance)} USDT
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('onChain.allowance')}
          </Text>
          <Text data-testid="chain-allowance">{tokenText(allowance)} USDT</Text>
        </Group>
        {allowance < (units > option.minAmount ? units : option.minAmount) ? (
          <Button
            mt="sm"
            variant="light"
            onClick={() => void onApprove()}
            loading={tx.busy}
            data-testid="chain-approve"
          >
            {t('onChain.approve', { amount: tokenText(APPROVE_AMOUNT) })}
          </Button>
        ) : null}
      </Card>

      <Card withBorder padding="sm">
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            // Stacked: the three names in full fit a phone in every language.
            orientation="vertical"
            value={type}
            onChange={(value) => setType(value as StakingTypeName)}
            data={STAKING_TYPES.map((value) => ({ value, label: t(`onChain.types.${value}`) }))}
            data-testid="chain-stake-type"
          />
          <AmountInput
            label={t('onChain.amount')}
            value={amount}
            onChange={setAmount}
            description={t('onChain.bounds', { min: tokenText(option.minAmount), max: tokenText(option.maxAmount) })}
            error={outOfRange ? t('onChain.outOfRange') : undefined}
            testId="chain-stake-amount"
          />
          {type === 'flexible' ? (
            <NumberInput
              label={t('onChain.days')}
              value={days}
              onChange={setDays}
              min={Number(option.minDuration)}
              max={Number(option.maxDuration)}
              allowDecimal={false}
              data-testid="chain-stake-days"
            />
          ) : null}
          <Button
            onClick={() => void onStake()}
            disabled={units === 0n || outOfRange}
            loading={tx.busy}
            data-testid="chain-stake"
          >
            {t('onChain.stake')}
          </Button>
        </Stack>
      </Card>

      <TxStatus state={tx.state} onSwitchChain={onSwitchChain} />
      {verification ? (
        'error' in verification ? (
          <Text size="sm" c="red" data-testid="chain-verify-error">
            {verification.error}
          </Text>
        ) : (
          <Text
            size="sm"
            c={verification.step === 'verified' ? 'teal' : 'dimmed'}
            data-testid="chain-verify"
            data-step={verification.step}
          >
            {t(`onChain.${verification.step}`)}
          </Text>
        )
      ) : null}

      <ChainStakes
        contracts={contracts}
        stakes={chainState.data.stakes}
        busy={tx.busy}
        onAction={async (functionName, index) => {
          await tx.run(functionName, (onSent) =>
            callStaking(config, contracts, { functionName, args: [index] }, onSent),
          );
          await refresh();
        }}
      />
    </Stack>
  );
}
