// A stand-in for the company's real API: the demo catalogue of the reference API, answered the
// way a plain Django REST Framework list would, whose `search` is a case-insensitive substring
// of the title and nothing more; a product's detail carries its description and features. Search tests and `npm run bench:search` run against it, so the
// site proves that it finds what visitors type whatever the upstream's own search can do.
import type { IncomingHttpHeaders } from 'node:http';
import { seedData } from '../reference-api/seed/index.ts';
import type { SeedCategory } from '../reference-api/seed/types.ts';
import { LANGUAGES, type Language } from '../shared/constants.ts';
import { fakeContact, fakeList, type Answer, type Route } from './fake-upstream.ts';

interface Ref {
  slug: string;
  title: string;
  parent: Ref | null;
}

function language(headers: IncomingHttpHeaders): Language {
  const asked = String(headers['accept-language'] ?? '').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : 'az';
}

const DAY = 86_400_000;
const now = Date.now();

function categoryTree(list: SeedCategory[], lang: Language): unknown[] {
  return list.map((item) => ({ slug: item.slug, title: item.title[lang], image: null, children: categoryTree(item.children ?? [], lang) }));
}

/** Each category's ref (with its parents) and the slugs of it and everything below it. */
function categoryIndex(lang: Language) {
  const refs = new Map<string, Ref>();
  const below = new Map<string, Set<string>>();
  const walk = (list: SeedCategory[], parent: Ref | null, ancestors: string[]) => {
    for (const item of list) {
      const ref = { slug: item.slug, title: item.title[lang], parent };
      refs.set(item.slug, ref);
      for (const slug of [...ancestors, item.slug]) {
        if (!below.has(slug)) below.set(slug, new Set());
        below.get(slug)!.add(item.slug);
      }
      walk(item.children ?? [], ref, [...ancestors, item.slug]);
    }
  };
  walk(seedData.categories, null, []);
  return { refs, below };
}

function products(lang: Language) {
  const { refs } = categoryIndex(lang);
  return seedData.products.map((product) => ({
    slug: product.slug,
    title: product.title[lang],
    price: product.price,
    discount: product.discount ?? null,
    is_new: product.isNew,
    created_at: new Date(now - product.ageDays * DAY).toISOString(),
    updated_at: null,
    images: [],
    category: refs.get(product.category) ?? null,
  }));
}

type Product = ReturnType<typeof products>[number];

function productList(url: URL, lang: Language): Answer {
  const params = url.searchParams;
  let list = products(lang);
  const search = params.get('search');
  // DRF's SearchFilter on `title` with icontains: the whole term, as typed, inside the title.
  if (search) list = list.filter((product) => product.title.toLowerCase().includes(search.toLowerCase()));
  const category = params.get('category');
  if (category) {
    const slugs = categoryIndex(lang).below.get(category) ?? new Set();
    list = list.filter((product) => product.category !== null && slugs.has(product.category.slug));
  }
  const min = params.get('price__gte');
  const max = params.get('price__lte');
  if (min) list = list.filter((product) => product.price >= Number(min));
  if (max) list = list.filter((product) => product.price <= Number(max));
  const ordering = params.get('ordering') || '-created_at';
  const field = ordering.replace(/^-/, '') as keyof Product;
  const sign = ordering.startsWith('-') ? -1 : 1;
  list.sort((a, b) => sign * (a[field]! < b[field]! ? -1 : a[field]! > b[field]! ? 1 : 0));
  const limit = params.get('limit') === 'all' ? list.length || 1 : Number(params.get('limit') || 10);
  const page = Number(params.get('page') || 1);
  if (page > 1 && (page - 1) * limit >= list.length) return { status: 404, body: { detail: 'Invalid page.' } };
  return { body: { ...fakeList(list.slice((page - 1) * limit, page * limit)), count: list.length } };
}

/** A product's detail: the list's fields with its description and features. */
function productDetail(slug: string, lang: Language): Answer {
  const summary = products(lang).find((product) => product.slug === slug);
  const seed = seedData.products.find((product) => product.slug === slug);
  if (!summary || !seed) return { status: 404, body: { detail: 'Not found.' } };
  const features = seed.features.map((feature) => ({ name: feature.name[lang], value: feature.value[lang] }));
  return { body: { ...summary, description: seed.description[lang], features } };
}

/** The route of the plain upstream, for useSite({ upstream }) or startFakeUpstream. */
export const plainUpstream: Route = (url, headers) => {
  const lang = language(headers);
  const path = url.pathname.replace(/^\/api\//, '');
  if (path === 'products/') return productList(url, lang);
  const detail = /^products\/([\w-]+)$/.exec(path);
  if (detail) return productDetail(detail[1]!, lang);
  if (path === 'categories/') return { body: fakeList(categoryTree(seedData.categories, lang)) };
  if (path === 'contact/information/') return { body: fakeContact };
  return undefined;
};
