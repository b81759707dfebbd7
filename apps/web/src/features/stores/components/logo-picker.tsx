import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@/lib/object-url';

/** The picture types the server's upload check takes (it reads the bytes again). */
export const STORE_LOGO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Picks the shop's logo and shows it, so the member sees what they are about to send. */
export function LogoPicker({
  file,
  error,
  onChange,
}: {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('stores');
  const preview = useObjectUrl(file ?? undefined);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('apply.logo')}
      </Text>
      <Group gap="sm">
        {preview ? (
          <Image
            src={preview}
            alt={t('apply.logo')}
            w={72}
            h={72}
            fit="cover"
            radius="md"
            data-testid="store-logo-preview"
          />
        ) : null}
        <FileButton
          onChange={onChange}
          accept={STORE_LOGO_TYPES.join(',')}
          inputProps={{ 'data-testid': 'store-logo' } as object}
        >
          {(props) => (
            <Button size="xs" variant="light" {...props}>
              {file ? t('apply.changeLogo') : t('apply.chooseLogo')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text size="xs" c="red" role="alert" data-testid="store-logo-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
