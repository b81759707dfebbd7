import { Box, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_TYPES } from '@tandem/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What the browser can tell before upload; the server checks the bytes themselves again. */
export function checkKycImage(file: File): 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE' | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size > KYC_IMAGE_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** Picks one document photo and shows it, so the member sees what they are about to send. */
export function KycImagePicker({
  label,
  file,
  error,
  onChange,
  testId,
}: {
  label: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('kyc');
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="xs"
        style={{
          borderStyle: file ? 'solid' : 'dashed',
          borderColor: error ? 'var(--mantine-color-red-6)' : undefined,
        }}
      >
        {preview ? (
          <Image src={preview} alt={label} mah={220} fit="contain" radius="sm" data-testid={`${testId}-preview`} />
        ) : (
          <Box py="lg">
            <Text size="sm" c="dimmed" ta="center">
              {t('form.noImage')}
            </Text>
          </Box>
        )}
        <Group justify="center" mt="xs" gap="xs">
          <FileButton
            onChange={onChange}
            accept={KYC_IMAGE_TYPES.join(',')}
            inputProps={{ 'data-testid': testId } as object}
          >
            {(props) => (
              <Button size="xs" variant="light" {...props}>
                {file ? t('form.change') : t('form.choose')}
              </Button>
            )}
          </FileButton>
          {file ? (
            <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(null)}>
              {t('form.remove')}
            </Button>
          ) : null}
        </Group>
      </Paper>
      {error ? (
        <Text size="xs" c="red" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
