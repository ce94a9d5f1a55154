import { lazy, Suspense, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { dataApi } from '../data/api.ts';
import { orRouteError } from '../data/errors.ts';
import type { Language } from '../constants.ts';
import { TrustLinks } from './trust-links.tsx';
import { SizedImage, largestImage, lightboxSlide, useMediaOrigin } from '../ui/image.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { PageHead } from '../shell/page-head.tsx';
import { useT } from '../i18n/intl.ts';

// The lightbox (and its CSS) is its own chunk, loaded the first time a certificate is opened.
const CertificateLightbox = lazy(() => import('./certificate-lightbox.tsx'));

/** Certificates are shown at 5:7 (height over width), a page's shape. */
const CERTIFICATE_ASPECT = 7 / 5;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const list = await orRouteError(dataApi({ context, request }, params.lang as Language).certificates());
  return { certificates: list.results };
}

export function Component() {
  const { certificates } = useLoaderData<typeof loader>();
  const t = useT();
  const [index, setIndex] = useState(-1);
  const [loaded, setLoaded] = useState(false);
  const mediaOrigin = useMediaOrigin();
  return (
    <>
      <PageHead title={t('certificates.title')} description={t('certificates.description')} page="certificates" />
      <section className="shell py-10" data-testid="certificates">
        <h1 className="m-0 text-3xl font-bold">{t('certificates.title')}</h1>
        <p className="mb-8 mt-3 max-w-3xl text-lg text-muted" data-testid="intro">
          {t('certificates.intro')}
        </p>
        {certificates.length === 0 ? (
          <p className="text-lg text-muted" data-testid="empty">
            {t('certificates.empty')}
          </p>
        ) : (
          <ul className="m-0 grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
            {certificates.map((certificate, i) => (
              <li key={`${certificate.title}-${certificate.image}`} className="flex">
                {/* Without JavaScript the link opens the image itself (its largest variant). */}
                <a
                  href={largestImage(certificate.image, IMAGE_LAYOUTS.lightbox, mediaOrigin)}
                  className="flex w-full flex-col rounded-xl border border-line bg-white p-3 text-ink no-underline hover:border-brand"
                  aria-label={t('certificates.open', { title: certificate.title })}
                  data-testid="certificate"
                  onClick={(event) => {
                    event.preventDefault();
                    setLoaded(true);
                    setIndex(i);
                  }}
                >
                  <SizedImage
                    src={certificate.image}
                    layout={IMAGE_LAYOUTS.certificate}
                    alt=""
                    width={300}
                    height={420}
                    loading="lazy"
                    className="aspect-[5/7] h-auto w-full object-contain"
                  />
                  {/* Titles of up to three lines, centred in a band of three, so that every card in a row ends level. */}
                  <span className="mt-auto flex min-h-[4.5em] items-center justify-center pt-2 text-center font-semibold leading-normal">
                    <span className="line-clamp-3">{certificate.title}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <TrustLinks current="certificates" />
      </section>
      {loaded ? (
        <Suspense fallback={null}>
          <CertificateLightbox
            index={index}
            slides={certificates.map((certificate) => ({
              ...lightboxSlide(certificate.image, IMAGE_LAYOUTS.lightbox, mediaOrigin, CERTIFICATE_ASPECT),
              alt: certificate.title,
              title: certificate.title,
            }))}
            onClose={() => setIndex(-1)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
