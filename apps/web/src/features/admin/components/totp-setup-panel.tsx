import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useConfirmTotp } from '../api/confirm-totp';
import { useTotpSetup } from '../api/get-totp-setup';
import { TotpCodeForm } from './totp-code-form';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/notify';

/** Groups of four characters are easier to type into an app by hand. */
const groupedSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** First sign-in: show the authenticator secret as a QR code and as text, then confirm it with a code. */
export function TotpSetupPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['admin-sign-in', 'admin']);
  const setup = useTotpSetup();
  const confirm = useConfirmTotp('setup');

  return (
    <QueryState query={setup}>
      {(data) => (
        <Stack gap="md">
          <Text size="sm">{t('totp.setupBody')}</Text>
          <Text size="sm" fw={600}>
            {t('totp.setupStep1')}
          </Text>
          <Group justify="center">
            <div style={{ background: 'white', padding: 12, borderRadius: 8, lineHeight: 0 }}>
              <QRCodeSVG
                value={data.otpauth_uri}
                size={192}
                marginSize={0}
                title={t('totp.qrLabel')}
                data-testid="admin-totp-qr"
              />
            </div>
          </Group>
          <Text size="sm" fw={600}>
            {t('totp.setupStep2')}
          </Text>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Code fz="sm" style={{ wordBreak: 'break-all', flex: 1, minWidth: 0 }} data-testid="admin-totp-secret">
              {groupedSecret(data.secret)}
            </Code>
            <CopyButton value={data.secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy} style={{ flexShrink: 0 }}>
                  {copied ? t('admin:copied') : t('admin:copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" fw={600}>
            {t('totp.setupStep3')}
          </Text>
          <TotpCodeForm
            isPending={confirm.isPending}
            error={confirm.isError ? errorMessage(confirm.error) : undefined}
            onSubmit={(code) => confirm.mutate(code, { onSuccess: onDone })}
          />
        </Stack>
      )}
    </QueryState>
  );
}
