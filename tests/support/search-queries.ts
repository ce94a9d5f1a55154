// What visitors type, and the demo products a person would expect to be offered, in az, ru and
// en: the query set of `npm run bench:search` and of the search tests. Each query has a family
// (what makes it hard for a plain substring search).
import type { Language } from '../../shared/constants.ts';

export type Family = 'inflection' | 'ascii' | 'spelling' | 'word-order' | 'synonym' | 'category' | 'typo' | 'exact';

export interface SearchQuery {
  language: Language;
  query: string;
  family: Family;
  /** Slugs a person would expect among the first answers (all of them, or the first five). */
  expected: string[];
}

const RECEIPT = [
  'thermoline-tp-58-receipt-printer',
  'thermoline-tp-80-receipt-printer',
  'thermoline-tp-80w-wi-fi-receipt-printer',
  'thermoline-tp-90-pro-high-speed-receipt-printer',
];
const KITCHEN = 'thermoline-tp-80k-kitchen-printer';
const LABEL = [
  'thermoline-lp-42-desktop-label-printer',
  'thermoline-lp-42t-thermal-transfer-label-printer',
  'thermoline-lp-20m-mobile-label-printer',
  'thermoline-lp-60-industrial-label-printer',
];
const SCANNERS = [
  'scanline-s10-1d-barcode-scanner',
  'scanline-s20-2d-barcode-scanner',
  'scanline-s20w-cordless-barcode-scanner',
  'scanline-s30-rugged-industrial-barcode-scanner',
  'scanline-p50-presentation-barcode-scanner',
  'scanline-p70-wide-window-presentation-scanner',
  'scanline-b80-in-counter-barcode-scanner',
];
const DRAWERS = [
  'safebox-cd-330-compact-cash-drawer',
  'safebox-cd-405-cash-drawer',
  'safebox-cd-410-heavy-duty-cash-drawer',
  'safebox-cd-460-stainless-steel-cash-drawer',
];
const TOUCH_POS = [
  'hesabpos-t15-touch-pos-terminal',
  'hesabpos-t15d-dual-screen-pos-terminal',
  'hesabpos-t22-pro-touch-pos-terminal',
  'hesabpos-a11-android-pos-terminal-with-printer',
  'hesabpos-t17-touch-pos-terminal',
];
const DATA_TERMINALS = ['hesabpos-m6-mobile-data-terminal', 'hesabpos-m8-pro-pistol-grip-data-terminal', 'hesabpos-m10-uhf-rfid-data-terminal'];
const DISPLAYS = ['viewline-vfd-220-customer-pole-display', 'viewline-lcd-10-customer-display', 'viewline-lcd-15-customer-display'];
const MONITORS = ['viewline-tm-15-touch-monitor', 'viewline-tm-17-touch-monitor', 'viewline-tm-22-touch-monitor'];
const SCALES = ['mizan-ms-15-price-computing-scale', 'mizan-mp-15-pos-checkout-scale', 'mizan-ml-30-label-printing-scale', 'mizan-mw-150-platform-scale'];
const ACCOUNTING = [
  'hesab-books-start-accounting-software',
  'hesab-books-business-accounting-software',
  'hesab-payroll-salary-and-hr-software',
  'hesab-stock-inventory-management-software',
  'hesab-factory-production-and-cost-accounting-software',
];
const POS_SOFTWARE = [
  'hesab-retail-pos-software-for-shops',
  'hesab-pharma-pharmacy-pos-software',
  'hesab-cafe-restaurant-pos-software',
  'hesab-fitness-gym-management-software',
];
const KITS = ['hesabpos-market-pos-kit', 'hesabpos-cafe-pos-kit', 'hesabpos-supermarket-pro-two-checkout-pos-kit'];

const q = (language: Language, family: Family, query: string, expected: string[]): SearchQuery => ({ language, family, query, expected });

