import type { ReactNode } from 'react';

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
