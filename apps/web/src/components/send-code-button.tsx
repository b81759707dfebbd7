import { Button } from '@mantine/core';
import { OTP_RESEND_SECONDS } from '@tandem/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

function retryAfterSeconds(error: ApiError): number | null {
  const data = error.data as { retry_after_seconds?: unknown } | null;
  const seconds = Number(data?.retry_after_seconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** Room to give the button when it sits inside an input's right section. */
export const sendCodeButtonWidth = 118;

/**
 * "Send code" with the spec's 60-second countdown (section 4): after a code goes out the button is
 * disabled and counts down, then comes back. `send` resolves to the server's resend delay, or to
 * null when it did not send (the caller has already said why, e.g. emailEmpty). A refusal for
 * sending too soon starts the countdown the server asked for. The server counts the minute per
 * address, and so does the button when told the `target` (the typed e-mail): correcting a mistyped
 * address does not wait for the wrong one's minute (D14).
 */
export function SendCodeButton({
  send,
  target = '',
  testId,
  disabled,
}: {
  send: () => Promise<number | null>;
  target?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const [untilOf, setUntilOf] = useState<Record<string, number>>({});
  const [now, setNow] = useState(() => Date.now());
  const [isSending, setIsSending] = useState(false);
  const until = untilOf[target] ?? 0;
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const startCountdown = (sentTo: string, seconds: number) => {
    const start = Date.now();
    setNow(start);
    setUntilOf((current) => ({ ...current, [sentTo]: start + seconds * 1000 }));
  };

  const onClick = async () => {
    const sentTo = target;
    setIsSending(true);
    try {
      const resendAfter = await send();
      if (resendAfter === null) return;
      notifySuccess('errors:otp_sent');
      startCountdown(sentTo, resendAfter > 0 ? resendAfter : OTP_RESEND_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OTP_TOO_SOON') {
        startCountdown(sentTo, retryAfterSeconds(error) ?? OTP_RESEND_SECONDS);
      }
      notifyError(error);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Button
      variant="light"
      size="compact-sm"
      onClick={onClick}
      loading={isSending}
      disabled={disabled || secondsLeft > 0}
      data-testid={testId}
      w={sendCodeButtonWidth - 8}
      aria-live="polite"
    >
      {secondsLeft > 0 ? t('sendCode.wait', { seconds: secondsLeft }) : t('sendCode.send')}
    </Button>
  );
}
