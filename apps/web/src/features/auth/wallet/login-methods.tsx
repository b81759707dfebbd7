import { Button, Group, Stack } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { LoginForm, type LoginFormProps } from '../components/login-form';

// wagmi and viem load only when the member picks the wallet method.
const WalletLoginPanel = lazy(() => import('./wallet-login-panel').then((m) => ({ default: m.WalletLoginPanel })));

/**
 * The login dialog's two methods (spec section 2): username and password, or a wallet. The password
 * form comes in this chunk, so the dialog's first load names one chunk, not two.
 */
export function LoginMethods(passwordForm: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<'password' | 'wallet'>('password');
  return (
    <Stack gap="md">
      {/* Two buttons rather than a SegmentedControl: nothing the first page does not load already. */}
      <Group grow gap="xs" role="radiogroup" data-testid="login-method">
        {(['password', 'wallet'] as const).map((value) => (
          <Button
            key={value}
            role="radio"
            aria-checked={method === value}
            variant={method === value ? 'filled' : 'default'}
            onClick={() => setMethod(value)}
            data-testid={`login-method-${value}`}
          >
            {t(value === 'password' ? 'wallet.methodPassword' : 'wallet.methodWallet')}
          </Button>
        ))}
      </Group>
      {method === 'password' ? (
        <LoginForm {...passwordForm} />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <WalletLoginPanel />
        </Suspense>
      )}
    </Stack>
  );
}
