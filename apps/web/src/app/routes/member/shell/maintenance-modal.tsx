import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconTool } from '@/components/icons';

/**
 * The maintenance notice (spec sections 4 and 8). It cannot be dismissed: no close button, no
 * backdrop or Escape close. "Check again" asks the server whether the site is back.
 */
export function MaintenanceModal({
  opened,
  onRetry,
  isRetrying,
}: {
  opened: boolean;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={1000}
      title={t('maintenance.title')}
      data-testid="maintenance-modal"
    >
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconTool size={30} />
        </ThemeIcon>
        <Text>{t('errors:system_maintenance')}</Text>
        <Button variant="light" onClick={onRetry} loading={isRetrying} data-testid="maintenance-retry">
          {t('maintenance.retry')}
        </Button>
      </Stack>
    </Modal>
  );
}
