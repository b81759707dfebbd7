import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type KycDocumentType, kycSubmitFields } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSubmitKyc } from '../api/submit-kyc';
import { KycImagePicker, checkKycImage } from './kyc-image-picker';

type Problems = Partial<Record<'type' | 'identity_number' | 'front' | 'rear', string>>;

/** Image problems the server reports by code; shown under the image they concern when we know which. */
const imageCodes = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'IMAGE_UNREADABLE']);

/**
 * The document form: type, number, and the photos (front always, rear for an identity card), each
 * previewed before sending. Checked here by the contract's own rules first; the server checks again.
 */
export function KycForm({ onSubmitted, isResubmission }: { onSubmitted: () => void; isResubmission: boolean }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const fieldError = useFieldErrorText();
  const submit = useSubmitKyc();
  const [type, setType] = useState<KycDocumentType>('id_card');
  const [identityNumber, setIdentityNumber] = useState('');
  const [front, setFront] = useState<File | null>(null);
  const [rear, setRear] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  const pick = (side: 'front' | 'rear', file: File | null) => {
    (side === 'front' ? setFront : setRear)(file);
    const code = file ? checkKycImage(file) : null;
    setProblems((p) => ({ ...p, [side]: code ? t(`errors:${code}`) : undefined }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    const parsed = kycSubmitFields.safeParse({ type, identity_number: identityNumber });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as keyof Problems;
        next[name] ??= fieldError(issue.message);
      }
    }
    const frontCode = front ? checkKycImage(front) : null;
    if (!front) next.front = t('form.imageRequired');
    else if (frontCode) next.front = t(`errors:${frontCode}`);
    if (type === 'id_card') {
      const rearCode = rear ? checkKycImage(rear) : null;
      if (!rear) next.rear = t('form.imageRequired');
      else if (rearCode) next.rear = t(`errors:${rearCode}`);
    }
    setProblems(next);
    if (!parsed.success || Object.values(next).some(Boolean) || !front) return;
    try {
      await submit.mutateAsync({ type, identity_number: parsed.data.identity_number, front, rear });
      notifySuccess('kyc:form.submitted');
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const fromServer: Problems = {};
        for (const [name, key] of Object.entries(error.fields)) {
          if (name === 'front' || name === 'rear')
            fromServer[name] = key === 'required' ? t('form.imageRequired') : fieldError(key);
          else if (name === 'type' || name === 'identity_number') fromServer[name] = fieldError(key);
        }
        setProblems(fromServer);
        if (Object.keys(fromServer).length > 0) return;
      }
      if (error instanceof ApiError && imageCodes.has(error.code)) {
        // The server answers for the first image it could not take; without knowing which, say it once.
        setProblems({ front: undefined, rear: undefined });
      }
      notifyError(error);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="kyc-form">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('form.documentType')}
          </Text>
          <SegmentedControl
            fullWidth
            value={type}
            onChange={(value) => {
              setType(value as KycDocumentType);
              setProblems((p) => ({ ...p, rear: undefined }));
            }}
            data={[
              { value: 'id_card', label: t('types.id_card') },
              { value: 'passport', label: t('types.passport') },
            ]}
            data-testid="kyc-type"
          />
        </div>
        <TextInput
          label={type === 'passport' ? t('form.passportNumber') : t('form.idNumber')}
          description={t('form.identityNumberHint')}
          value={identityNumber}
          onChange={(event) => setIdentityNumber(event.currentTarget.value)}
          error={problems.identity_number}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          withAsterisk
          data-testid="kyc-identity-number"
        />
        <Text size="xs" c="dimmed">
          {t('form.imageHint')}
        </Text>
        <KycImagePicker
          label={type === 'passport' ? t('form.passportPage') : t('form.front')}
          file={front}
          error={problems.front}
          onChange={(file) => pick('front', file)}
          testId="kyc-front"
        />
        {type === 'id_card' ? (
          <KycImagePicker
            label={t('form.rear')}
            file={rear}
            error={problems.rear}
            onChange={(file) => pick('rear', file)}
            testId="kyc-rear"
          />
        ) : null}
        <Button type="submit" loading={submit.isPending} data-testid="kyc-submit">
          {isResubmission ? t('form.resubmit') : t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
