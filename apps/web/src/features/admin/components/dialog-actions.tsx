import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';

/**
 * Why a request failed, shown in place (in a dialog, so what staff typed is not lost). Text is shown
 * as it is; anything else is an API failure put into words.
 */
export function FailureText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {typeof error === 'string' ? error : errorMessage(error)}
    </Text>
  );
}

/**
 * The foot of a back-office dialog: the failure, if any, then Cancel and the action. Without
 * `onConfirm` the action submits the dialog's form, so Enter in a field does the same.
 */
export function DialogActions({
  error,
  onCancel,
  confirmLabel,
  color,
  isPending,
  onConfirm,
  testId,
}: {
  error?: unknown;
  onCancel: () => void;
  confirmLabel: string;
  color?: string;
  isPending: boolean;
  onConfirm?: () => void;
  testId: string;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <FailureText error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={color}
          loading={isPending}
          onClick={onConfirm}
          data-testid={testId}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
