import { Children, type ReactNode, createContext, isValidElement, useContext } from 'react';
import { useLandingTranslation } from '../use-landing-translation';
import { FeatureList } from './feature-list';
import type { IconName } from './icons';
import { Prose } from './prose';
import { RiskNotice } from './risk-notice';
import { securityItems } from './security-items';
import { StepList } from './step-list';

/** Whether the band being drawn has the soft background; Bands says so, a band alone is plain. */
const SoftBand = createContext(false);
const bandClass = (isSoft: boolean) => `ld-section${isSoft ? ' ld-section--soft' : ''}`;

/**
 * A landing page's bands in order. Their backgrounds alternate, plain then soft, as the design has
 * them; `isFirstSoft` carries the alternation on into bands drawn apart (after the first paint).
 */
export function Bands({ isFirstSoft = false, children }: { isFirstSoft?: boolean; children: ReactNode }) {
  return Children.toArray(children).map((band, index) => (
    <SoftBand.Provider key={isValidElement(band) ? band.key : index} value={(index % 2 === 1) !== isFirstSoft}>
      {band}
    </SoftBand.Provider>
  ));
}

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A titled band of a landing page, labelled by its h2 so it is a named region. */
export function Section({ id, title, lead, children }: SectionProps) {
  return (
    <section className={bandClass(useContext(SoftBand))} aria-labelledby={id}>
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
  children?: ReactNode;
}

/** A Section whose title and lead come from one dictionary topic, as most landing bands do. */
export function TopicSection({ id, prefix, children }: TopicSectionProps) {
  const { t, i18n } = useLandingTranslation();
  const leadKey = `${prefix}.lead`;
  return (
    <Section
      id={id}
      title={t(`${prefix}.title`)}
      lead={i18n.exists(leadKey, { ns: 'landing' }) ? t(leadKey) : undefined}
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
export function SecuritySection({ id }: { id: string }) {
  return <FeatureSection id={id} prefix="security" itemsPrefix="security" layout="rows" items={securityItems} />;
}

/** The risk notice in a band of its own, untitled (the notice carries its own heading). */
export function RiskSection() {
  return (
    <div className={bandClass(useContext(SoftBand))}>
      <div className="ld-container">
        <RiskNotice />
      </div>
    </div>
  );
}
