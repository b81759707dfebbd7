import { type ContactUsInput, paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';

/** Sends the contact form; the server answers message 'contact_received'. */
export function sendContactMessage(input: ContactUsInput): Promise<unknown> {
  return api.post<unknown>(paths.global.contactUs, input, { as: 'none' });
}

/**
 * The form's rules are the contract's zod schema. zod is a quarter of the public site's script
 * budget, so it loads when the visitor first touches the form, not with the page.
 */
export const loadContactSchema = () => import('./contact-schema').then((m) => m.contactUsInput);
