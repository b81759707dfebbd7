import { Group, Stack, Text } from '@mantine/core';
import { askConfirmation } from '@/components/ask-confirmation';
import { sendWithSecondaryPassword } from '@/components/ask-secondary-password';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { ReactNode } from 'react';

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
  return askConfirmation({
    title: options.title,
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
    confirmLabel: options.confirmLabel,
    color: options.color,
    testId: 'stake-confirm-ok',
  });
}

/**
 * The step after the member has chosen (confirmed the action, picked the package): asks for the
 * secondary password, `send`s the action with it (a wrong password is retyped in the prompt), and
 * says how it went (`doneKey`, or the error).
 */
export async function sendAndNotify(send: (secPassword: string) => Promise<void>, doneKey: string) {
  try {
    if ((await sendWithSecondaryPassword(send)) !== null) notifySuccess(doneKey);
  } catch (error) {
    notifyError(error);
  }
}
