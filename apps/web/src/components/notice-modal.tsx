import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { openAppModal } from './app-modal';

/** The error/notice dialog of the spec: a message the member must acknowledge. */
export function openNoticeModal(options: { title?: ReactNode; message: ReactNode; onClose?: () => void }) {
  const id: string = openAppModal({
    title: options.title ?? i18n.t('common:notice'),
    testId: 'notice-modal',
    onClose: options.onClose,
    children: (
      <Stack>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{options.message}</Text>
        <Button onClick={() => modals.close(id)} data-testid="notice-modal-ok">
          {i18n.t('common:ok')}
        </Button>
      </Stack>
    ),
  });
  return id;
}
