import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

export interface ConfirmLine {
  label: string;
  value: ReactNode;
  /** Drawn in red: what the member loses. */
  isLoss?: boolean;
  testId?: string;
}

/**
 * The step before a stake action: what will happen, line by line (the penalty and what comes back),
 * and a confirm button. Resolves true when confirmed; the secondary password is asked after this.
 */
export function confirmStep(options: {
  title: string;
  intro?: string;
  lines: ConfirmLine[];
  confirmLabel: string;
  color?: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (value: boolean) => {
      if (isSettled) return;
      isSettled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: (
        <Stack gap="xs">
          {options.intro ? (
            <Text size="sm" c="dimmed">
              {options.intro}
            </Text>
          ) : null}
          {options.lines.map((line) => (
            <Group key={line.label} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" c="dimmed">
                {line.label}
              </Text>
              <Text size="sm" fw={600} ta="right" c={line.isLoss ? 'red.7' : undefined} data-testid={line.testId}>
                {line.value}
              </Text>
            </Group>
          ))}
        </Stack>
      ),
      labels: { confirm: options.confirmLabel, cancel: i18n.t('common:cancel') },
      confirmProps: { color: options.color, 'data-testid': 'stake-confirm-ok' } as Record<string, unknown>,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
