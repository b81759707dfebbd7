import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyIconButton } from '@/components/copy-icon-button';

/** A queue row's line of a value staff paste elsewhere (a hash, an address, a reference), with its copy button. */
export function CopyableLine({ label, value, testId }: { label?: string; value: string; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {label ? `${label}: ` : ''}
        {value}
      </Text>
      <CopyIconButton
        value={value}
        label={t('copy')}
        copiedLabel={t('copied')}
        size="sm"
        iconSize={14}
        testId={testId}
      />
    </Group>
  );
}
