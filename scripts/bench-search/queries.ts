// What visitors in Baku type, and the demo products a person would expect to be offered, in az, ru
// and en: the tuning half of the query set, which search was developed against, and the query set of
// the search tests. Written from how people type (shop talk, phones without Azerbaijani or Russian
// letters, typos, sizes written every way), not from the catalogue's index. Each query has a kind:
// what makes it hard for a plain search. The test half, written from the trade's usage and never
// tuned against, is scripts/bench-search/test-queries-3.ts; `npm run bench:search` reports both.
import type { Language } from '../../shared/constants.ts';

export type Kind = 'model' | 'ascii' | 'typo' | 'inflection' | 'number' | 'synonym' | 'function-word' | 'description' | 'category' | 'word-order' | 'exact';

export const KINDS: Kind[] = ['model', 'ascii', 'typo', 'inflection', 'number', 'synonym', 'function-word', 'description', 'category', 'word-order', 'exact'];

export interface SearchQuery {
  language: Language;
  query: string;
  kind: Kind;
  /** Slugs a person would expect among the first answers (all of them, or the first five). */
  expected: string[];
}

export const TP58 = 'thermoline-tp-58-receipt-printer';
export const TP80 = 'thermoline-tp-80-receipt-printer';
export const TP80W = 'thermoline-tp-80w-wi-fi-receipt-printer';
export const TP90 = 'thermoline-tp-90-pro-high-speed-receipt-printer';
export const RECEIPT = [TP58, TP80, TP80W, TP90];
export const KITCHEN = 'thermoline-tp-80k-kitchen-printer';
export const LP42 = 'thermoline-lp-42-desktop-label-printer';
export const LP42T = 'thermoline-lp-42t-thermal-transfer-label-printer';
export const LP20M = 'thermoline-lp-20m-mobile-label-printer';
export const LP60 = 'thermoline-lp-60-industrial-label-printer';
export const LABEL = [LP42, LP42T, LP20M, LP60];
export const S10 = 'scanline-s10-1d-barcode-scanner';
export const S20 = 'scanline-s20-2d-barcode-scanner';
export const S20W = 'scanline-s20w-cordless-barcode-scanner';
export const S30 = 'scanline-s30-rugged-industrial-barcode-scanner';
export const P50 = 'scanline-p50-presentation-barcode-scanner';
export const P70 = 'scanline-p70-wide-window-presentation-scanner';
export const B80 = 'scanline-b80-in-counter-barcode-scanner';
export const SCANNERS = [S10, S20, S20W, S30, P50, P70, B80];
export const CD330 = 'safebox-cd-330-compact-cash-drawer';
export const CD405 = 'safebox-cd-405-cash-drawer';
export const CD410 = 'safebox-cd-410-heavy-duty-cash-drawer';
export const CD460 = 'safebox-cd-460-cash-drawer-with-stainless-steel-front';
export const DRAWERS = [CD330, CD405, CD410, CD460];
export const T15 = 'hesabpos-t15-touch-pos-terminal';
export const T15D = 'hesabpos-t15d-dual-screen-pos-terminal';
export const T22 = 'hesabpos-t22-pro-touch-pos-terminal';
export const A11 = 'hesabpos-a11-android-pos-terminal-with-printer';
export const T17 = 'hesabpos-t17-touch-pos-terminal';
export const TOUCH_POS = [T15, T15D, T22, A11, T17];
export const M6 = 'hesabpos-m6-mobile-data-terminal';
export const M8 = 'hesabpos-m8-pro-pistol-grip-data-terminal';
export const M10 = 'hesabpos-m10-uhf-rfid-data-terminal';
export const DATA_TERMINALS = [M6, M8, M10];
export const VFD = 'viewline-vfd-220-customer-pole-display';
export const LCD10 = 'viewline-lcd-10-customer-display';
export const LCD15 = 'viewline-lcd-15-customer-display';
export const DISPLAYS = [VFD, LCD10, LCD15];
export const TM15 = 'viewline-tm-15-touch-monitor';
export const TM17 = 'viewline-tm-17-touch-monitor';
export const TM22 = 'viewline-tm-22-touch-monitor';
export const MONITORS = [TM15, TM17, TM22];
export const MS15 = 'mizan-ms-15-price-computing-scale';
export const MP15 = 'mizan-mp-15-pos-checkout-scale';
export const ML30 = 'mizan-ml-30-label-printing-scale';
export const MW150 = 'mizan-mw-150-platform-scale';
export const SCALES = [MS15, MP15, ML30, MW150];
export const BOOKS = 'hesab-books-start-accounting-software';
export const BOOKS_BUSINESS = 'hesab-books-business-accounting-software';
export const PAYROLL = 'hesab-payroll-salary-and-hr-software';
export const STOCK = 'hesab-stock-inventory-management-software';
export const FACTORY = 'hesab-factory-production-and-cost-accounting-software';
export const ACCOUNTING = [BOOKS, BOOKS_BUSINESS, PAYROLL, STOCK, FACTORY];
export const RETAIL = 'hesab-retail-pos-software-for-shops';
export const PHARMA = 'hesab-pharma-pharmacy-pos-software';
export const CAFE = 'hesab-cafe-restaurant-pos-software';
export const FITNESS = 'hesab-fitness-gym-management-software';
export const POS_SOFTWARE = [RETAIL, PHARMA, CAFE, FITNESS];
export const MARKET_KIT = 'hesabpos-market-pos-kit';
export const CAFE_KIT = 'hesabpos-cafe-pos-kit';
export const SUPERMARKET_KIT = 'hesabpos-supermarket-pro-two-checkout-pos-kit';
export const KITS = [MARKET_KIT, CAFE_KIT, SUPERMARKET_KIT];
export const GO = 'hesab-go-mobile-app';
export const SEAT = 'additional-checkout-licence';
export const CARE = 'hesab-care-annual-support-plan';
export const INSTALL = 'installation-and-staff-training';

