import type { Language } from '@tandem/contracts';
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

/**
 * A mail whose only value is the product's name (`{product}`), written in every language: answers
 * the function that makes it for one address in one language.
 */
export function productNameMail(texts: Record<Language, { subject: string; lines: readonly string[] }>) {
  return (options: { to: string; language: Language; productName: string }): MailMessage =>
    filledMail(options.to, texts[options.language], { product: options.productName });
}
