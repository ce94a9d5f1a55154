import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useSnapshot } from 'valtio';
import { catalogApi } from '../catalog/api.ts';
import { orNull } from '../catalog/errors.ts';
import type { Language } from '../constants.ts';
import { discountedPrice } from '../format/price.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { PageHead } from '../components/page-head.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { useShellData } from '../components/shell-data.ts';
import { organizationData } from '../components/structured-data.ts';
import { uiState, type NewArrivalsOrder } from '../ui-state.ts';

export async function homeLoader({ params, context }: LoaderFunctionArgs) {
  const newArrivals = await orNull(catalogApi(context, params.lang as Language).newArrivals());
  return { newArrivals: newArrivals?.results ?? [] };
}

const ORDERS: NewArrivalsOrder[] = ['newest', 'cheapest'];

export function HomePage() {
  const { newArrivals } = useLoaderData<typeof homeLoader>();
  const { newArrivalsOrder } = useSnapshot(uiState);
  const t = useT();
  const language = useLanguage();
  const shell = useShellData();
  const products =
    newArrivalsOrder === 'cheapest'
      ? [...newArrivals].sort((a, b) => discountedPrice(a.price, a.discount) - discountedPrice(b.price, b.discount))
      : newArrivals;
  return (
    <>
      <PageHead
        title={t('home.title')}
        description={t('home.description')}
        keywords={t('home.keywords')}
        path=""
        jsonLd={shell ? [organizationData(shell.origin, language, shell.contact, { description: t('home.description'), slogan: t('site.tagline') })] : []}
      />
      <section className="shell py-10" aria-labelledby="new-arrivals">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h1 id="new-arrivals" className="m-0 text-2xl font-bold">
            {t('home.newArrivals')}
          </h1>
          <div role="group" aria-label={t('home.order.label')} className="flex gap-2">
            {ORDERS.map((order) => (
              <button
                key={order}
                type="button"
                className="chip"
                aria-pressed={newArrivalsOrder === order}
                onClick={() => {
                  uiState.newArrivalsOrder = order;
                }}
              >
                {t(`home.order.${order}`)}
              </button>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </div>
      </section>
    </>
  );
}

export { homeLoader as loader, HomePage as Component };
