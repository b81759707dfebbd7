import type { MailMessage } from '../lib/mailer';

/** Replaces `{name}` placeholders; an unknown placeholder stays visible so a broken template is noticed. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** The placeholders a template uses, sorted: translations must use the same ones. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** A mail from a template: the subject and each paragraph filled with `values`, paragraphs a blank line apart. */
export function filledMail(
  to: string,
  template: { subject: string; lines: readonly string[] },
  values: Record<string, string>,
): MailMessage {
  return {
    to,
    subject: fillTemplate(template.subject, values),
    text: template.lines.map((line) => fillTemplate(line, values)).join('\n\n'),
  };
}
