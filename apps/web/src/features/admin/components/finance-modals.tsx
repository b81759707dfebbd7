import { Button, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepositScreenshot } from '../api/finance';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/notify';

/** Seconds waited as "3 h 20 min" / "2 d 4 h", so the oldest request stands out. */
export function FinanceAge({ seconds }: { seconds: number }) {
  const { t } = useTranslation('admin-finance');
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const text =
    days > 0
      ? t('age.days', { days, hours: hours % 24 })
      : hours > 0
        ? t('age.hours', { hours, minutes: minutes % 60 })
        : t('age.minutes', { minutes });
  return (
    <Text size="xs" c={hours >= 24 ? 'red' : 'dimmed'} data-testid="admin-finance-age">
      {text}
    </Text>
  );
}

/** The fiat transfer screenshot, fetched with the staff session (never a public URL). */
export function ScreenshotModal({ depositId, onClose }: { depositId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin-finance');
  const image = useDepositScreenshot(depositId);
  return (
    <Modal opened={depositId !== null} onClose={onClose} title={t('screenshot')} size="lg" centered>
      {image.isPending ? (
        <PageLoader />
      ) : image.isError ? (
        <LoadError error={image.error} onRetry={() => void image.refetch()} />
      ) : image.url ? (
        <Image src={image.url} alt={t('screenshot')} fit="contain" mah="70vh" />
      ) : null}
    </Modal>
  );
}

/** Asks for the tx hash or bank reference that proves an approved withdrawal was sent. */
export function PaidModal({
  isOpen,
  isPending,
  error,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reference: string) => void;
}) {
  const { t } = useTranslation('admin-finance');
  const [reference, setReference] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setReference('');
      setIsMissing(false);
    }
  }, [isOpen]);
  const submit = () => {
    const value = reference.trim();
    if (!value) return setIsMissing(true);
    onConfirm(value);
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('paid.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('paid.hint')}</Text>
        <TextInput
          label={t('paid.reference')}
          value={reference}
          maxLength={120}
          withAsterisk
          data-autofocus
          onChange={(event) => setReference(event.currentTarget.value)}
          error={isMissing ? t('paid.required') : undefined}
          data-testid="admin-finance-reference"
        />
        {error ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(error)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={isPending} data-testid="admin-finance-paid-confirm">
            {t('paid.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
