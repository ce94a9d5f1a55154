// The category submenu of the Products entry, rendered once: on small screens a collapsible tree
// in the menu panel, on wide ones (`wide:`, see uno.config.ts) a grid in a panel under the header
// that shows on hover or from its button beside the Products link. Each category links to /products?category={slug}.
import { Link } from '../ui/link.tsx';
import type { Category } from '../data/types.ts';
import { CATEGORY_TITLE_SLIDE_LENGTH } from '../constants.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { backgroundImage, useMediaOrigin } from '../ui/image.tsx';
import { ArrowRightIcon, ChevronDownIcon } from '../ui/icons.tsx';
import { IMAGE_LAYOUTS } from '../ui/image-layouts.ts';
import { MAIN_MENU } from './menu-items.ts';
import { categoryPath, pagePath, PRODUCTS_PATH } from '../urls.ts';

/** Shown for a category that has no image of its own. */
export const DEFAULT_CATEGORY_IMAGE = '/images/category-default.svg';

/** A CSS url() for an image address: only http(s) or this site's paths, quoted and escaped. */
export function cssUrl(src: string): string | undefined {
  if (!/^(https?:\/\/|\/(?!\/))/i.test(src)) return undefined;
  return `url("${src.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '')}")`;
}

/**
 * A category's image, drawn as a background: the submenu is closed on every page (a disclosure on
 * small screens, a hidden panel on wide ones), and a background is fetched only once it opens. The
 * box has a fixed size per layout, so nothing moves when the image arrives.
 */
function CategoryIcon({ src, className }: { src: string | null; className: 'category-icon-top' | 'category-icon-child' }) {
  const mediaOrigin = useMediaOrigin();
  const image = src ? backgroundImage(src, IMAGE_LAYOUTS.icon, mediaOrigin) : DEFAULT_CATEGORY_IMAGE;
  return <span aria-hidden="true" className={className} style={{ backgroundImage: cssUrl(image) }} />;
}

/** Long titles slide into view on hover instead of being cut (over 18 characters). */
function CategoryTitle({ title }: { title: string }) {
  if (title.length <= CATEGORY_TITLE_SLIDE_LENGTH) return <span className="min-w-0">{title}</span>;
  return (
    <span className="title-slide min-w-0 flex-1" title={title}>
      <span>{title}</span>
    </span>
  );
}

const productsItem = MAIN_MENU.find((item) => item.path === PRODUCTS_PATH)!;

function CategoryBranch({ category, depth, onNavigate }: { category: Category; depth: number; onNavigate(): void }) {
  const language = useLanguage();
  const top = depth === 0;
  return (
    <li className="min-w-0">
      <Link to={pagePath(language, categoryPath(category.slug))} onClick={onNavigate} className={top ? 'category-link-top' : 'category-link-child'}>
        <CategoryIcon src={category.image} className={top ? 'category-icon-top' : 'category-icon-child'} />
        <CategoryTitle title={category.title} />
      </Link>
      {category.children.length > 0 ? (
        <ul className={`ml-5 border-l border-line pl-2 ${top ? 'wide:mt-1 wide:ml-0 wide:border-0 wide:pl-[3.75rem] wide:space-y-0.5' : ''}`}>
          {category.children.map((child) => (
            <CategoryBranch key={child.slug} category={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The Products entry's categories: a native disclosure (at most 300 px high) in the small-screen
 * menu; on wide screens its summary hides, the Products link stands in its place, and the content
 * is the `mega-panel` that the entry's hover or its button shows (wideCss in uno.config.ts).
 */
export function CategoryMenu({ categories, panelId, onNavigate }: { categories: Category[]; panelId: string; onNavigate(): void }) {
  const language = useLanguage();
  const t = useT();
  return (
    <details className="category-menu">
      <summary className="flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-canvas">
        {t(productsItem.title)}
        <ChevronDownIcon className="disclosure-chevron" />
      </summary>
      <div className="mega-panel" id={panelId} data-testid="mega-menu">
        <div className="flex max-h-[300px] flex-col overflow-y-auto overscroll-contain px-1 pb-2 wide:mx-auto wide:max-h-none wide:max-w-shell wide:overflow-visible wide:px-gutter-lg wide:py-6">
          <Link
            to={pagePath(language, productsItem.path)}
            onClick={onNavigate}
            className="flex items-center gap-2 self-start rounded-lg px-2 py-2 font-semibold text-brand hover:text-brand-dark wide:order-last wide:mt-5 wide:w-full wide:border-t wide:border-line wide:rounded-none wide:px-0 wide:pt-4 wide:pb-0"
          >
            {t('nav.allProducts')}
            <ArrowRightIcon size={16} />
          </Link>
          <ul aria-label={t('nav.categories')} className="wide:grid wide:grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] wide:gap-x-6 wide:gap-y-5">
            {categories.map((category) => (
              <CategoryBranch key={category.slug} category={category} depth={0} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
