import { useState, type FormEvent } from 'react';
import { useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { catalogApi } from '../catalog/api.ts';
import { CONTACT_FIELDS, emptyValues, filterPhone, HONEYPOT_FIELD, REQUIRED_FIELDS, type ContactField, type ContactResult } from './contact-form.ts';
import { isLanguage, SOCIAL_ICON_WIDTH, type Language } from '../constants.ts';
import { CatalogImage } from '../ui/catalog-image.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { PageHead } from '../shell/page-head.tsx';
import { CONTACT_PATH, pagePath, pageUrl, productPath, telHref } from '../urls.ts';
import { useShellData } from '../shell/shell-data.ts';
import { TurnstileWidget } from './turnstile-widget.tsx';
import { getIntl, useLanguage, useT, type MessageKey } from '../i18n/intl.ts';

/** A product slug as the catalogue makes them; anything else is not looked up. */
const SLUG = /^[\w-]{1,200}$/;

/**
 * "Ask about this product" (/{lang}/contact?product={slug}): the product's title and address, to
 * start the message with. An unknown product, or a failed look-up, leaves the form empty.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get('product') ?? '';
  if (!isLanguage(params.lang) || !SLUG.test(slug)) return { product: null };
  try {
    const product = await catalogApi({ context, request }, params.lang).product(slug);
    return { product: { title: product.title, url: pageUrl(new URL(request.url).origin, params.lang, productPath(product.slug)) } };
  } catch {
    return { product: null };
  }
}

/**
 * Only on the server: the worker's contact route (worker/contact.ts) has handled a form posted
 * without JavaScript and renders this page with its result as a JSON body. With JavaScript the
 * form sends itself to that route (send() below) and never goes through the router, so that
 * react-router's <Form>/useFetcher stay out of every page's bundle.
 */
export async function action({ request }: ActionFunctionArgs): Promise<ContactResult> {
  return (await request.json()) as ContactResult;
}

async function send(language: Language, form: HTMLFormElement): Promise<ContactResult> {
  const data = new FormData(form);
  const values = emptyValues();
  for (const field of CONTACT_FIELDS) values[field] = String(data.get(field) ?? '');
  // Every field goes, the honeypot and Turnstile's token included, as a form posted without JavaScript would.
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  try {
    const response = await fetch(pagePath(language, CONTACT_PATH), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    const result = (await response.json()) as ContactResult;
    // Whatever the answer, the form keeps what was typed (a refused body comes back without values).
    return result.status === 'sent' ? result : { ...result, values };
  } catch {
    return { status: 'failed', values, errors: { non_field_errors: [getIntl(language).formatMessage({ id: 'contact.error.failed' })] } };
  }
}

const LABELS: Record<ContactField, MessageKey> = {
  first_name: 'contact.firstName',
  last_name: 'contact.lastName',
  phone: 'contact.phone',
  email: 'contact.email',
  message: 'contact.message',
};

const SERVICES: { key: MessageKey; icon: string }[] = [
  { key: 'contact.service.delivery', icon: '🚚' },
  { key: 'contact.service.installation', icon: '🛠' },
  { key: 'contact.service.support', icon: '🎧' },
  { key: 'contact.service.warranty', icon: '🛡' },
];

function SuccessDialog() {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="contact-success-title" aria-describedby="contact-success-message" className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl" data-testid="contact-success">
        <h2 id="contact-success-title" className="m-0 text-2xl font-bold">
          {t('contact.success.title')}
        </h2>
        <p id="contact-success-message" className="mt-3">
          {t('contact.success.message')}
        </p>
        {/* A full page load: the form starts empty again. */}
        {/* biome-ignore lint/a11y/noAutofocus: the dialog opens after sending, and its one action takes the focus as a modal dialog's should. */}
        <a href={pagePath(language, CONTACT_PATH)} autoFocus className="btn mt-4 bg-green-700 text-white hover:bg-green-800" data-testid="contact-success-ok">
          {t('contact.success.ok')}
        </a>
      </div>
    </div>
  );
}

function ContactForm() {
  const t = useT();
  const language = useLanguage();
  const posted = useActionData<ContactResult>();
  const { product } = useLoaderData<typeof loader>();
  const [sending, setSending] = useState<{ busy: boolean; result?: ContactResult }>({ busy: false });
  const result = sending.result ?? posted;
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSending((state) => ({ ...state, busy: true }));
    const answer = await send(language, event.currentTarget);
    setSending({ busy: false, result: answer });
  };

  const onInput = (field: ContactField, element: HTMLInputElement | HTMLTextAreaElement) => {
    if (field === 'phone') {
      const clean = filterPhone(element.value);
      if (clean !== element.value) element.value = clean;
    }
    const has = element.value.trim() !== '';
    const next = filledFields.filter((item) => item !== field);
    if (has) next.push(field);
    setFilled({ result, fields: next });
  };

  return (
    <>
      {/* The key resets the uncontrolled fields to the values of each answer. */}
      <form method="post" action={pagePath(language, CONTACT_PATH)} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="contact-form" key={result ? JSON.stringify(values) : (product?.url ?? 'empty')} aria-busy={busy}>
        {errors.non_field_errors ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 sm:col-span-2" data-testid="contact-alert">
            {errors.non_field_errors.join(' ')}
          </div>
        ) : null}
        {CONTACT_FIELDS.map((field) => {
          const error = filledFields.includes(field) ? undefined : errors[field]?.join(' ');
          const id = `contact-${field}`;
          const required = REQUIRED_FIELDS.includes(field);
          const common = {
            id,
            name: field,
            defaultValue: values[field],
            required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: `w-full rounded-lg border bg-white px-3 py-2 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/30 ${error ? 'border-red-600' : 'border-line'}`,
            onInput: (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => onInput(field, event.currentTarget),
          };
          return (
            <div key={field} className={field === 'message' ? 'sm:col-span-2' : ''}>
              <label htmlFor={id} className="mb-1 block font-semibold">
                {t(LABELS[field])}
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
                <textarea {...common} rows={6} />
              ) : (
                <input
                  {...common}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  inputMode={field === 'phone' ? 'tel' : undefined}
                  pattern={field === 'phone' ? '\\+?[0-9]{7,15}' : undefined}
                  autoComplete={{ first_name: 'given-name', last_name: 'family-name', phone: 'tel', email: 'email', message: undefined }[field]}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className="mb-0 mt-1 text-sm text-red-700" data-testid={`${field}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
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

export function Component() {
  const t = useT();
  const contact = useShellData()?.contact;
  return (
    <>
      <PageHead title={t('contact.title')} description={t('contact.description')} keywords={t('contact.keywords')} path="contact" />
      <section className="shell py-10" data-testid="contact">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h1 className="m-0 text-3xl font-bold">{t('contact.heading')}</h1>
            <p className="mb-6 text-lg text-muted">{t('contact.description')}</p>
            <ContactForm />
          </div>
          {contact ? (
            <aside aria-labelledby="contact-info" className="rounded-2xl bg-canvas p-6" data-testid="contact-info">
              <h2 id="contact-info" className="m-0 mb-4 text-xl font-bold">
                {t('contact.info')}
              </h2>
              <dl className="m-0 grid gap-3">
                {contact.address ? (
                  <div>
                    <dt className="font-semibold">{t('contact.address')}</dt>
                    <dd className="m-0">{contact.address}</dd>
                  </div>
                ) : null}
                {contact.phone ? (
                  <div>
                    <dt className="font-semibold">{t('contact.phone')}</dt>
                    <dd className="m-0"><a href={telHref(contact.phone)}>{contact.phone}</a></dd>
                  </div>
                ) : null}
                {contact.email ? (
                  <div>
                    <dt className="font-semibold">{t('contact.email')}</dt>
                    <dd className="m-0"><a href={`mailto:${contact.email}`}>{contact.email}</a></dd>
                  </div>
                ) : null}
                {contact.working_hours ? (
                  <div>
                    <dt className="font-semibold">{t('contact.workingHours')}</dt>
                    <dd className="m-0">{contact.working_hours}</dd>
                  </div>
                ) : null}
              </dl>
              {contact.socials.length > 0 ? (
                <>
                  <h3 className="mb-2 mt-4 text-base font-semibold">{t('contact.socials')}</h3>
                  <ul className="m-0 flex list-none flex-wrap gap-2.5 p-0">
                    {contact.socials.map((social) => (
                      <li key={social.url}>
                        <a href={social.url} target="_blank" rel="noopener noreferrer" title={social.title}>
                          <CatalogImage src={social.icon} layout={IMAGE_LAYOUTS.icon} alt={social.title} width={SOCIAL_ICON_WIDTH} height={SOCIAL_ICON_WIDTH} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </aside>
          ) : null}
        </div>
        {contact?.map_url ? (
          <iframe src={contact.map_url} title={t('contact.map')} loading="lazy" height={500} className="mt-10 block h-[500px] w-full rounded-2xl border-0" data-testid="contact-map" />
        ) : null}
        <h2 className="sr-only">{t('contact.services')}</h2>
        <ul className="m-0 mt-10 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4" data-testid="services">
          {SERVICES.map((service) => (
            <li key={service.key} className="flex items-center gap-3 rounded-xl border border-line bg-white p-4">
              <span className="text-3xl" aria-hidden="true">{service.icon}</span>
              <div>
                <h3 className="m-0 text-base font-bold">{t(service.key)}</h3>
                {/* The spec reuses the first service's subtitle for all four. */}
                <p className="m-0 text-sm text-muted">{t('contact.service.subtitle')}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
