import { ClosingSection } from '@/features/landing/components/closing-section';
import { FeatureList } from '@/features/landing/components/feature-list';
import { PageHero } from '@/features/landing/components/page-hero';
import { Prose } from '@/features/landing/components/prose';
import { Section } from '@/features/landing/components/section';
import { StepList } from '@/features/landing/components/step-list';
import { PageHead } from '@/features/landing/seo/page-head';
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
    <>
      <PageHead title={t('team.meta.title')} description={t('team.meta.description')} />
      <PageHero eyebrow={t('team.hero.eyebrow')} title={t('team.hero.title')} lead={t('team.hero.lead')} />
      <Section id="team-programme" title={t('team.programme.title')} lead={t('team.programme.lead')}>
        <StepList prefix="team.programme.steps" keys={['link', 'tree', 'direct', 'level']} />
      </Section>
      <Section id="team-tree" title={t('team.tree.title')} lead={t('team.tree.lead')} isSoft>
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
      </Section>
      <Section id="team-rules" title={t('team.rules.title')}>
        <Prose listKey="team.rules.paragraphs" />
      </Section>
      <Section id="team-people" title={t('team.people.title')} lead={t('team.people.lead')} isSoft>
        <FeatureList
          prefix="team.people.items"
          columns={3}
          items={[
            { key: 'operations', icon: 'layers' },
            { key: 'compliance', icon: 'idCard' },
            { key: 'finance', icon: 'ledger' },
            { key: 'engineering', icon: 'code' },
            { key: 'security', icon: 'shield' },
            { key: 'support', icon: 'support' },
          ]}
        />
      </Section>
      <ClosingSection prefix="team.closing" />
    </>
  );
}
