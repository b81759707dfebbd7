import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type Language, languages } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberSession } from '@/lib/session';
import { acceptLoginResult } from '../session-actions';
import { type WalletChoice, signInWithWallet } from './sign-in-with-ethereum';
import { useBusyStep } from './use-busy-step';
import { walletLogin, walletNonce } from './wallet-api';
import { notifyWalletFailure } from './wallet-failure';
import { WalletPicker } from './wallet-picker';

/** An id the member types as it is: no capital letter forced at its start, no spelling marks. */
function PlainTextInput({
  onChange,
  testId,
  ...input
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <TextInput
      {...input}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoCapitalize="none"
      spellCheck={false}
      data-testid={testId}
    />
  );
}

/**
 * The login dialog's wallet method (spec sections 2 and 4): optional referral id and jid (used only
 * when the wallet is new and creates its account), then the wallet signs a Sign-In with Ethereum
 * message. Success keeps token and address and reloads; the member app then sends a new wallet
 * account to bindUsername and set-sec-password.
 */
export function WalletLoginPanel() {
  const { t, i18n } = useTranslation('auth');
  const [refAddress, setRefAddress] = useState('');
  const [jid, setJid] = useState('');
  const { busy, run } = useBusyStep();

  const login = (choice: WalletChoice) =>
    run(
      async () => {
        const { address, signed } = await signInWithWallet(choice, walletNonce);
        const result = await walletLogin({
          wallet_address: address,
          ref_address: refAddress.trim() || null,
          jid: jid.trim() || null,
          ...signed,
          lang: languages.includes(i18n.language as Language) ? (i18n.language as Language) : undefined,
        });
        // Only a member account (role user) may hold a session here, as with the password login.
        if (!acceptLoginResult(result)) return notifyError(new ApiError('LOGIN_FAIL', 422));
        memberSession.setAddress(result.user.address);
        window.location.reload();
      },
      (error) => {
        memberSession.clear();
        notifyWalletFailure(error);
      },
    );

  return (
    <Stack gap="sm" data-testid="wallet-login">
      <Text size="sm" c="dimmed">
        {t('wallet.intro')}
      </Text>
      <PlainTextInput
        label={t('wallet.refId')}
        description={t('wallet.refHint')}
        value={refAddress}
        onChange={setRefAddress}
        testId="wallet-ref"
      />
      <PlainTextInput label={t('fields.jid')} value={jid} onChange={setJid} testId="wallet-jid" />
      <WalletPicker onPick={(choice) => void login(choice)} busy={busy} />
      {busy ? (
        <Button variant="subtle" disabled>
          {t('wallet.signing')}
        </Button>
      ) : null}
    </Stack>
  );
}
