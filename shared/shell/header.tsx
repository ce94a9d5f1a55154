// The header: top bar, logo, main menu with the category submenu, search,
// and on small screens the menu panel and the search modal.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { Category, ContactInformation } from '../data/types.ts';
import { useLanguage, useT } from '../i18n/intl.ts';
import { uiState, useOverlay } from './ui-state.ts';
import { CategoryMenu } from './category-menu.tsx';
import { DisclosureDialog } from '../ui/disclosure-dialog.tsx';
import { ChevronDownIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '../ui/icons.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { Logo } from './logo.tsx';
import { HEADER_MENU, type MenuItem } from './menu-items.ts';
import { HeaderSearch, SearchModal } from './search-modal.tsx';
import { ShortlistLinks } from './shortlist-links.tsx';
import { pagePath, PRODUCTS_PATH, telHref } from '../urls.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/** Phone and e-mail (each only when present) and the language dropdown. */
function TopBar({ contact }: { contact: ContactInformation | undefined }) {
  const t = useT();
  return (
    <div className="on-dark bg-ink text-sm text-white/80">
      <div className="shell flex h-10 items-center justify-between gap-4">
        {contact?.phone || contact?.email ? (
          <ul className="flex min-w-0 items-center gap-x-5">
            {contact?.phone ? (
              <li>
                <a href={telHref(contact.phone)} className="inline-flex items-center gap-1.5 whitespace-nowrap rounded hover:text-white">
                  <PhoneIcon size={15} />
                  <span className="sr-only">{t('contact.phone')}: </span>
                  {contact.phone}
                </a>
              </li>
            ) : null}
            {contact?.email ? (
              <li className="min-w-0">
                <a href={`mailto:${contact.email}`} className="inline-flex min-w-0 items-center gap-1.5 rounded hover:text-white">
                  <MailIcon size={15} />
                  <span className="sr-only">{t('contact.email')}: </span>
                  <span className="hidden truncate sm:inline">{contact.email}</span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="ml-auto">
          <LanguageMenu />
        </div>
      </div>
    </div>
  );
}

/** A main menu entry's link; only home's is current on its own address alone. */
function MenuLink({ item, children, onClick }: { item: MenuItem; children?: ReactNode; onClick?(): void }) {
  const language = useLanguage();
  const t = useT();
  return (
    <NavLink to={pagePath(language, item.path)} end={item.path === ''} className="menu-link" onClick={onClick}>
      {t(item.title)}
      {children}
    </NavLink>
  );
}

const MEGA_PANEL_ID = 'mega-menu';

/**
 * Products with its category submenu. On wide screens the link stands in the bar and the submenu
 * shows on hover; the chevron beside the link is the keyboard's way in (a disclosure button), so
 * Tab passes the closed submenu's links by. Without JavaScript keyboard focus on the link shows
 * it instead (`:focus-within`, wideCss in uno.config.ts). On small screens the entry is the
 * submenu's disclosure.
 */
function ProductsMenuItem({ categories, onNavigate }: { categories: Category[]; onNavigate(): void }) {
  const item = HEADER_MENU.find((entry) => entry.path === PRODUCTS_PATH)!;
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Opened with its button (a keyboard or a click); closed by a choice, Escape, the focus leaving or any navigation.
  const [open, setOpen] = useState(false);
  // After a choice, or Escape, hovering keeps it closed until the pointer leaves.
  const [suppressed, setSuppressed] = useState(false);
  const close = () => {
    setOpen(false);
    setSuppressed(true);
  };
  // Back, forward or a link elsewhere: the submenu must not stay over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on each navigation, which the location's parts name.
  useEffect(() => {
    setOpen(false);
    if (itemRef.current?.matches(':hover')) setSuppressed(true);
  }, [location.pathname, location.search]);
  if (categories.length === 0)
    return (
      <li className="menu-item">
        <MenuLink item={item} />
      </li>
    );
  const chevron = <ChevronDownIcon size={16} className="mega-chevron" />;
  return (
    <li
      ref={itemRef}
      className="menu-item mega-item"
      data-js={hydrated ? '' : undefined}
      data-open={open ? '' : undefined}
      data-suppressed={suppressed ? '' : undefined}
      onMouseLeave={() => setSuppressed(false)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        setSuppressed(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        const wasOpen = open;
        close();
        (wasOpen ? buttonRef.current : event.currentTarget.querySelector<HTMLElement>('a'))?.focus();
      }}
    >
      <span className="hidden wide:contents">
        <MenuLink item={item} onClick={close} />
        {hydrated ? (
          <button
            ref={buttonRef}
            type="button"
            className="mega-toggle"
            aria-expanded={open}
            aria-controls={MEGA_PANEL_ID}
            aria-label={t('nav.categories')}
            onClick={() => {
              setSuppressed(false);
              setOpen(!open);
            }}
          >
            {chevron}
          </button>
        ) : (
          <span className="mega-toggle">{chevron}</span>
        )}
      </span>
      <CategoryMenu
        categories={categories}
        panelId={MEGA_PANEL_ID}
        onNavigate={() => {
          close();
          onNavigate();
        }}
      />
    </li>
  );
}

/**
 * The main menu, rendered once: on small screens a side panel (a disclosure dialog), on wide
 * screens the bar after the logo. Browsers that cannot show a closed disclosure's content keep the
 * panel at every width.
 */
function SiteMenu({ categories, contact }: { categories: Category[]; contact: ContactInformation | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const menu = useOverlay('menuOpen');
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <DisclosureDialog
      {...menu}
      toggle={<MenuIcon size={24} />}
      toggleLabel={t('menu.open')}
      toggleClassName="icon-btn -ml-2"
      label={t('menu.title')}
      inlineWhenWide
      className="wide:order-1 wide:h-full"
      panelClassName="fixed inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col bg-white shadow-menu sheet-left"
      lockPageScroll
      initialFocus={closeButton}
      testId="mobile-menu"
    >
      {(close) => (
        <>
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4 wide:hidden">
            <Logo />
            {hydrated ? (
              <button ref={closeButton} type="button" className="icon-btn -mr-2" aria-label={t('menu.close')} onClick={close}>
                <CloseIcon size={24} />
              </button>
            ) : null}
          </div>
          <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto overscroll-contain px-3 py-3 wide:h-full wide:overflow-visible wide:p-0">
            <ul className="space-y-0.5 wide:flex wide:h-full wide:items-center wide:gap-1 wide:space-y-0">
              {HEADER_MENU.map((item) =>
                item.path === PRODUCTS_PATH ? (
                  <ProductsMenuItem key={item.path} categories={categories} onNavigate={() => (uiState.menuOpen = false)} />
                ) : (
                  <li key={item.path} className="menu-item">
                    <MenuLink item={item} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          {contact?.phone || contact?.email ? (
            <div className="shrink-0 space-y-2 border-t border-line px-5 py-4 text-sm wide:hidden">
              {contact.phone ? (
                <a href={telHref(contact.phone)} className="flex items-center gap-2 text-ink hover:text-brand">
                  <PhoneIcon size={16} className="text-brand" />
                  {contact.phone}
                </a>
              ) : null}
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className="flex items-center gap-2 text-ink hover:text-brand">
                  <MailIcon size={16} className="text-brand" />
                  {contact.email}
                </a>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </DisclosureDialog>
  );
}

/**
 * The header; without shell data (the minimal error shell) it keeps only what needs no data.
 * It sticks with its top bar scrolled away (top: minus the bar's height), the main bar in view.
 */
export function Header({ categories, contact }: { categories: Category[]; contact: ContactInformation | undefined }) {
  return (
    <header className="sticky top-[-2.5rem] z-30 border-b border-line bg-white">
      <TopBar contact={contact} />
      <div className="shell flex h-16 items-center gap-3 lg:h-[4.5rem] lg:gap-8">
        <SiteMenu categories={categories} contact={contact} />
        <Logo />
        <div className="ml-auto flex items-center wide:order-2">
          <div className="hidden lg:block">
            <HeaderSearch />
          </div>
          <div className="lg:hidden">
            <SearchModal />
          </div>
          <ShortlistLinks />
        </div>
      </div>
    </header>
  );
}
