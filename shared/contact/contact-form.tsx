// The contact form. Without JavaScript it posts to the worker's contact route, which answers with
// this page (errors and values kept, or a redirect after success); with JavaScript it sends the
// same body with fetch and shows the answer in place.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { CONTACT_FIELDS, emptyValues, HONEYPOT_FIELD, REQUIRED_FIELDS, type ContactField, type ContactResult } from './rules.ts';
import type { Language } from '../constants.ts';
import { translate, useLanguage, useT, type MessageKey } from '../i18n/intl.ts';
import { CONTACT_PATH, pagePath } from '../urls.ts';
import { TurnstileWidget } from './turnstile-widget.tsx';
import { SuccessDialog } from './success-dialog.tsx';

/**
 * What the contact page's loader gives the form: the product a visitor asks about, if any, and
 * the answer to the form as posted without JavaScript, if it was.
 */
export interface ContactLoaderData {
  product: { title: string; url: string } | null;
  posted: ContactResult | null;
}

/**
 * Posts a form as one posted without JavaScript would (every field, the honeypot and Turnstile's
 * token included, then `extra`), asking for JSON: the contact form's and the quote list's. Whatever
 * the answer, the form keeps what was typed (a refused body comes back without values).
 */
export async function postForm<Result extends ContactResult>(
  language: Language,
  path: string,
  form: HTMLFormElement,
  extra: [string, string][] = [],
): Promise<Result> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of extra) body.append(name, value);
  const values = emptyValues();
  for (const field of CONTACT_FIELDS) values[field] = body.get(field) ?? '';
  try {
    const response = await fetch(pagePath(language, path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    const result = (await response.json()) as Result;
    return result.status === 'sent' ? result : { ...result, values };
  } catch {
    return { status: 'failed', values, errors: { non_field_errors: [translate(language, 'contact.error.failed')] } } as Result;
  }
}

export const LABELS: Record<ContactField, MessageKey> = {
  first_name: 'contact.firstName',
  last_name: 'contact.lastName',
  phone: 'contact.phone',
  email: 'contact.email',
  message: 'contact.message',
};

/** One of the five fields with its label, its required mark and its error: the contact form's and the quote list's. */
export function ContactFieldInput({
  field,
  id,
  errorTestId,
  value,
  error,
  label,
  rows,
  onInput,
}: {
  field: ContactField;
  id: string;
  errorTestId: string;
  value: string;
  error: string | undefined;
  label: string;
  rows: number;
  onInput?(field: ContactField, element: HTMLInputElement | HTMLTextAreaElement): void;
}) {
  const t = useT();
  const required = REQUIRED_FIELDS.includes(field);
  const common = {
    id,
    name: field,
    defaultValue: value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `w-full rounded-lg border bg-white px-3 py-2 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/30 ${error ? 'border-red-600' : 'border-line'}`,
    onInput: onInput ? (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => onInput(field, event.currentTarget) : undefined,
  };
  return (
    <div className={field === 'message' ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
        {required ? (
          <>
            {' '}
            <span className="text-red-700" aria-hidden="true">
              *
            </span>
            <span className="sr-only">({t('contact.required')})</span>
          </>
        ) : null}
      </label>
      {field === 'message' ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input
          {...common}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          inputMode={field === 'phone' ? 'tel' : undefined}
          autoComplete={{ first_name: 'given-name', last_name: 'family-name', phone: 'tel', email: 'email', message: undefined }[field]}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mb-0 mt-1 text-sm text-red-700" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ContactForm() {
  const t = useT();
  const language = useLanguage();
  const { product, posted } = useLoaderData<ContactLoaderData>();
  const [sending, setSending] = useState<{ busy: boolean; result?: ContactResult }>({ busy: false });
  const result = sending.result ?? posted ?? undefined;
  const [params] = useSearchParams();
  // Fields typed into since the last answer: their error is hidden once they have a value.
  const [filled, setFilled] = useState<{ result: unknown; fields: ContactField[] }>({ result: undefined, fields: [] });
  const filledFields = filled.result === result ? filled.fields : [];
  const sent = result?.status === 'sent' || (result === undefined && params.get('sent') === '1');
  const start = emptyValues();
  if (product) start.message = t('contact.productMessage', { title: product.title, url: product.url });
  const values = result && result.status !== 'sent' ? result.values : start;
  const errors = result && result.status !== 'sent' ? result.errors : {};
  const busy = sending.busy;
  const formRef = useRef<HTMLFormElement>(null);
  // After an answer with errors, the focus goes where the visitor has to act: the first wrong field,
  // or the alert above the form (a form posted without JavaScript gets this once it hydrates).
  useEffect(() => {
    if (!result || result.status === 'sent') return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-testid=contact-alert]'))?.focus();
  }, [result]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSending((state) => ({ ...state, busy: true }));
    const answer = await postForm<ContactResult>(language, CONTACT_PATH, event.currentTarget);
    setSending({ busy: false, result: answer });
  };

  const onInput = (field: ContactField, element: HTMLInputElement | HTMLTextAreaElement) => {
    const has = element.value.trim() !== '';
    const next = filledFields.filter((item) => item !== field);
    if (has) next.push(field);
    setFilled({ result, fields: next });
  };

  return (
    <>
      {/* The key resets the uncontrolled fields to the values of each answer. */}
      <form
        ref={formRef}
        method="post"
        action={pagePath(language, CONTACT_PATH)}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid="contact-form"
        key={result ? JSON.stringify(values) : (product?.url ?? 'empty')}
        aria-busy={busy}
      >
        {errors.non_field_errors ? (
          <div role="alert" tabIndex={-1} className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 sm:col-span-2" data-testid="contact-alert">
            {errors.non_field_errors.join(' ')}
          </div>
        ) : null}
        {CONTACT_FIELDS.map((field) => (
          <ContactFieldInput
            key={field}
            field={field}
            id={`contact-${field}`}
            errorTestId={`${field}-error`}
            value={values[field]}
            error={filledFields.includes(field) ? undefined : errors[field]?.join(' ')}
            label={t(LABELS[field])}
            rows={6}
            onInput={onInput}
          />
        ))}
        {/* Hidden from sight, from the keyboard and from assistive technology; only bots fill it. */}
        <div hidden>
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <TurnstileWidget className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary disabled:opacity-60" disabled={busy} data-testid="contact-submit">
            {busy ? t('contact.sending') : t('contact.submit')}
          </button>
        </div>
      </form>
      {sent ? <SuccessDialog /> : null}
    </>
  );
}
