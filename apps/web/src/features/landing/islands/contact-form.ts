import { ApiError } from '@/lib/api-client';
import { loadContactSchema, sendContactMessage } from '../api/contact';
import { islandTemplates } from '../island-keys';
import { fromTemplate, islandText } from './dom';

const fieldNames = ['fullname', 'email', 'topic', 'message'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (name: unknown): name is FieldName => (fieldNames as readonly unknown[]).includes(name);
/** Field rule keys the contract uses for this form; anything else reads as "check this field". */
const knownFieldErrors = ['required', 'invalidEmail', 'tooLong'] as const;

/** Server answers are catalogue codes; their texts load only when one is to be shown. */
const errorDictionaries = import.meta.glob<{ default: Record<string, string> }>('../../../locales/*/errors.json');

/**
 * The contact form on the pre-rendered page: the same checks (the contract's `contactUsInput`, loaded
 * when the visitor first touches the form), messages and answers as components/contact-form.tsx,
 * which renders its markup.
 */
export function startContactForm(form: HTMLFormElement, language: string) {
  const text = islandText('contact');
  const submit = form.querySelector<HTMLButtonElement>('[data-testid="contact-submit"]');
  if (!text || !submit) return;
  const input = (name: FieldName) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${name}`)!;
  let isSending = false;
  let sendError: HTMLElement | null = null;

  const setFieldError = (name: FieldName, key: string | undefined) => {
    const field = input(name);
    const id = `contact-${name}-error`;
    document.getElementById(id)?.remove();
    if (!key) {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
      return;
    }
    const message = document.createElement('p');
    message.id = id;
    message.className = 'ld-field__error';
    const rule = (knownFieldErrors as readonly string[]).includes(key) ? key : 'invalid';
    message.textContent = text[`contact.fieldErrors.${rule}` as keyof typeof text];
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', id);
    field.after(message);
  };
  const showErrors = (found: Partial<Record<FieldName, string>>) => {
    for (const name of fieldNames) setFieldError(name, found[name]);
    const first = fieldNames.find((name) => found[name]);
    if (first) input(first).focus();
  };
  const showSendError = (message: string | null) => {
    sendError?.remove();
    sendError = null;
    if (message === null) return;
    sendError = document.createElement('p');
    sendError.className = 'ld-alert';
    sendError.setAttribute('role', 'alert');
    sendError.textContent = message;
    submit.parentElement!.before(sendError);
  };
  const setSending = (sending: boolean) => {
    isSending = sending;
    submit.disabled = sending;
    submit.textContent = sending ? text['contact.form.sending'] : text['contact.form.submit'];
  };
  const serverMessage = async (code: string) => {
    const load = errorDictionaries[`../../../locales/${language}/errors.json`];
    const dictionary = load ? (await load()).default : {};
    return typeof dictionary[code] === 'string' && dictionary[code] !== '' ? dictionary[code] : null;
  };

  form.addEventListener('focusin', () => void loadContactSchema());
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (isFieldName(name) && input(name).getAttribute('aria-invalid')) setFieldError(name, undefined);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (isSending) return;
    showSendError(null);
    setSending(true);
    try {
      const values = Object.fromEntries(fieldNames.map((name) => [name, input(name).value]));
      const parsed = (await loadContactSchema()).safeParse(values);
      if (!parsed.success) {
        const found: Partial<Record<FieldName, string>> = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0];
          if (isFieldName(name) && !found[name]) found[name] = issue.message;
        }
        setSending(false);
        showErrors(found);
        return;
      }
      showErrors({});
      await sendContactMessage(parsed.data);
      setSending(false);
      showThanks();
    } catch (error) {
      setSending(false);
      const fields =
        error instanceof ApiError ? Object.entries(error.fields).filter(([name]) => isFieldName(name)) : [];
      if (fields.length > 0) showErrors(Object.fromEntries(fields));
      else
        showSendError((error instanceof ApiError && (await serverMessage(error.code))) || text['contact.sendFailed']);
    }
  });

  // Sent: the thanks replace the form; "send another" brings it back, empty.
  const showThanks = () => {
    const thanks = fromTemplate(islandTemplates.contactThanks);
    form.replaceWith(thanks);
    thanks.querySelector<HTMLElement>('h2')?.focus();
    thanks.querySelector('button')?.addEventListener('click', () => {
      form.reset();
      thanks.replaceWith(form);
    });
  };
  submit.disabled = false;
}
