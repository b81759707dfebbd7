import { LandingPage } from '@/features/landing/components/landing-page';
import { FeatureSection, ProseSection } from '@/features/landing/components/section';

/** SmartLend is not live in this phase (decisions.md "Not in this phase"): the page says so first. */
export default function SmartLendPage() {
  return (
    <LandingPage page="smartLend" kicker="badge" primary="blogs" secondary="contact">
      <ProseSection id="smartlend-idea" prefix="smartLend.idea" />
      <FeatureSection
        id="smartlend-principles"
        prefix="smartLend.principles"
        items={{ terms: 'scale', ledger: 'ledger', risk: 'alert', optIn: 'check' }}
      />
      <ProseSection id="smartlend-today" prefix="smartLend.today" />
    </LandingPage>
  );
}
