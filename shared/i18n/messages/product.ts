// Messages of the product detail page (issue 5), in each language with the same keys.
export const productMessages = {
  az: {},
  en: {},
  ru: {},
} satisfies Record<'az' | 'en' | 'ru', Record<string, string>>;
