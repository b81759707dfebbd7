import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page or modal shows while its code or dictionary loads. */
export function PageLoader({ minHeight = 160 }: { minHeight?: number | string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader size="sm" aria-label={t('loading')} />
    </Center>
  );
}
