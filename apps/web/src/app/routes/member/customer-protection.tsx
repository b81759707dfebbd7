import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { HelpSections } from '@/features/help/components/help-sections';
import { useHelpValues } from '@/features/help/use-help-values';
import { paths } from '@/config/paths';

const sections = ['passwords', 'payouts', 'records', 'risks', 'privacy', 'complaints'].map((key) => ({ key }));

/** /web/sessions/customerProtection: how accounts and money are protected (spec section 2, company pages). */
export default function CustomerProtectionPage() {
  const { t } = useTranslation('help');
  const values = useHelpValues();
  return (
    <>
      <PageHeader title={t('protection.title')} backTo={paths.member.sessions} />
      <QueryState query={values}>
        {(data) => <HelpSections doc="protection" part="sections" sections={sections} values={data} />}
      </QueryState>
    </>
  );
}
