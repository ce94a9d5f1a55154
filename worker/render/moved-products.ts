// Product addresses that changed: a product renamed keeps its old address working. Search engines
// and bookmarks hold the old one; a permanent redirect (301) sends visitors and the engines' rank
// to the new one. The upstream knows only current slugs, so the site keeps the list: when the
// company renames a product's slug, add a line here (old → new) and deploy.

/** Old slug → current slug. Never chain: point every old slug at the current one. */
export const MOVED_PRODUCTS: Readonly<Record<string, string>> = {
  // The title dropped 'free licence' (Hesab Go is free only with the five programs it works with).
  'hesab-go-mobile-app-free-licence': 'hesab-go-mobile-app',
  // Licences are counted in checkouts ('kassa yeri'), not workstations.
  'additional-workstation-licence': 'additional-checkout-licence',
  // Only the front is stainless steel.
  'safebox-cd-460-stainless-steel-cash-drawer': 'safebox-cd-460-cash-drawer-with-stainless-steel-front',
};

/** The current path of a product page at an old address (/{lang}/products/{old}), or undefined. */
export function movedProductPath(language: string, rest: readonly string[]): string | undefined {
  const slug = rest[1]!;
  if (rest.length !== 2 || rest[0] !== 'products' || !Object.hasOwn(MOVED_PRODUCTS, slug)) return undefined;
  return `/${language}/products/${MOVED_PRODUCTS[slug]}`;
}
