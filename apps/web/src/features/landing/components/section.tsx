import type { ReactNode } from 'react';
import { useLandingTranslation } from '../use-landing-translation';
import { FeatureList } from './feature-list';
import type { IconName } from './icons';
import { Prose } from './prose';
import { RiskNotice } from './risk-notice';
import { securityItems } from './security-items';
import { StepList } from './step-list';

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  isSoft?: boolean;
  children?: ReactNode;
}

/** A titled band of a landing page, labelled by its h2 so it is a named region. */
export function Section({ id, title, lead, isSoft = false, children }: SectionProps) {
  return (
    <section className={`ld-section${isSoft ? ' ld-section--soft' : ''}`} aria-labelledby={id}>
      <div className="ld-container">
        <h2 id={id}>{title}</h2>
        {lead ? <p className="ld-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

interface TopicSectionProps {
  id: string;
  /** Dictionary prefix: `<prefix>.title`, and `<prefix>.lead` where the dictionary has one. */
  prefix: string;
  isSoft?: boolean;
  children?: ReactNode;
}

/** A Section whose title and lead come from one dictionary topic, as most landing bands do. */
export function TopicSection({ id, prefix, isSoft, children }: TopicSectionProps) {
  const { t, i18n } = useLandingTranslation();
  const leadKey = `${prefix}.lead`;
  return (
    <Section
      id={id}
      title={t(`${prefix}.title`)}
      lead={i18n.exists(leadKey, { ns: 'landing' }) ? t(leadKey) : undefined}
      isSoft={isSoft}
    >
      {children}
    </Section>
  );
}

type FeatureSectionProps = Omit<TopicSectionProps, 'children'> & {
  items: Readonly<Record<string, IconName>>;
  /** Where the items' texts are; `<prefix>.items` unless the topic keeps them at its top level. */
  itemsPrefix?: string;
  layout?: 'cards' | 'rows';
  columns?: 2 | 3 | 4;
  children?: ReactNode;
};

/** A topic band holding a FeatureList (and, after it, an optional note such as a "read more" link). */
export function FeatureSection({ items, itemsPrefix, layout, columns, children, ...topic }: FeatureSectionProps) {
  return (
    <TopicSection {...topic}>
      <FeatureList prefix={itemsPrefix ?? `${topic.prefix}.items`} items={items} layout={layout} columns={columns} />
      {children}
    </TopicSection>
  );
}

/** A topic band of plain paragraphs, kept as `<prefix>.paragraphs` in the dictionary. */
export function ProseSection(props: Omit<TopicSectionProps, 'children'>) {
  return (
    <TopicSection {...props}>
      <Prose listKey={`${props.prefix}.paragraphs`} />
    </TopicSection>
  );
}

/** A topic band of numbered steps, kept as `<prefix>.steps.<key>` in the dictionary. */
export function StepSection({ keys, ...topic }: Omit<TopicSectionProps, 'children'> & { keys: string[] }) {
  return (
    <TopicSection {...topic}>
      <StepList prefix={`${topic.prefix}.steps`} keys={keys} />
    </TopicSection>
  );
}

/** How accounts are protected; the about and home pages both show it, as rows. */
export function SecuritySection({ id, isSoft }: { id: string; isSoft?: boolean }) {
  return (
    <FeatureSection
      id={id}
      prefix="security"
      itemsPrefix="security"
      layout="rows"
      items={securityItems}
      isSoft={isSoft}
    />
  );
}

/** The risk notice in a band of its own, untitled (the notice carries its own heading). */
export function RiskSection({ isSoft = false }: { isSoft?: boolean }) {
  return (
    <div className={`ld-section${isSoft ? ' ld-section--soft' : ''}`}>
      <div className="ld-container">
        <RiskNotice />
      </div>
    </div>
  );
}
