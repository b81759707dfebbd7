import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { type KycRejectReason, REASON_MAX, kycRejectInput, kycRejectReasons } from '@tandem/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';
import { errorMessage } from '@/lib/notify';

interface ModalProps {
  isOpen: boolean;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
}

export function KycApproveModal({
  isOpen,
  isPending,
  error,
  onClose,
  onConfirm,
}: ModalProps & { onConfirm: () => void }) {
  const { t } = useTranslation('admin-kyc');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('approveTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('approveBody')}</Text>
        {error ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(error)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="teal" loading={isPending} onClick={onConfirm} data-testid="admin-kyc-approve-confirm">
            {t('approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A reason from the list (translated for the member) and a note; "other" needs the note. */
export function KycRejectModal({
  isOpen,
  isPending,
  error,
  onClose,
  onConfirm,
}: ModalProps & { onConfirm: (input: { reason: KycRejectReason; note: string }) => void }) {
  const { t } = useTranslation('admin-kyc');
  const fieldError = useFieldErrorText();
  const [reason, setReason] = useState<KycRejectReason | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; note?: string }>({});
  useEffect(() => {
    if (!isOpen) return;
    setReason(null);
    setNote('');
    setProblems({});
  }, [isOpen]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = kycRejectInput.safeParse({ reason: reason ?? undefined, note });
    if (!parsed.success) {
      const next: { reason?: string; note?: string } = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as 'reason' | 'note';
        next[name] ??= fieldError(issue.message);
      }
      setProblems(next);
      return;
    }
    onConfirm({ reason: parsed.data.reason, note: parsed.data.note });
  };

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('rejectTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('rejectBody')}</Text>
          <Select
            label={t('reason')}
            withAsterisk
            data={kycRejectReasons.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            value={reason}
            onChange={(value) => setReason(value as KycRejectReason | null)}
            error={problems.reason}
            comboboxProps={{ withinPortal: true }}
            data-testid="admin-kyc-reject-reason"
          />
          <Textarea
            label={t('note')}
            description={t('noteHint')}
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={problems.note}
            data-testid="admin-kyc-reject-note"
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {errorMessage(error)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={isPending} data-testid="admin-kyc-reject-confirm">
              {t('reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
