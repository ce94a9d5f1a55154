// Messages of the catalogue pages (issue 5), in each language with the same keys.
export const catalogueMessages = {
  az: {},
  en: {},
  ru: {},
} satisfies Record<'az' | 'en' | 'ru', Record<string, string>>;
