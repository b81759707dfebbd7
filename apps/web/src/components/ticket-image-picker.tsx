import { CloseButton, FileButton, Group, Button, Stack, Text } from '@mantine/core';
import { TICKET_FILE_MAX_BYTES, TICKET_MAX_FILES } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';

/**
 * Up to three JPG/PNG images. The browser's checks only save a round trip: the server decides by
 * the file's bytes, and its answer (FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE) is what counts.
 */
export function ImagePicker({
  value,
  onChange,
  disabled,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('tickets');
  const add = (picked: File[]) => {
    const accepted: File[] = [];
    for (const file of picked) {
      const problem = !['image/jpeg', 'image/png'].includes(file.type)
        ? t('imageType', { name: file.name })
        : file.size > TICKET_FILE_MAX_BYTES
          ? t('imageTooLarge', { name: file.name })
          : null;
      if (problem) notifications.show({ color: 'red', message: problem, 'data-testid': 'notice-error' });
      else accepted.push(file);
    }
    const next = [...value, ...accepted];
    if (next.length > TICKET_MAX_FILES) {
      notifications.show({ color: 'red', message: t('tooMany'), 'data-testid': 'notice-error' });
    }
    onChange(next.slice(0, TICKET_MAX_FILES));
  };
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton
          inputProps={{ 'data-testid': 'ticket-image-input' } as React.ComponentProps<'input'>}
          onChange={add}
          accept="image/png,image/jpeg"
          multiple
          disabled={disabled || value.length >= TICKET_MAX_FILES}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" data-testid="ticket-image-button">
              {t('fields.images')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('fields.imagesHint')}
        </Text>
      </Group>
      {value.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap={4} wrap="nowrap">
          <Text size="sm" truncate="end" style={{ flex: 1 }}>
            {file.name}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('removeImage')}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
    </Stack>
  );
}
