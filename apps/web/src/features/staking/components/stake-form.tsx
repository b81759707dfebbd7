import { Button, Paper, Stack, Text } from '@mantine/core';
import {
  MICRO_PER_UNIT,
  type StakingPackage,
  type WalletInfo,
  parseMoneyToMicro,
  stakeInput,
  stakeSourceWallets,
} from '@tandem/contracts';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-input';
import { FormSegmentedControl } from '@/components/form-fields';
import { sendWithSecondaryPassword } from '@/components/ask-secondary-password';
import { ApiError } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/attempt-key';
import { asFormSchema, refuseField, setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { maxWholeAmount } from '@/lib/max-amount';
import { formatUsdt } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStake } from '../api/stake-actions';
import { type AmountProblem, amountProblem, previewStake } from '../stake-rules';
import { PreviewLines } from './preview-lines';
import { useSchemaForm } from '@/lib/schema-form';

const packageProblems: AmountProblem[] = ['required', 'belowMin', 'aboveMax', 'step'];

/**
 * The contract's stake body (the secondary password is asked for after the fields pass), with the
 * package's own amount rules on top, so they show as typed once the member has tried to submit.
 */
const stakeSchemaFor = (pkg: StakingPackage) =>
  asFormSchema(
    stakeInput.pick({ amount: true, wallet: true }).superRefine((values, ctx) => {
      const problem = amountProblem(pkg, values.amount);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    }),
  );

/** Refusals that belong under the amount (too little, too much, not enough in the wallet). */
const isAboutAmount = (error: ApiError) =>
  error.code !== 'VALIDATION_ERROR' &&
  i18n.exists(`errors:${error.code}`) &&
  (Boolean(error.fields.amount) || error.code.includes('AMOUNT') || error.code === 'INSUFFICIAN_BALANCE');

const trimZeros = (amount: string) => amount.replace(/\.?0+$/, '');

/**
 * A new stake in one package: the amount, checked against the package's rules as it is typed, the
 * outcome (daily profit, first profit day, maturity, surrender day and penalty) before anything is
 * sent, then the secondary password. One Idempotency-Key per attempt (lib/attempt-key.ts).
 */
export function StakeForm({
  pkg,
  today,
  wallet,
  onDone,
}: {
  pkg: StakingPackage;
  today: string;
  /** The member's balances, for the "available" line; undefined while they load. */
  wallet: WalletInfo | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['staking', 'wallet', 'errors']);
  const fieldError = useFieldErrorText();
  const stake = useStake();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const schema = useMemo(() => stakeSchemaFor(pkg), [pkg]);
  const form = useSchemaForm(schema, { amount: '', wallet: 'point1' }, 'onSubmit');
  const { errors } = form.formState;
  const [amount, from] = useWatch({ control: form.control, name: ['amount', 'wallet'] });
  const money = (value: string) => formatUsdt(value, i18n.language);

  const preview = previewStake(pkg, amount, today);
  const balance = wallet?.wallets.find((w) => w.wallet === from)?.balance;
  const balanceMicro = balance === undefined ? null : parseMoneyToMicro(balance);
  // The largest amount the package takes (minimum, cap, step) that the chosen wallet holds.
  const maxAmount =
    balanceMicro === null
      ? undefined
      : maxWholeAmount({
          balanceMicro,
          minMicro: parseMoneyToMicro(pkg.min_amount) ?? MICRO_PER_UNIT,
          maxMicro: pkg.max_amount === null ? null : parseMoneyToMicro(pkg.max_amount),
          stepMicro: parseMoneyToMicro(pkg.step_amount) ?? MICRO_PER_UNIT,
        });
  const rules = {
    min: trimZeros(pkg.min_amount),
    max: pkg.max_amount === null ? '' : trimZeros(pkg.max_amount),
    step: trimZeros(pkg.step_amount),
  };
  const problem = errors.amount?.message;
  const amountError =
    errors.amount?.type !== 'refusal' && packageProblems.includes(problem as AmountProblem)
      ? t(`staking:form.problem.${problem}`, rules)
      : fieldError(errors.amount);

  const onSubmit = form.handleSubmit(async (values) => {
    // More than the wallet holds is said before the password is asked (D12).
    if (balanceMicro !== null && BigInt(values.amount) * MICRO_PER_UNIT > balanceMicro) {
      return setRefusal(form.setError, 'amount', 'INSUFFICIAN_BALANCE');
    }
    const idempotencyKey = attemptKeys.keyFor(`${pkg.id}|${values.amount}|${values.wallet}`);
    try {
      const sent = await sendWithSecondaryPassword((secPassword) =>
        stake.mutateAsync({ package_id: pkg.id, ...values, sec_password: secPassword, idempotencyKey }),
      );
      if (sent === null) return;
      attemptKeys.complete();
      notifySuccess('staking:form.done');
      onDone();
    } catch (error) {
      if (!refuseField(error, form.setError, 'amount', isAboutAmount)) notifyError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="stake-form">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('staking:form.wallet')}
          </Text>
          <FormSegmentedControl
            control={form.control}
            name="wallet"
            fullWidth
            size="xs"
            onPicked={() => form.clearErrors('amount')}
            data={stakeSourceWallets.map((name) => ({ value: name, label: t(`wallet:names.${name}`) }))}
            testId="stake-wallet"
          />
          <Text size="xs" c="dimmed" mt={4} data-testid="stake-balance">
            {balance === undefined ? '\u00a0' : t('staking:form.available', { amount: money(balance) })}
          </Text>
        </div>
        <AmountField
          control={form.control}
          label={t('staking:form.amount')}
          error={amountError}
          description={t(`staking:rules.${pkg.max_amount === null ? 'amountNoCap' : 'amountRange'}`, rules)}
          max={maxAmount}
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
