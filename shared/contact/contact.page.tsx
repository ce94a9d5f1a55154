// The contact page (/contact): the form, the company's contact details and map, its services.
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { dataApi } from '../data/api.ts';
import { isSlug } from '../data/slug.ts';
import { isLanguage } from '../constants.ts';
import { useT, type MessageKey } from '../i18n/intl.ts';
import { PageHead } from '../shell/page-head.tsx';
import { useShellData } from '../shell/shell-data.ts';
import { pageUrl, productPath } from '../urls.ts';
import { contactResultContext } from './rules.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm, type ContactLoaderData } from './contact-form.tsx';
import { HeadsetIcon, PinIcon, ShieldIcon, TruckIcon, WrenchIcon } from '../ui/icons.tsx';

/**
 * "Ask about this product" (/{lang}/contact?product={slug}): the product's title and address, to
 * start the message with. An unknown product, or a failed look-up, leaves the form empty.
 *
 * `posted`, only on the server: the worker's contact route (worker/routes/contact.ts) has handled
 * a form posted without JavaScript and renders this page with its result in the request context.
 * With JavaScript the form sends itself to that route (send() in contact/contact-form.tsx) and
 * never goes through the router, so that react-router's <Form>/useFetcher stay out of every
 * page's bundle.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<ContactLoaderData> {
  const posted = context.get(contactResultContext);
  const slug = new URL(request.url).searchParams.get('product') ?? '';
  if (!isLanguage(params.lang) || !isSlug(slug)) return { product: null, posted };
  try {
    const product = await dataApi({ context, request }, params.lang).product(slug);
    return { product: { title: product.title, url: pageUrl(new URL(request.url).origin, params.lang, productPath(product.slug)) }, posted };
  } catch {
    return { product: null, posted };
  }
}

/** The four services under the form: a message each, with its icon (the site's own, not emoji, which some systems lack). */
const SERVICES: [MessageKey, (props: { size?: number }) => ReactNode][] = [
  ['contact.service.delivery', TruckIcon],
  ['contact.service.installation', WrenchIcon],
  ['contact.service.support', HeadsetIcon],
  ['contact.service.warranty', ShieldIcon],
];

export function Component() {
  const t = useT();
  const contact = useShellData()?.contact;
  return (
    <>
      <PageHead title={t('contact.title')} description={t('contact.description')} keywords={t('contact.keywords')} page="contact" />
      <section className="shell py-10" data-testid="contact">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h1 className="m-0 text-3xl font-bold">{t('contact.title')}</h1>
            <h2 className="m-0 mt-4 text-xl font-semibold">{t('contact.heading')}</h2>
            <p className="mb-6 text-lg text-muted">{t('contact.description')}</p>
            <ContactForm />
          </div>
          {contact ? <ContactDetails contact={contact} /> : null}
        </div>
        {contact?.map_url ? (
          // The frame loads lazily; until it draws, the box it fills shows a pin and the address, at the map's size.
          <div className="relative mt-10 h-[500px] overflow-hidden rounded-2xl border border-line bg-brand-light" data-testid="contact-map-box">
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-brand" aria-hidden="true">
              <PinIcon size={40} />
              {contact.address ? <p className="m-0 max-w-md text-sm text-ink">{contact.address}</p> : null}
            </div>
            <iframe
              src={contact.map_url}
              title={t('contact.map')}
              loading="lazy"
              height={500}
              className="absolute inset-0 block h-full w-full border-0"
              data-testid="contact-map"
            />
          </div>
        ) : null}
        <h2 className="sr-only">{t('contact.services')}</h2>
        <ul className="m-0 mt-10 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4" data-testid="services">
          {SERVICES.map(([key, ServiceIcon]) => (
            <li key={key} className="flex items-center gap-3 rounded-xl border border-line bg-white p-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-light text-brand">
                <ServiceIcon size={26} />
              </span>
              <div>
                <h3 className="m-0 text-base font-bold">{t(key)}</h3>
                {/* One subtitle serves all four services. */}
                <p className="m-0 text-sm text-muted">{t('contact.service.subtitle')}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
