// What each product and software entry of the trade vocabulary (worker/search/vocabulary.ts) names in
// the demo catalogue: the products every one of its names must find, and others a first answer may
// also be (a kit holds a terminal; "barcode" is on scanners and on label printers). Kept here, with
// the test data, so that the vocabulary itself stays free of this catalogue. Entries of features
// (auto-cutter, Wi-Fi, a checkout…) are not listed: a catalogue names those in its specifications.
import { seedData } from '../../reference-api/seed/index.ts';

const inCategory = (...categories: string[]) => seedData.products.filter((product) => categories.includes(product.category)).map((product) => product.slug);
const KITS = inCategory('pos-kits');
const RECEIPT = inCategory('receipt-printers').filter((slug) => slug !== 'thermoline-tp-80k-kitchen-printer');

export interface Named {
  /** Found by every name of the entry, in every language. */
  must: string[];
  /** Also a fine first answer. */
  also?: string[];
}

export const VOCABULARY_PRODUCTS: Record<string, Named> = {
  'POS terminal': { must: inCategory('touch-pos-terminals'), also: KITS },
  'data terminal': { must: inCategory('data-terminals') },
  'POS kit': { must: KITS },
  'customer display': { must: inCategory('customer-displays'), also: ['hesabpos-t15d-dual-screen-pos-terminal'] },
  'touch monitor': { must: inCategory('touch-monitors') },
  'receipt printer': { must: RECEIPT, also: ['thermoline-tp-80k-kitchen-printer', 'hesabpos-a11-android-pos-terminal-with-printer'] },
  'kitchen printer': { must: ['thermoline-tp-80k-kitchen-printer'] },
  'label printer': { must: inCategory('label-printers'), also: ['mizan-ml-30-label-printing-scale'] },
  'barcode scanner': { must: inCategory('handheld-scanners', 'presentation-scanners'), also: inCategory('data-terminals') },
  barcode: { must: inCategory('handheld-scanners', 'presentation-scanners'), also: inCategory('label-printers') },
  'handheld scanner': { must: inCategory('handheld-scanners') },
  'presentation scanner': { must: inCategory('presentation-scanners') },
  'in-counter scanner': { must: ['scanline-b80-in-counter-barcode-scanner'] },
  'RFID reader': { must: ['hesabpos-m10-uhf-rfid-data-terminal'] },
  'cash drawer': { must: inCategory('cash-drawers') },
  scale: { must: inCategory('scales') },
  'POS scale': { must: ['mizan-mp-15-pos-checkout-scale'] },
  'label printing scale': { must: ['mizan-ml-30-label-printing-scale'] },
  'accounting software': { must: inCategory('accounting-software') },
  'multi-user accounting software': { must: ['hesab-books-business-accounting-software'] },
  'POS software': { must: inCategory('pos-software') },
  licence: { must: ['additional-checkout-licence'] },
  'support plan': { must: ['hesab-care-annual-support-plan'] },
  'installation and training': { must: ['installation-and-staff-training'] },
  'shop POS software (Hesab Retail)': { must: ['hesab-retail-pos-software-for-shops'], also: KITS },
  'pharmacy software (Hesab Pharma)': { must: ['hesab-pharma-pharmacy-pos-software'] },
  'restaurant software (Hesab Cafe)': { must: ['hesab-cafe-restaurant-pos-software'], also: ['hesabpos-cafe-pos-kit'] },
  'gym software (Hesab Fitness)': { must: ['hesab-fitness-gym-management-software'] },
  'payroll (Hesab Payroll)': { must: ['hesab-payroll-salary-and-hr-software'] },
  'inventory (Hesab Stock)': { must: ['hesab-stock-inventory-management-software'] },
  'production accounting (Hesab Factory)': { must: ['hesab-factory-production-and-cost-accounting-software'] },
  'owner app (Hesab Go)': { must: ['hesab-go-mobile-app'] },
  // All of it: any device is a fine first answer, none is owed.
  'POS hardware': {
    must: [],
    also: seedData.products
      .filter((product) => !product.category.includes('software') && product.category !== 'licences-support')
      .map((product) => product.slug),
  },
};
