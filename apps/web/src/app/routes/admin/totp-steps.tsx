import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useConfirmTotp } from '@/features/admin/api/confirm-totp';
import { adminKeys } from '@/features/admin/api/keys';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { TotpCodeForm } from '@/features/admin/components/totp-code-form';
import { TotpSetupPanel } from '@/features/admin/components/totp-setup-panel';
import { staffSession } from '@/lib/session';
import { SignInFrame } from './sign-in-frame';
import { prefetchBackOffice } from './next-steps';
import { paths } from '@/config/paths';

/** Back to the password step: the half-signed-in session is dropped here (the server expires it). */
function StartOver() {
  const { t } = useTranslation('admin-sign-in');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Text size="sm" ta="center">
      <Anchor
        component="button"
        type="button"
        onClick={() => {
          staffSession.clear();
          queryClient.removeQueries({ queryKey: adminKeys.all });
          navigate(paths.admin.login, { replace: true });
        }}
      >
        {t('totp.startOver')}
      </Anchor>
    </Text>
  );
}

export function AdminTotpSetupPage() {
  const { t } = useTranslation('admin-sign-in');
  const navigate = useNavigate();
  // The back office loads while the staff member sets up and types a code.
  useEffect(prefetchBackOffice, []);
  if (!staffSession.getToken()) return <Navigate to={paths.admin.login} replace />;
  return (
    <SignInFrame title={t('totp.setupTitle')}>
      <TotpSetupPanel
        onDone={() => {
          notifySuccess('admin-sign-in:totp.setupDone');
          navigate(paths.admin.root, { replace: true });
        }}
      />
      <StartOver />
    </SignInFrame>
  );
}

export function AdminTotpPage() {
  const { t } = useTranslation('admin-sign-in');
  const navigate = useNavigate();
  useEffect(prefetchBackOffice, []);
  const verify = useConfirmTotp('verify');
  if (!staffSession.getToken()) return <Navigate to={paths.admin.login} replace />;
  return (
    <SignInFrame title={t('totp.verifyTitle')} subtitle={t('totp.verifyBody')}>
      <TotpCodeForm
        isPending={verify.isPending}
        error={verify.isError ? errorMessage(verify.error) : undefined}
        onSubmit={(code) => verify.mutate(code, { onSuccess: () => navigate(paths.admin.root, { replace: true }) })}
      />
      <StartOver />
    </SignInFrame>
  );
}
