import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '@/components/card-page';
import { paths } from '@/config/paths';

/**
 * The about-us and terms pages under /web/sessions: one legal text in a card, titled by `titleKey`
 * of `namespace`, back to the sessions page.
 */
export function legalPage(Text: ComponentType<{ withTitle: boolean }>, namespace: string, titleKey: string) {
  return function LegalPage() {
    const { t } = useTranslation(namespace);
    return (
      <CardPage title={t(titleKey)} backTo={paths.member.sessions}>
        <Text withTitle={false} />
      </CardPage>
    );
  };
}
