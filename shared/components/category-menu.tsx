// The category submenu of the Products entry: a grid on wide screens, a collapsible tree in
// the side panel on small ones. Each category links to /products?category={slug}.
import { Link } from 'react-router';
import type { Category } from '../catalog/types.ts';
import { CATEGORY_TITLE_SLIDE_LENGTH, MOBILE_CATEGORY_MAX_HEIGHT } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { backgroundImage, useMediaOrigin } from './catalog-image.tsx';
import { ArrowRightIcon, ChevronDownIcon } from './icons.tsx';
import { IMAGE_LAYOUTS } from './image-layouts.ts';
import { categoryHref, menuHref, MAIN_MENU, PRODUCTS_PATH } from './menu-items.ts';

/** Shown for a category that has no image of its own. */
export const DEFAULT_CATEGORY_IMAGE = '/images/category-default.svg';

/** A CSS url() for an image address: only http(s) or this site's paths, quoted and escaped. */
export function cssUrl(src: string): string | undefined {
  if (!/^(https?:\/\/|\/(?!\/))/i.test(src)) return undefined;
  return `url("${src.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '')}")`;
}

/**
 * A category's image, drawn as a background: both menus are closed on every page (a disclosure,
 * a display: none panel), and a background is fetched only once its menu opens. The box has a
 * fixed size, so nothing moves when the image arrives.
 */
function CategoryIcon({ src, size }: { src: string | null; size: number }) {
  const mediaOrigin = useMediaOrigin();
  const image = src ? backgroundImage(src, IMAGE_LAYOUTS.icon, mediaOrigin) : DEFAULT_CATEGORY_IMAGE;
  return (
    <span
      aria-hidden="true"
      className="shrink-0 rounded-lg bg-brand-light bg-contain bg-center bg-no-repeat"
      style={{ width: size, height: size, padding: size / 8, backgroundImage: cssUrl(image), backgroundOrigin: 'content-box' }}
    />
  );
}

/** Long titles slide into view on hover instead of being cut (spec: over 18 characters). */
function CategoryTitle({ title }: { title: string }) {
  if (title.length <= CATEGORY_TITLE_SLIDE_LENGTH) return <span className="min-w-0">{title}</span>;
  return (
    <span className="title-slide min-w-0 flex-1" title={title}>
      <span>{title}</span>
    </span>
  );
}

const productsItem = MAIN_MENU.find((item) => item.path === PRODUCTS_PATH)!;

/** The wide-screen submenu: every top category with its image, title and children. */
export function MegaMenu({ categories, onNavigate }: { categories: Category[]; onNavigate(): void }) {
  const language = useLanguage();
  const t = useT();
  return (
    <div className="shell py-6">
      <ul className="grid grid-cols-3 gap-x-6 gap-y-5 xl:grid-cols-4" aria-label={t('nav.categories')}>
        {categories.map((category) => (
          <li key={category.slug} className="min-w-0">
            <Link
              to={categoryHref(language, category.slug)}
              onClick={onNavigate}
              className="group/cat flex items-center gap-3 rounded-lg p-1.5 font-semibold text-ink hover:bg-canvas hover:text-brand"
            >
              <CategoryIcon src={category.image} size={44} />
              <CategoryTitle title={category.title} />
            </Link>
            {category.children.length > 0 ? (
              <ul className="mt-1 space-y-0.5 pl-[3.75rem]">
                {category.children.map((child) => (
                  <li key={child.slug}>
                    <Link
                      to={categoryHref(language, child.slug)}
                      onClick={onNavigate}
                      className="flex rounded py-1 text-sm text-muted hover:text-brand"
                    >
                      <CategoryTitle title={child.title} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-line pt-4">
        <Link to={menuHref(language, productsItem)} onClick={onNavigate} className="inline-flex items-center gap-2 font-semibold text-brand hover:text-brand-dark">
          {t('nav.allProducts')}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </div>
  );
}

function CategoryBranch({ category, depth }: { category: Category; depth: number }) {
  const language = useLanguage();
  return (
    <li>
      <Link
        to={categoryHref(language, category.slug)}
        className={`flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-canvas hover:text-brand ${depth === 0 ? 'font-medium text-ink' : 'text-sm text-muted'}`}
      >
        <CategoryIcon src={category.image} size={depth === 0 ? 32 : 24} />
        <CategoryTitle title={category.title} />
      </Link>
      {category.children.length > 0 ? (
        <ul className="ml-5 border-l border-line pl-2">
          {category.children.map((child) => (
            <CategoryBranch key={child.slug} category={child} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The small-screen submenu: a collapsible list (a native disclosure) at most 300 px high. */
export function CategoryDisclosure({ categories }: { categories: Category[] }) {
  const language = useLanguage();
  const t = useT();
  return (
    <details>
      <summary className="flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-canvas">
        {t(productsItem.title)}
        <ChevronDownIcon className="disclosure-chevron" />
      </summary>
      <div className="overflow-y-auto overscroll-contain px-1 pb-2" style={{ maxHeight: MOBILE_CATEGORY_MAX_HEIGHT }}>
        <Link to={menuHref(language, productsItem)} className="flex items-center gap-2 rounded-lg px-2 py-2 font-semibold text-brand">
          {t('nav.allProducts')}
          <ArrowRightIcon size={16} />
        </Link>
        <ul aria-label={t('nav.categories')}>
          {categories.map((category) => (
            <CategoryBranch key={category.slug} category={category} depth={0} />
          ))}
        </ul>
      </div>
    </details>
  );
}