// Groups of products the query rounds (test-queries-*.ts) expect alike.
/** The handheld barcode scanners: corded, cordless and rugged (not the data terminals). */
export const HANDHELD = [S10, S20, S20W, S30];
/** Scanners without a cable: the cordless one (radio base) and the Bluetooth one. */
export const WIRELESS_SCANNERS = [S20W, S30];
/** Label printers that print by thermal transfer, with a ribbon. */
export const RIBBON = [LP42T, LP60];
/** Label printers for warehouse and shipping labels: the desktop ones and the industrial one. */
export const WAREHOUSE_LABELS = [LP42, LP42T, LP60];
/** Cash drawers opened by the receipt printer (RJ11, 24 V). */
export const PRINTER_DRIVEN = [CD330, CD405, CD460];
/** The 15.6-inch touch terminals. */
export const FIFTEEN_INCH_POS = [T15, T15D];
/** Accounting for a business: Books Start, and Business (all of Start and more). */
export const BOOKS_BOTH = [BOOKS, BOOKS_BUSINESS];
/** The kits for a shop: the market kit and the supermarket's two checkouts. */
export const SHOP_KITS = [MARKET_KIT, SUPERMARKET_KIT];
/** The presentation scanners, which stand on the counter and read hands-free (the in-counter one aside). */
export const PRESENTATION = [P50, P70];
/** The scanners that stand on or sit in the counter: the two presentation ones and the in-counter one (their category). */
export const COUNTER_SCANNERS = [P50, P70, B80];
/** The tills whose descriptions name pharmacies: the T17 (made for them) and the T15. */
export const PHARMACY_TILLS = [T17, T15];
/** The label printers whose descriptions name shelf price tags: the desktop one and the mobile one. */
export const SHELF_LABELS = [LP42, LP20M];
/** The cash drawers with 5 note and 8 coin compartments (their specifications say so). */
export const FIVE_EIGHT = [CD405, CD410];
/** Scanners whose descriptions say they read QR codes from a phone's screen. */
export const PHONE_QR = [S20, P50, P70];
/** The handheld scanners whose specifications say they read 2D codes (QR, DataMatrix). */
export const HANDHELD_2D = [S20, S20W, S30];
/** The label printers that stand on a desk: the direct thermal one and the thermal transfer one. */
export const DESKTOP_LABELS = [LP42, LP42T];
/** The scanners whose specifications say 2D: they read QR and DataMatrix codes. */
export const TWO_D = [S20, S20W, S30, P50, P70];
/** The 80 mm receipt printers the catalogue says are 80 mm (the TP-80 and its Wi-Fi version; the TP-90 Pro's width is not given). */
export const RECEIPT_80 = [TP80, TP80W];
/** The counter scales, those that weigh up to 15 kg (the platform scale weighs 150). */
export const COUNTER_SCALES = [MS15, MP15, ML30];
/** The POS programs whose specifications state the online cash register (NKA) they work with. */
export const NKA_SOFTWARE = [RETAIL, PHARMA, CAFE];
/** The products named Hesab: the programs, the owner app and the support plan. */
export const HESAB_PRODUCTS = [...POS_SOFTWARE, ...ACCOUNTING, GO, CARE];
/** The products named HesabPOS: the touch tills, the data terminals and the kits. */
export const HESABPOS = [...TOUCH_POS, ...DATA_TERMINALS, ...KITS];
/** What has a touch screen: the touch tills and the touch monitors. */
export const TOUCH_SCREENS = [...TOUCH_POS, ...MONITORS];
/** Scanners whose specifications or descriptions say they read QR codes. */
export const QR_SCANNERS = [S20, S20W, P50, P70];
/** The cash drawers with 8 coin compartments (their specifications say so). */
export const EIGHT_COINS = [CD405, CD410, CD460];
/** The receipt printers for the till with a LAN port in their specifications (the kitchen printer aside). */
export const LAN_RECEIPT = [TP80, TP90];
/** The software that tracks batches and expiry dates, as the specifications and descriptions say. */
export const BATCHES = [STOCK, PHARMA];
/** The 10.1-inch customer screens, the LCD-10 and the T15D's second screen: the ones whose descriptions say they show the bank's QR code to pay with and ads between sales. */
export const TEN_INCH_CUSTOMER = [LCD10, T15D];

