// Messages of the company pages and the contact form (issue 6), in each language with the same keys.
export const companyMessages = {
  az: {},
  en: {},
  ru: {},
} satisfies Record<'az' | 'en' | 'ru', Record<string, string>>;
