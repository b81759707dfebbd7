import { LandingPage } from '@/features/landing/components/landing-page';
import { FeatureSection, ProseSection, StepSection, TopicSection } from '@/features/landing/components/section';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

/** A picture of a sponsor tree: dots per level, widening downwards. Numbers of dots mean nothing. */
const treeLevels = [
  { key: 'you', dots: 1 },
  { key: 'level1', dots: 3 },
  { key: 'level2', dots: 7 },
  { key: 'level3', dots: 12 },
] as const;

export default function TeamPage() {
  const { t } = useLandingTranslation();
  return (
    <LandingPage page="team">
      <StepSection id="team-programme" prefix="team.programme" keys={['link', 'tree', 'direct', 'level']} />
      <TopicSection id="team-tree" prefix="team.tree">
        <figure>
          <ol className="ld-tree">
            {treeLevels.map(({ key, dots }) => (
              <li key={key}>
                <span className="ld-tree__label">{t(`team.tree.${key}`)}</span>
                <span className="ld-tree__dots" aria-hidden="true">
                  {Array.from({ length: dots }, (_, index) => (
                    <span key={index} />
                  ))}
                </span>
              </li>
            ))}
          </ol>
          <figcaption className="ld-note">{t('team.tree.caption')}</figcaption>
        </figure>
      </TopicSection>
      <ProseSection id="team-rules" prefix="team.rules" />
      <FeatureSection
        id="team-people"
        prefix="team.people"
        columns={3}
        items={{
          operations: 'layers',
          compliance: 'idCard',
          finance: 'ledger',
          engineering: 'code',
          security: 'shield',
          support: 'support',
        }}
      />
    </LandingPage>
  );
}
