import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsOfService } from './legal-text';
import { PageLoader } from './page-loader';

/**
 * The terms over a form that must keep its state (sign-up): a nested dialog rather than the modal
 * manager, which would unmount the form underneath. Its own module, not legal-text's: the login dialog's
 * terms link (on the first load) imports legal-text, and a module rides in one chunk whole, so Mantine's
 * Modal would come along (issue 14).
 */
export function TermsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('termsOfService')}
      size="lg"
      centered
      zIndex={400}
      data-testid="terms-modal"
    >
      <Suspense fallback={<PageLoader />}>
        <TermsOfService withTitle={false} />
      </Suspense>
    </Modal>
  );
}