/** Every printer the site sells: the receipt printers, the kitchen printer and the label printers ("printer" alone). */
export const PRINTERS = [...RECEIPT, KITCHEN, ...LABEL];
/** Every program the site sells: the POS software by trade and the accounting software. */
export const SOFTWARE = [...POS_SOFTWARE, ...ACCOUNTING];
/** A till: the touch POS terminals and the ready-made kits built round them. */
export const TILLS = [...TOUCH_POS, ...KITS];
/** The terminals of both kinds: the touch tills and the data terminals (kits aside). */
export const TERMINALS = [...TOUCH_POS, ...DATA_TERMINALS];

const q = (language: Language, kind: Kind, query: string, expected: string[]): SearchQuery => ({ language, kind, query, expected });

const AZ: SearchQuery[] = [
  q('az', 'model', 'tp80', [TP80, TP80W, KITCHEN]),
  q('az', 'model', 'TP-58', [TP58]),
  q('az', 'model', 'cd405', [CD405]),
  q('az', 'model', 'S20W', [S20W]),
  q('az', 'model', 'hesabpos t15', [T15, T15D]),
  q('az', 'model', 'mizan ms 15', [MS15]),
  q('az', 'model', 'lp 42', [LP42, LP42T]),
  q('az', 'model', 'vfd220', [VFD]),
  q('az', 'model', 'hesab books', [BOOKS, BOOKS_BUSINESS]),
  q('az', 'ascii', 'qebz printeri', RECEIPT),
  q('az', 'ascii', 'muhasibat proqrami', ACCOUNTING),
  q('az', 'ascii', 'terezi', SCALES),
  q('az', 'ascii', 'MUSTERI DISPLEYI', DISPLAYS),
  q('az', 'ascii', 'MƏLUMAT TOPLAMA TERMİNALI', DATA_TERMINALS),
  q('az', 'ascii', 'PUL QUTUSU', DRAWERS),
  q('az', 'ascii', 'metbex printeri', [KITCHEN]),
  q('az', 'ascii', 'anbar ucotu', [STOCK]),
  q('az', 'ascii', 'emek haqqi proqrami', [PAYROLL]),
  q('az', 'ascii', 'simsiz skaner', [S20W]),
  q('az', 'ascii', 'texniki destek', [CARE]),
  q('az', 'typo', 'qəbz pirnteri', RECEIPT),
  q('az', 'typo', 'skanerr', SCANNERS),
  q('az', 'typo', 'mühasibad proqramı', ACCOUNTING),
  q('az', 'typo', 'etiket prnteri', LABEL),
  q('az', 'typo', 'terazi', SCALES),
  q('az', 'inflection', 'qəbz printerləri', [...RECEIPT, KITCHEN]),
  q('az', 'inflection', 'skanerlər', SCANNERS),
  q('az', 'inflection', 'proqramları', [...ACCOUNTING, ...POS_SOFTWARE]),
  q('az', 'inflection', 'pul qutuları', DRAWERS),
  q('az', 'inflection', 'tərəzilər', SCALES),
  q('az', 'inflection', 'etiket printerləri', LABEL),
  q('az', 'inflection', 'müştəri displeyləri', DISPLAYS),
  q('az', 'inflection', 'terminallar', [...TOUCH_POS, ...DATA_TERMINALS]),
  q('az', 'inflection', 'qəbz printerinin', RECEIPT),
  q('az', 'inflection', 'apteklər üçün proqramlar', [PHARMA]),
  q('az', 'number', '80mm printer', [TP80, TP80W, KITCHEN]),
  q('az', 'number', '58 mm qəbz printeri', [TP58]),
  q('az', 'number', '15 düym monitor', [TM15]),
  q('az', 'number', '10.1 displey', [LCD10]),
  q('az', 'number', '150kq tərəzi', [MW150]),
  q('az', 'number', '15,6 düym müştəri displeyi', [LCD15]),
  q('az', 'synonym', 'çek printeri', RECEIPT),
  q('az', 'synonym', 'kassa aparatı', TOUCH_POS),
  q('az', 'synonym', 'alıcı ekranı', DISPLAYS),
  q('az', 'synonym', 'data terminalı', DATA_TERMINALS),
  q('az', 'synonym', 'ştrix kod oxuyucu', SCANNERS),
  q('az', 'synonym', 'kassa yeşiyi', DRAWERS),
  q('az', 'synonym', 'çəki', SCALES),
  q('az', 'synonym', 'barkod printeri', LABEL),
  q('az', 'synonym', 'sklad proqramı', [STOCK]),
  q('az', 'synonym', 'kassa dəsti', KITS),
  q('az', 'function-word', 'mağaza üçün kassa proqramı', [RETAIL]),
  q('az', 'function-word', 'kafe və restoran üçün proqram', [CAFE]),
  q('az', 'function-word', 'printerli android terminal', [A11]),
  q('az', 'function-word', 'aptek üçün proqram', [PHARMA]),
  q('az', 'description', 'avtokəsici printer', [TP80, TP80W, KITCHEN, TP90]),
  q('az', 'description', 'bluetooth skaner', [S30]),
  q('az', 'description', 'IP65 terminal', [T22, M6]),
  q('az', 'category', 'barkod skanerləri', SCANNERS),
  q('az', 'category', 'sensor monitorlar', MONITORS),
  q('az', 'category', 'kassa proqramları', POS_SOFTWARE),
  q('az', 'category', 'lisenziya', [SEAT, GO]),
  q('az', 'word-order', 'printeri qəbz', RECEIPT),
  q('az', 'word-order', 'qutusu pul', DRAWERS),
  q('az', 'exact', 'SafeBox CD-405 pul qutusu', [CD405]),
  q('az', 'exact', 'Hesab Care illik texniki dəstək paketi', [CARE]),
];

