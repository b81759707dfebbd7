import { Button, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type StakeSourceWallet, type StakingPackage, stakeSourceWallets } from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { ApiError } from '@/lib/api-client';
import { formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBalances } from '../api/get-balances';
import { useStake } from '../api/stake-actions';
import { createAttemptKeys } from '@/lib/attempt-key';
import { amountProblem, previewStake } from '../stake-rules';
import { PreviewLines } from './preview-lines';
import { WholeAmountInput } from './whole-amount-input';

const trimZeros = (amount: string) => amount.replace(/\.?0+$/, '');

/**
 * A new stake in one package: the amount, checked against the package's rules as it is typed, the
 * outcome (daily profit, first profit day, maturity, surrender day and penalty) before anything is
 * sent, then the secondary password. One Idempotency-Key per attempt (lib/attempt-key.ts).
 */
export function StakeForm({ pkg, today, onDone }: { pkg: StakingPackage; today: string; onDone: () => void }) {
  const { t, i18n } = useTranslation(['staking', 'wallet', 'errors']);
  const balances = useBalances();
  const stake = useStake();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const [amount, setAmount] = useState('');
  const [wallet, setWallet] = useState<StakeSourceWallet>('point1');
  const [isTouched, setIsTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const money = (value: string) => formatUsdt(value, i18n.language);

  const problem = amountProblem(pkg, amount);
  const preview = previewStake(pkg, amount, today);
  const balance = balances.data?.wallets.find((w) => w.wallet === wallet)?.balance;
  const rules = {
    min: trimZeros(pkg.min_amount),
    max: pkg.max_amount === null ? '' : trimZeros(pkg.max_amount),
    step: trimZeros(pkg.step_amount),
  };
  const amountError =
    serverError ?? (isTouched && problem !== null ? t(`staking:form.problem.${problem}`, rules) : undefined);

  const onSubmit = async () => {
    setIsTouched(true);
    if (problem !== null) return;
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    const idempotencyKey = attemptKeys.keyFor(`${pkg.id}|${amount}|${wallet}`);
    try {
      await stake.mutateAsync({ package_id: pkg.id, amount, wallet, sec_password: secPassword, idempotencyKey });
      attemptKeys.complete();
      notifySuccess('staking:form.done');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'VALIDATION_ERROR' && i18n.exists(`errors:${error.code}`)) {
        if (error.fields.amount || error.code.includes('AMOUNT') || error.code === 'INSUFFICIAN_BALANCE')
          return setServerError(t(`errors:${error.code}`));
      }
      notifyError(error);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      data-testid="stake-form"
    >
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('staking:form.wallet')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={wallet}
            onChange={(value) => {
              setWallet(value as StakeSourceWallet);
              setServerError(undefined);
            }}
            data={stakeSourceWallets.map((name) => ({ value: name, label: t(`wallet:names.${name}`) }))}
            data-testid="stake-wallet"
          />
          <Text size="xs" c="dimmed" mt={4} data-testid="stake-balance">
            {balance === undefined ? '\u00a0' : t('staking:form.available', { amount: money(balance) })}
          </Text>
        </div>
        <WholeAmountInput
          label={t('staking:form.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setServerError(undefined);
          }}
          error={amountError}
          description={t(`staking:rules.${pkg.max_amount === null ? 'amountNoCap' : 'amountRange'}`, rules)}
          testId="stake-amount"
        />
        {preview ? (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" data-testid="stake-preview">
            <Text size="sm" fw={600} mb={6}>
              {t('staking:preview.title')}
            </Text>
            <PreviewLines pkg={pkg} preview={preview} />
          </Paper>
        ) : null}
        <Button type="submit" loading={stake.isPending} data-testid="stake-submit">
          {t('staking:form.submit')}
        </Button>
        {pkg.is_demo_rate ? (
          <Text size="xs" c="dimmed">
            {t('staking:package.demoRateNote')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
