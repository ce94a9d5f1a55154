// The test half of the search queries, fortieth round (28 November 2026): a round of short queries, by the lengths of
// site-search traffic. The held-out rounds had drifted into sentences (none under four words in the last long ones),
// while retail site search is mostly one or two words: SLI Systems, 1.5 billion site searches in Q1 2017, 56 % of one
// word, 26 % of two, 11 % of three, 7 % of four or more
// (https://www.marketingcharts.com/industries/retail-and-e-commerce-76709). So per language (az, ru, en) 48 queries: 27
// of one word, 12 of two, 6 of three and 3 of four (words as typed, between spaces: "80mm", "all-in-one" and "1с" are
// one, "a" and "üçün" count). Written by a helper session (w40) that did not tune the engine and never ran them (nor any
// search on them), to be measured once after the engine's freeze; another round was written at the same time by another
// session, neither seeing the other's. What buyers in Baku (az, ru) and English-speaking buyers type into a shop's
// search box, spread over every kind of device, program and service the site sells and weighted as a shop's traffic
// would be (tills, scanners and printers most): the kind's everyday name and plural ("ekranlar", «мониторы»,
// "terminals", "stickers"), misspellings as people make them ("kasa", "skayner", "tarazi", "printr", «каса», «вессы»,
// «принтр», "tils"), words run together as typed on a phone ("sensorkassa", "kassaaparati", "cekprinter",
// "barcodescanner", "labelprinter", "scangun"), typing without the language's own letters ("strix kod", "destler",
// "destek", "simsiz el skaneri"), shop words ("tablo", "dükan", «этикеточник», «штрихкодер», «кэшбокс», «табель»,
// «остатки», «аналог 1с», "docket", "chemist", "flatbed scanner"), brands and models as people type them ("t17", "m8",
// "lp60", "cd460", «сканлайн», «термолайн», «мизан», «тп80», "tm22", "hesabpos", "tp58", "lp42"), abbreviations (POS,
// EPOS, 1D, IFRS, USB, Wi-Fi), a size or spec with the kind ("15 düym kassa", "kassa printeri 80mm", «принтер чеков
// 58», «денежный ящик usb», "17 inch till") and a trade ("kafe üçün kassa dəsti", «касса для продуктового магазина»,
// «программа для кофейни», "pos system for restaurant", "scale for a butcher"). Each with every demo product a buyer
// using the words would be glad to see in the first five (for a kind alone, every product of that kind: recall is
// counted of five when more are expected), judged from the catalogue's content (reference-api/seed: titles, categories,
// specifications, descriptions), not from search's answers; the 13 whose products only specifications or descriptions
// identify are marked inSpecifications. `npm run bench:search` reports them once wired in (recall at 5 and MRR, on the
// demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out the marked ones). Not asserted in
// tests. Checked with search's normalizer and stemmer only (a throwaway script: foldText, stopwords.ts `meaningful`,
// stem.ts; each earlier query stemmed in all three languages, compared as sets of stems in any word order): no query's
// set of stems is that of a query of queries.ts, vocabulary-queries.ts or any test-queries*.ts up to the thirty-eighth,
// nor of another query of this round in its language: 0 duplicates. The head of the traffic is well trodden by now: of
// the 144 first drafts, 90 were already, so compared, a query of an earlier round (most of them word for word, or the
// plural or singular of one: "terminallar", "skanerlər", «кассы», «весы», «ТСД для склада», "tills", "scanners",
// "kitchen printer", "usb cash drawer"); all 90 were rewritten, from some 310 further candidates checked the same way,
// of which 120 were taken too. 49 of the 144 (az 14, ru 16, en 19) are, so compared, a name of
// worker/search/vocabulary.ts ("planşet kassa", "ikinci ekran", «кассовое оборудование», «встраиваемый сканер»,
// "checkout", "till system", "stock control"...), which is allowed: buyers type the trade's names.
// Before any run the lead took out the 18 queries equal, so compared, to one of the thirty-ninth round, written at the
// same time by another session ("kasa", «тп80», "labelprinter", "scale for a butcher" as "butcher scale"...), so that each
// counts once: 126 queries are left (39 az, 44 ru, 43 en); per length below, before that.
import {
  A11,
  ACCOUNTING,
  B80,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  CD460,
  COUNTER_SCANNERS,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LCD10,
  LP20M,
  LP42,
  LP42T,
  LP60,
  M10,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  P70,
  PAYROLL,
  PHARMA,
  PRINTERS,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
  SCALES,
  SCANNERS,
  SEAT,
  STOCK,
  SUPERMARKET_KIT,
  T15,
  T15D,
  T17,
  TM17,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  WAREHOUSE_LABELS,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // One word
  t('az', 'colloquial', 'sensorkassa', TOUCH_POS),
  t('az', 'no-letters', 'kassaaparati', TOUCH_POS),
  t('az', 'official', 't17', [T17]),
  t('az', 'official', 'm8', [M8]),
  t('az', 'official', 'm10', [M10]),
  t('az', 'colloquial', 'skayner', SCANNERS),
  t('az', 'colloquial', 'oxuyucu', SCANNERS),
  t('az', 'colloquial', 'printr', PRINTERS),
  t('az', 'no-letters', 'etiketleyici', LABEL),
  t('az', 'official', 'lp60', [LP60]),
  t('az', 'colloquial', 'tarazi', SCALES),
  t('az', 'official', 'cd460', [CD460]),
  t('az', 'plural', 'ekranlar', [...DISPLAYS, ...MONITORS]),
  t('az', 'colloquial', 'tablo', DISPLAYS),
  t('az', 'generic', 'əməkhaqqı', [PAYROLL]),
  t('az', 'generic', 'inventarizasiya', [...DATA_TERMINALS, STOCK]),
  t('az', 'colloquial', 'dükan', [MARKET_KIT, RETAIL, SUPERMARKET_KIT]),
  t('az', 'generic', 'kafe', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'idman', [FITNESS]),
  t('az', 'no-letters', 'destek', [CARE]),
  t('az', 'generic', 'təlim', [INSTALL]),
  // Two words
  t('az', 'colloquial', 'planşet kassa', [A11]),
  t('az', 'no-letters', 'strix kod', SCANNERS),
  t('az', 'colloquial', 'termo printer', PRINTERS),
  t('az', 'colloquial', 'qəbz aparatı', RECEIPT),
  t('az', 'generic', 'toxunma ekranı', MONITORS),
  t('az', 'generic', 'ikinci ekran', [...DISPLAYS, T15D]),
  t('az', 'generic', 'çəki tərəzisi', SCALES),
  t('az', 'colloquial', 'hazır dəst', KITS),
  t('az', 'generic', 'kassa yeri', [SEAT]),
  // Three words
  inSpecifications(t('az', 'generic', '15 düym kassa', FIFTEEN_INCH_POS)),
  t('az', 'generic', 'kassa printeri 80mm', [TP80, TP80W]),
  t('az', 'no-letters', 'simsiz el skaneri', WIRELESS_SCANNERS),
  t('az', 'generic', '17 düym monitor', [TM17]),
  t('az', 'generic', 'kassa üçün tərəzi', [MP15]),
  t('az', 'generic', 'paslanmayan polad qutu', [CD460]),
  // Four words
  t('az', 'generic', 'kafe üçün kassa dəsti', [CAFE_KIT]),
  t('az', 'generic', 'anbar üçün məlumat terminalı', DATA_TERMINALS),
  t('az', 'generic', 'telefonda satış hesabatı baxmaq', [GO]),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'colloquial', 'каса', TOUCH_POS),
  t('ru', 'generic', 'терминал', [...TOUCH_POS, ...DATA_TERMINALS]),
  t('ru', 'generic', 'считыватель', SCANNERS),
  t('ru', 'colloquial', 'штрихкодер', SCANNERS),
  t('ru', 'official', 'сканлайн', SCANNERS),
  t('ru', 'colloquial', 'принтр', PRINTERS),
  t('ru', 'official', 'термолайн', PRINTERS),
  t('ru', 'generic', 'этикетировщик', LABEL),
  t('ru', 'colloquial', 'этикеточник', LABEL),
  t('ru', 'official', 'lp20m', [LP20M]),
  t('ru', 'colloquial', 'вессы', SCALES),
  t('ru', 'colloquial', 'кэшбокс', DRAWERS),
  t('ru', 'plural', 'мониторы', MONITORS),
  t('ru', 'official', 'tm22', [TM22]),
  t('ru', 'colloquial', 'табло', DISPLAYS),
  t('ru', 'official', 'lcd10', [LCD10]),
  t('ru', 'generic', 'минимаркет', [MARKET_KIT, SUPERMARKET_KIT, RETAIL]),
  inSpecifications(t('ru', 'colloquial', 'остатки', [STOCK])),
  t('ru', 'generic', 'производство', [FACTORY]),
  t('ru', 'generic', 'ресторан', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'кофейня', [CAFE, CAFE_KIT, A11]),
  t('ru', 'colloquial', 'спортзал', [FITNESS]),
  t('ru', 'generic', 'обслуживание', [CARE]),
  // Two words
  t('ru', 'abbreviation', 'pos касса', TOUCH_POS),
  t('ru', 'generic', 'кассовое оборудование', [...KITS, ...TOUCH_POS]),
  t('ru', 'abbreviation', 'сканер 1d', [S10]),
  t('ru', 'generic', 'стационарный сканер', COUNTER_SCANNERS),
  t('ru', 'generic', 'встраиваемый сканер', [B80]),
  t('ru', 'generic', 'wifi принтер', [TP80W, TP90, LP60]),
  t('ru', 'colloquial', 'второй экран', [...DISPLAYS, T15D]),
  t('ru', 'generic', 'учет товара', [STOCK, RETAIL]),
  t('ru', 'colloquial', 'бухгалтерский софт', ACCOUNTING),
  t('ru', 'regional', 'аналог 1с', ACCOUNTING),
  t('ru', 'generic', 'приложение владельца', [GO]),
  t('ru', 'generic', 'годовая поддержка', [CARE]),
  // Three words
  t('ru', 'generic', 'касса с принтером', [A11]),
  t('ru', 'generic', 'принтер чеков 58', [TP58]),
  inSpecifications(t('ru', 'generic', 'денежный ящик usb', [CD460])),
  inSpecifications(t('ru', 'generic', 'весы для мяса', [ML30, MS15])),
  inSpecifications(t('ru', 'generic', 'монитор для кухни', [TM22])),
  t('ru', 'generic', 'программа для кофейни', [CAFE]),
  // Four words
  t('ru', 'generic', 'касса для продуктового магазина', [MARKET_KIT, SUPERMARKET_KIT, RETAIL, A11, T15]),
  t('ru', 'colloquial', 'ящик для денег маленький', [CD330]),
  t('ru', 'generic', 'установка и настройка кассы', [INSTALL]),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'generic', 'checkout', TOUCH_POS),
  t('en', 'colloquial', 'tils', TOUCH_POS),
  t('en', 'generic', 'all-in-one', TOUCH_POS),
  t('en', 'official', 'hesabpos', [...TOUCH_POS, ...DATA_TERMINALS, ...KITS]),
  t('en', 'official', 'm10', [M10]),
  t('en', 'colloquial', 'barcodescanner', SCANNERS),
  t('en', 'colloquial', 'scangun', HANDHELD),
  t('en', 'colloquial', 'printr', PRINTERS),
  t('en', 'regional', 'docket', [...RECEIPT, KITCHEN]),
  t('en', 'plural', 'stickers', LABEL),
  t('en', 'official', 'tp58', [TP58]),
  t('en', 'official', 'lp42', [LP42, LP42T]),
  t('en', 'generic', 'weighing', SCALES),
  t('en', 'plural', 'screens', [...DISPLAYS, ...MONITORS]),
  t('en', 'plural', 'kits', KITS),
  inSpecifications(t('en', 'abbreviation', 'ifrs', [BOOKS_BUSINESS])),
  t('en', 'plural', 'salaries', [PAYROLL]),
  t('en', 'generic', 'stock', [STOCK]),
  t('en', 'regional', 'chemist', [PHARMA]),
  t('en', 'generic', 'cafe', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'fitness', [FITNESS]),
  t('en', 'generic', 'grocery', [MARKET_KIT, SUPERMARKET_KIT, RETAIL]),
  t('en', 'generic', 'maintenance', [CARE]),
  t('en', 'generic', 'training', [INSTALL]),
  // Two words
  t('en', 'generic', 'till system', TOUCH_POS),
  t('en', 'abbreviation', 'epos till', TOUCH_POS),
  inSpecifications(t('en', 'regional', 'flatbed scanner', [B80])),
  t('en', 'generic', 'ribbon printer', RIBBON),
  inSpecifications(t('en', 'generic', 'shipping labels', WAREHOUSE_LABELS)),
  t('en', 'generic', 'counter scale', [MS15, MP15]),
  t('en', 'generic', 'label scale', [ML30]),
  t('en', 'generic', 'stock control', [STOCK]),
  t('en', 'generic', 'cost accounting', [FACTORY]),
  t('en', 'generic', 'restaurant software', [CAFE]),
  t('en', 'generic', 'onsite setup', [INSTALL]),
  // Three words
  inSpecifications(t('en', 'generic', '17 inch till', [T17])),
  t('en', 'generic', 'android handheld terminal', DATA_TERMINALS),
  t('en', 'generic', 'mobile label printer', [LP20M]),
  inSpecifications(t('en', 'generic', 'kitchen display screen', [TM22, CAFE])),
  t('en', 'generic', 'scale with printer', [ML30]),
  t('en', 'generic', 'pharmacy pos software', [PHARMA]),
  // Four words
  t('en', 'generic', 'pos system for restaurant', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'supermarket checkout barcode scanner', [B80, P70]),
];

export const TEST_QUERIES_40: TestQuery[] = [...AZ, ...RU, ...EN];