const RU: SearchQuery[] = [
  q('ru', 'model', 'тп-80', [TP80, TP80W, KITCHEN]),
  q('ru', 'model', 'TP 90', [TP90]),
  q('ru', 'model', 'cd 460', [CD460]),
  q('ru', 'model', 's30', [S30]),
  q('ru', 'model', 'M8 pro', [M8]),
  q('ru', 'model', 'ms15', [MS15]),
  q('ru', 'model', 'lcd15', [LCD15]),
  q('ru', 'model', 'hesab retail', [RETAIL]),
  q('ru', 'ascii', 'chekovyi printer', RECEIPT),
  q('ru', 'ascii', 'skaner shtrihkodov', SCANNERS),
  q('ru', 'ascii', 'denezhnyi yashik', DRAWERS),
  q('ru', 'ascii', 'vesy', SCALES),
  q('ru', 'ascii', 'ghbynth', [...RECEIPT, KITCHEN, ...LABEL]),
  q('ru', 'typo', 'скнеры', SCANNERS),
  q('ru', 'typo', 'принтер этикеток термотрансферный', [LP42T]),
  q('ru', 'typo', 'чекавый принтер', RECEIPT),
  q('ru', 'typo', 'денежний ящик', DRAWERS),
  q('ru', 'typo', 'бугалтерская программа', ACCOUNTING),
  q('ru', 'typo', 'монитор сенсорный', MONITORS),
  q('ru', 'inflection', 'принтеры', [...RECEIPT, KITCHEN, ...LABEL]),
  q('ru', 'inflection', 'сканеры', SCANNERS),
  q('ru', 'inflection', 'чековые принтеры', RECEIPT),
  q('ru', 'inflection', 'денежные ящики', DRAWERS),
  q('ru', 'inflection', 'ящики', DRAWERS),
  q('ru', 'inflection', 'весов', SCALES),
  q('ru', 'inflection', 'сенсорные мониторы', MONITORS),
  q('ru', 'inflection', 'терминалов сбора данных', DATA_TERMINALS),
  q('ru', 'inflection', 'принтеров этикеток', LABEL),
  q('ru', 'inflection', 'сканером штрихкода', SCANNERS),
  q('ru', 'number', '80мм принтер', [TP80, TP80W, KITCHEN]),
  q('ru', 'number', 'принтер 58 мм', [TP58]),
  q('ru', 'number', 'монитор 17 дюймов', [TM17]),
  q('ru', 'number', 'дисплей 10,1"', [LCD10]),
  q('ru', 'number', 'весы 150 кг', [MW150]),
  q('ru', 'number', 'монитор 21.5', [TM22]),
  q('ru', 'synonym', 'кассовый аппарат', TOUCH_POS),
  q('ru', 'synonym', 'принтер чеков', RECEIPT),
  q('ru', 'synonym', 'кассовый ящик', DRAWERS),
  q('ru', 'synonym', 'учётная программа', ACCOUNTING),
  q('ru', 'synonym', 'термопринтер', RECEIPT),
  q('ru', 'synonym', 'тсд', DATA_TERMINALS),
  q('ru', 'synonym', 'сканер штрих кодов', SCANNERS),
  q('ru', 'synonym', 'штрих-код', SCANNERS),
  q('ru', 'synonym', 'pos терминал', TOUCH_POS),
  q('ru', 'synonym', 'принтер штрихкодов', LABEL),
  q('ru', 'synonym', 'складская программа', [STOCK]),
  q('ru', 'synonym', 'зарплата', [PAYROLL]),
  q('ru', 'synonym', 'кассовый комплект', KITS),
  q('ru', 'function-word', 'программа для магазина', [RETAIL]),
  q('ru', 'function-word', 'принтер для кухни', [KITCHEN]),
  q('ru', 'function-word', 'ящик из нержавейки', [CD460]),
  q('ru', 'function-word', 'терминал со встроенным принтером', [A11]),
  q('ru', 'function-word', 'весы с печатью этикеток', [ML30]),
  q('ru', 'description', 'принтер с автоотрезчиком', [TP80, TP80W, KITCHEN, TP90]),
  q('ru', 'description', 'сканер bluetooth', [S30]),
  q('ru', 'description', 'онлайн касса NKA', [RETAIL, PHARMA, CAFE]),
  q('ru', 'category', 'кассовые программы', POS_SOFTWARE),
  q('ru', 'category', 'дисплеи покупателя', DISPLAYS),
  q('ru', 'category', 'ручные сканеры', [S10, S20, S20W, S30]),
  q('ru', 'category', 'техподдержка', [CARE]),
  q('ru', 'word-order', 'принтер чековый', RECEIPT),
  q('ru', 'word-order', 'ящик денежный', DRAWERS),
  q('ru', 'exact', 'Торговые весы Mizan MS-15', [MS15]),
  q('ru', 'exact', 'Установка оборудования и обучение персонала', [INSTALL]),
];

