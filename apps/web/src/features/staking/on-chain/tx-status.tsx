import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TxState } from './use-transaction';

const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/** The current transaction's progress or error in words; a wrong chain offers the switch. */
export function TxStatus({ state, onSwitchChain }: { state: TxState; onSwitchChain: () => void }) {
  const { t } = useTranslation('staking');
  if (state.step === 'idle') return null;
  const action = t(`onChain.actions.${state.action}`);
  if (state.step === 'error') {
    return (
      <Alert color="red" data-testid="tx-error" data-kind={state.kind}>
        <Text size="sm">{t(`onChain.errors.${state.kind}`, { action })}</Text>
        {state.kind === 'wrongChain' ? (
          <Group mt="xs">
            <Button size="xs" onClick={onSwitchChain} data-testid="tx-switch-chain">
              {t('onChain.switchChain')}
            </Button>
          </Group>
        ) : null}
      </Alert>
    );
  }
  const color = state.step === 'confirmed' ? 'teal' : 'blue';
  return (
    <Alert color={color} data-testid="tx-status" data-step={state.step}>
      <Text size="sm">{t(`onChain.progress.${state.step}`, { action })}</Text>
      {'hash' in state ? (
        <Text size="xs" c="dimmed" ff="monospace">
          {shortHash(state.hash)}
        </Text>
      ) : null}
    </Alert>
  );
}
