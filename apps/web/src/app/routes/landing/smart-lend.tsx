import { ClosingSection } from '@/features/landing/components/closing-section';
import { PageTop } from '@/features/landing/components/page-top';
import { Bands, FeatureSection, ProseSection } from '@/features/landing/components/section';

/** SmartLend is not live in this phase (decisions.md "Not in this phase"): the page says so first. */
export default function SmartLendPage() {
  return (
    <>
      <PageTop page="smartLend" kicker="badge" />
      <Bands>
        <ProseSection id="smartlend-idea" prefix="smartLend.idea" />
        <FeatureSection
          id="smartlend-principles"
          prefix="smartLend.principles"
          items={{ terms: 'scale', ledger: 'ledger', risk: 'alert', optIn: 'check' }}
        />
        <ProseSection id="smartlend-today" prefix="smartLend.today" />
      </Bands>
      <ClosingSection prefix="smartLend.closing" primary="blogs" secondary="contact" />
    </>
  );
}