const EN: SearchQuery[] = [
  q('en', 'model', 'tp80w', [TP80W]),
  q('en', 'model', 'LP-60', [LP60]),
  q('en', 'model', 'cd 330', [CD330]),
  q('en', 'model', 'p 70', [P70]),
  q('en', 'model', 't22 pro', [T22]),
  q('en', 'model', 'mw150', [MW150]),
  q('en', 'model', 'hesab go', [GO]),
  q('en', 'model', 'viewline tm17', [TM17]),
  q('en', 'typo', 'recepit printer', RECEIPT),
  q('en', 'typo', 'scaner', SCANNERS),
  q('en', 'typo', 'cash drawr', DRAWERS),
  q('en', 'typo', 'accounting sofware', ACCOUNTING),
  q('en', 'typo', 'lable printer', LABEL),
  q('en', 'typo', 'custmer display', DISPLAYS),
  q('en', 'inflection', 'receipt printers', RECEIPT),
  q('en', 'inflection', 'barcode scanners', SCANNERS),
  q('en', 'inflection', 'cash drawers', DRAWERS),
  q('en', 'inflection', 'scales', SCALES),
  q('en', 'inflection', 'data terminals', DATA_TERMINALS),
  q('en', 'inflection', 'label printers', LABEL),
  q('en', 'inflection', 'touch monitors', MONITORS),
  q('en', 'number', '80mm receipt printer', [TP80, TP80W]),
  q('en', 'number', '58 mm printer', [TP58]),
  q('en', 'number', '15" touch monitor', [TM15]),
  q('en', 'number', '15.6 inch customer display', [LCD15]),
  q('en', 'number', '21,5 monitor', [TM22]),
  q('en', 'number', '150 kg scale', [MW150]),
  q('en', 'synonym', 'cash register', TOUCH_POS),
  q('en', 'synonym', 'pole display', DISPLAYS),
  q('en', 'synonym', 'barcode reader', SCANNERS),
  // A thermal transfer label printer is a thermal printer too.
  q('en', 'synonym', 'thermal printer', [...RECEIPT, LP42T]),
  q('en', 'synonym', 'till drawer', DRAWERS),
  q('en', 'synonym', 'cash till', TOUCH_POS),
  q('en', 'synonym', 'pda', DATA_TERMINALS),
  q('en', 'synonym', 'barcode printer', LABEL),
  q('en', 'synonym', 'stock control software', [STOCK]),
  q('en', 'synonym', 'payroll', [PAYROLL]),
  q('en', 'synonym', 'epos system', KITS),
  q('en', 'synonym', 'weighing scales', SCALES),
  q('en', 'synonym', 'licence', [SEAT, GO]),
  q('en', 'synonym', 'license', [SEAT, GO]),
  q('en', 'function-word', 'software for a pharmacy', [PHARMA]),
  q('en', 'function-word', 'printer for the kitchen', [KITCHEN]),
  q('en', 'function-word', 'pos terminal with a printer', [A11]),
  q('en', 'function-word', 'software for shops', [RETAIL]),
  q('en', 'description', 'printer with auto cutter', [TP80, TP80W, KITCHEN, TP90]),
  q('en', 'description', 'bluetooth scanner', [S30]),
  q('en', 'description', 'ip65 terminal', [T22, M6]),
  q('en', 'category', 'pos kits', KITS),
  q('en', 'category', 'accounting software', ACCOUNTING),
  q('en', 'category', 'presentation scanners', [P50, P70, B80]),
  q('en', 'word-order', 'printer receipt', RECEIPT),
  q('en', 'word-order', 'drawer cash', DRAWERS),
  q('en', 'model', 'wifi receipt printer', [TP80W]),
  q('en', 'exact', 'HesabPOS Cafe POS kit', [CAFE_KIT]),
  q('en', 'exact', 'Additional checkout licence', [SEAT]),
];

