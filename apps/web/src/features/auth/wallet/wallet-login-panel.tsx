import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type Language, languages } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberSession } from '@/lib/session';
import { acceptLoginResult } from '../session-actions';
import { type WalletChoice, connectWallet, signSiweMessage } from './sign-in-with-ethereum';
import { walletLogin, walletNonce } from './wallet-api';
import { notifyWalletFailure } from './wallet-failure';
import { WalletPicker } from './wallet-picker';

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
  const [busy, setBusy] = useState(false);

  async function login(choice: WalletChoice) {
    setBusy(true);
    try {
      const { address, chainId } = await connectWallet(choice);
      const nonce = await walletNonce();
      const signed = await signSiweMessage(nonce, address, chainId);
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
    } catch (error) {
      memberSession.clear();
      notifyWalletFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="wallet-login">
      <Text size="sm" c="dimmed">
        {t('wallet.intro')}
      </Text>
      <TextInput
        label={t('wallet.refId')}
        description={t('wallet.refHint')}
        value={refAddress}
        onChange={(event) => setRefAddress(event.currentTarget.value)}
        autoCapitalize="none"
        spellCheck={false}
        data-testid="wallet-ref"
      />
      <TextInput
        label={t('fields.jid')}
        value={jid}
        onChange={(event) => setJid(event.currentTarget.value)}
        autoCapitalize="none"
        spellCheck={false}
        data-testid="wallet-jid"
      />
      <WalletPicker onPick={(choice) => void login(choice)} busy={busy} />
      {busy ? (
        <Button variant="subtle" disabled>
          {t('wallet.signing')}
        </Button>
      ) : null}
    </Stack>
  );
}
