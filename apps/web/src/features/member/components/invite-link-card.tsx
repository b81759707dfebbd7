import { ActionIcon, Center, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIconButton } from '@/components/copy-icon-button';
import { PageLoader } from '@/components/page-loader';
import { IconCopy } from '@/components/icons';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { inviteLinkFor } from '../invite-link';

// The QR encoder loads only on this page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess('errors:copySuccess');
  } catch {
    // Clipboard access needs a secure context and permission; say so rather than pretend.
    notifyWarning('errors:copy_error');
  }
}

export function InviteLinkCard({ username }: { username: string }) {
  const { t } = useTranslation('member');
  const link = inviteLinkFor(username, window.location.origin);
  return (
    <Paper withBorder radius="md" p="md" data-testid="invite-link-card">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('invite.intro')}
        </Text>
        <Center>
          <Paper p="sm" radius="md" bg="white" withBorder>
            <Suspense fallback={<PageLoader minHeight={200} />}>
              <QRCodeSVG value={link} size={200} marginSize={1} title={t('invite.qrTitle')} data-testid="invite-qr" />
            </Suspense>
          </Paper>
        </Center>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('invite.linkLabel')}
            value={link}
            readOnly
            style={{ flex: 1 }}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="invite-link"
          />
          <Tooltip label={t('invite.copy')}>
            <ActionIcon
              size={36}
              variant="filled"
              aria-label={t('invite.copy')}
              onClick={() => void copyText(link)}
              data-testid="invite-copy"
            >
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('invite.refId')}
          </Text>
          <Text size="sm" fw={600} data-testid="invite-ref-id">
            {username}
          </Text>
          <CopyIconButton
            value={username}
            label={t('common:copyValue.copy')}
            copiedLabel={t('common:copyValue.copied')}
            size="sm"
            iconSize={14}
            testId="invite-ref-id-copy"
          />
        </Group>
      </Stack>
    </Paper>
  );
}