/** The tuning half. */
export const SEARCH_QUERIES: SearchQuery[] = [...AZ, ...RU, ...EN];

/** Nonsense and other trades' goods: these must find nothing at all. */
export const NONSENSE_QUERIES: { language: Language; query: string }[] = [
  { language: 'az', query: 'zzzzqqq' },
  { language: 'az', query: 'asdfgh' },
  { language: 'az', query: 'xyzəüö' },
  { language: 'az', query: 'soyuducu' },
  { language: 'az', query: 'uşaq arabası' },
  { language: 'az', query: 'qadın ayaqqabısı' },
  { language: 'az', query: 'kondisioner' },
  { language: 'az', query: 'gəlinlik' },
  { language: 'az', query: 'iphone üçün örtük' },
  { language: 'ru', query: 'йцукен' },
  { language: 'ru', query: 'фывапр' },
  { language: 'ru', query: 'холодильник' },
  { language: 'ru', query: 'стиральная машина' },
  { language: 'ru', query: 'детская коляска' },
  { language: 'ru', query: 'шины для автомобиля' },
  { language: 'ru', query: 'чехол для iphone' },
  { language: 'ru', query: 'свадебное платье' },
  { language: 'en', query: 'qwertyuiop' },
  { language: 'en', query: 'lorem ipsum' },
  { language: 'en', query: 'refrigerator' },
  { language: 'en', query: 'running shoes' },
  { language: 'en', query: 'car tyres' },
  { language: 'en', query: 'washing machine' },
  { language: 'en', query: 'iphone case' },
  { language: 'en', query: 'wedding dress' },
  { language: 'en', query: 'phone charger cable' },
];
