import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { loadContactSchema, sendContactMessage } from '../api/contact';
import { useLandingTranslation } from '../use-landing-translation';
import { icons } from './icons';
import { IslandTemplate, IslandText } from './island-markup';
import { islandTemplates } from '../island-keys';

const fieldNames = ['fullname', 'email', 'topic', 'message'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const isFieldName = (name: unknown): name is FieldName => (fieldNames as readonly unknown[]).includes(name);
const emptyValues: Values = { fullname: '', email: '', topic: '', message: '' };
/** Field rule keys the contract uses for this form; anything else reads as "check this field". */
const knownFieldErrors = ['required', 'invalidEmail', 'tooLong'];
const maxLength: Record<FieldName, number> = { fullname: 100, email: 254, topic: 150, message: 5000 };

/**
 * A four-field form kept as plain React state: react-hook-form would add more script than the
 * form has code. Validation is the contract's `contactUsInput`, the same rules the server applies.
 */
export function ContactForm() {
  const { t } = useLandingTranslation();
  // Server answers are catalogue codes, translated in the errors namespace.
  const { t: tError, i18n } = useTranslation('errors');
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const hydrated = useHydrated();
  const [sendError, setSendError] = useState<string | null>(null);

  const focusField = (name: FieldName) => document.getElementById(`contact-${name}`)?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setSendError(null);
    setStatus('sending');
    try {
      const parsed = (await loadContactSchema()).safeParse(values);
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0];
          if (isFieldName(name) && !found[name]) found[name] = issue.message;
        }
        setErrors(found);
        setStatus('editing');
        const first = fieldNames.find((name) => found[name]);
        if (first) focusField(first);
        return;
      }
      setErrors({});
      await sendContactMessage(parsed.data);
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      const fields =
        error instanceof ApiError ? Object.entries(error.fields).filter(([name]) => isFieldName(name)) : [];
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields));
        focusField(fields[0]![0] as FieldName);
      } else if (error instanceof ApiError && i18n.exists(`errors:${error.code}`)) {
        setSendError(tError(error.code));
      } else {
        setSendError(t('contact.sendFailed'));
      }
    }
  };

  if (status === 'sent') {
    return (
      <ContactThanks
        onAgain={() => {
          setValues(emptyValues);
          setStatus('editing');
        }}
      />
    );
  }

  const errorText = (name: FieldName) => {
    const key = errors[name];
    return key ? t(`contact.fieldErrors.${knownFieldErrors.includes(key) ? key : 'invalid'}`) : null;
  };

  return (
    <form
      className="ld-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadContactSchema()}
      data-testid="contact-form"
      aria-describedby="contact-required"
    >
      <p id="contact-required" className="ld-field__hint">
        {t('contact.form.allRequired')}
      </p>
      {fieldNames.map((name) => {
        const error = errorText(name);
        const inputId = `contact-${name}`;
        const common = {
          id: inputId,
          name,
          value: values[name],
          maxLength: maxLength[name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          'aria-required': true,
          'data-testid': inputId,
          onChange: (event: { target: { value: string } }) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
          },
        };
        return (
          <div key={name} className="ld-field">
            <label htmlFor={inputId}>{t(`contact.form.${name}`)}</label>
            {name === 'message' ? (
              <textarea {...common} rows={6} />
            ) : (
              <input
                {...common}
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={name === 'fullname' ? 'name' : name === 'email' ? 'email' : 'off'}
              />
            )}
            {error ? (
              <p id={`${inputId}-error`} className="ld-field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {sendError ? (
        <p className="ld-alert" role="alert">
          {sendError}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className="ld-button ld-button--primary"
          disabled={!hydrated || status === 'sending'}
          data-testid="contact-submit"
        >
          {status === 'sending' ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </div>
      {/* The browser's form island (islands/contact-form.ts) shows these; React renders them itself. */}
      <IslandTemplate name={islandTemplates.contactThanks}>
        <ContactThanks />
      </IslandTemplate>
      <IslandText name="contact" />
    </form>
  );
}

/** What the visitor sees once the message is sent; `onAgain` brings back an empty form. */
function ContactThanks({ onAgain }: { onAgain?: () => void }) {
  const { t } = useLandingTranslation();
  return (
    <div className="ld-success" role="status" data-testid="contact-thanks">
      <h2 tabIndex={-1} ref={onAgain ? (node) => node?.focus() : undefined}>
        {icons.check}
        {t('contact.thanks.title')}
      </h2>
      <p>{t('contact.thanks.body')}</p>
      <button type="button" className="ld-button ld-button--ghost" onClick={onAgain}>
        {t('contact.thanks.again')}
      </button>
    </div>
  );
}