export const SEARCH_QUERIES: SearchQuery[] = [
  // Azerbaijani
  q('az', 'inflection', 'qəbz printerləri', [...RECEIPT, KITCHEN]),
  q('az', 'inflection', 'skanerlər', SCANNERS),
  q('az', 'inflection', 'proqramları', [...ACCOUNTING, ...POS_SOFTWARE]),
  q('az', 'inflection', 'pul qutuları', DRAWERS),
  q('az', 'inflection', 'tərəzilər', SCALES),
  q('az', 'inflection', 'etiket printerləri', LABEL),
  q('az', 'inflection', 'müştəri displeyləri', DISPLAYS),
  q('az', 'inflection', 'terminallar', [...TOUCH_POS, ...DATA_TERMINALS]),
  q('az', 'inflection', 'qəbz printerinin', RECEIPT),
  q('az', 'ascii', 'qebz printeri', RECEIPT),
  q('az', 'ascii', 'muhasibat proqrami', ACCOUNTING),
  q('az', 'ascii', 'terezi', SCALES),
  q('az', 'ascii', 'MUSTERI DISPLEYI', DISPLAYS),
  q('az', 'ascii', 'MƏLUMAT TOPLAMA TERMİNALI', DATA_TERMINALS),
  q('az', 'ascii', 'PUL QUTUSU', DRAWERS),
  q('az', 'synonym', 'çek printeri', RECEIPT),
  q('az', 'synonym', 'kassa aparatı', TOUCH_POS),
  q('az', 'synonym', 'alıcı ekranı', DISPLAYS),
  q('az', 'synonym', 'data terminalı', DATA_TERMINALS),
  q('az', 'category', 'barkod skanerləri', SCANNERS),
  q('az', 'category', 'sensor monitorlar', MONITORS),
  q('az', 'category', 'kassa proqramları', POS_SOFTWARE),
  q('az', 'word-order', 'printeri qəbz', RECEIPT),
  q('az', 'spelling', 'tp80', ['thermoline-tp-80-receipt-printer', 'thermoline-tp-80w-wi-fi-receipt-printer', KITCHEN]),
  q('az', 'typo', 'qəbz pirnteri', RECEIPT),
  q('az', 'typo', 'skanerr', SCANNERS),
  q('az', 'exact', 'SafeBox CD-405 pul qutusu', ['safebox-cd-405-cash-drawer']),
  // Russian
  q('ru', 'inflection', 'принтеры', [...RECEIPT, KITCHEN, ...LABEL]),
  q('ru', 'inflection', 'сканеры', SCANNERS),
  q('ru', 'inflection', 'чековые принтеры', RECEIPT),
  q('ru', 'inflection', 'денежные ящики', DRAWERS),
  q('ru', 'inflection', 'ящики', DRAWERS),
  q('ru', 'inflection', 'весов', SCALES),
  q('ru', 'inflection', 'сенсорные мониторы', MONITORS),
  q('ru', 'inflection', 'терминалов сбора данных', DATA_TERMINALS),
  q('ru', 'inflection', 'принтеров этикеток', LABEL),
  q('ru', 'spelling', 'штрих-код', SCANNERS),
  q('ru', 'spelling', 'сканер штрих кодов', SCANNERS),
  q('ru', 'spelling', 'pos терминал', TOUCH_POS),
  q('ru', 'synonym', 'чековый принтер', RECEIPT),
  q('ru', 'synonym', 'кассовый аппарат', TOUCH_POS),
  q('ru', 'synonym', 'принтер чеков', RECEIPT),
  q('ru', 'synonym', 'кассовый ящик', DRAWERS),
  q('ru', 'synonym', 'учётная программа', ACCOUNTING),
  q('ru', 'category', 'кассовые программы', POS_SOFTWARE),
  q('ru', 'category', 'дисплеи покупателя', DISPLAYS),
  q('ru', 'word-order', 'принтер чековый', RECEIPT),
  q('ru', 'typo', 'скнеры', SCANNERS),
  q('ru', 'typo', 'принтер этикеток термотрансферный', ['thermoline-lp-42t-thermal-transfer-label-printer']),
  q('ru', 'exact', 'Торговые весы Mizan MS-15', ['mizan-ms-15-price-computing-scale']),
  // English
  q('en', 'inflection', 'receipt printers', RECEIPT),
  q('en', 'inflection', 'barcode scanners', SCANNERS),
  q('en', 'inflection', 'cash drawers', DRAWERS),
  q('en', 'inflection', 'scales', SCALES),
  q('en', 'inflection', 'data terminals', DATA_TERMINALS),
  q('en', 'inflection', 'label printers', LABEL),
  q('en', 'synonym', 'cash register', TOUCH_POS),
  q('en', 'synonym', 'pole display', DISPLAYS),
  q('en', 'synonym', 'barcode reader', SCANNERS),
  // A thermal transfer label printer is a thermal printer too.
  q('en', 'synonym', 'thermal printer', [...RECEIPT, 'thermoline-lp-42t-thermal-transfer-label-printer']),
  q('en', 'category', 'pos kits', KITS),
  q('en', 'category', 'accounting software', ACCOUNTING),
  q('en', 'word-order', 'printer receipt', RECEIPT),
  q('en', 'spelling', 'wifi receipt printer', ['thermoline-tp-80w-wi-fi-receipt-printer']),
  q('en', 'typo', 'recepit printer', RECEIPT),
  q('en', 'typo', 'scaner', SCANNERS),
  q('en', 'exact', 'HesabPOS Cafe POS kit', ['hesabpos-cafe-pos-kit']),
];

/** Queries that should find nothing at all. */
export const NONSENSE_QUERIES: { language: Language; query: string }[] = [
  { language: 'az', query: 'zzzzqqq' },
  { language: 'az', query: 'asdfgh' },
  { language: 'az', query: 'xyzəüö' },
  { language: 'ru', query: 'йцукен' },
  { language: 'ru', query: 'фывапр' },
  { language: 'en', query: 'qwertyuiop' },
  { language: 'en', query: 'lorem ipsum' },
];
