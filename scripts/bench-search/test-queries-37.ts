// The test half of the search queries, thirty-seventh round (28 November 2026): a round of short queries, by the
// lengths of site-search traffic. The held-out rounds had drifted into sentences (none under four words in the last
// ones), while retail site search is mostly one or two words: SLI Systems, 1.5 billion site searches in Q1 2017, 56 %
// of one word, 26 % of two, 11 % of three, 7 % of four or more
// (https://www.marketingcharts.com/industries/retail-and-e-commerce-76709). So per language (az, ru, en) 48 queries:
// 27 of one word, 12 of two, 6 of three and 3 of four (words typed: groups of letters or digits between spaces, so
// "POS-kassa", "30kq" and "80mm" are one), spread over every kind of device, program and service the site sells and
// weighted as a shop's traffic would be (tills, printers and scanners most often). Written by a session that did not
// tune the engine and never ran them (nor any search on them), to be measured once after the engine's freeze; another
// round was written at the same time by another session, neither seeing the other's. What buyers in Baku (az, ru) and
// English-speaking buyers type into a shop's search box: the kind's everyday name ("kassa", "monoblok", "касса",
// "register", "drawer"), plurals ("терминалы", "комплекты"), misspellings as people make them, here of kind
// 'colloquial' ("skanner", "pirinter", "сканнер", "reciept printer"), typing without the language's own letters
// ("qebz", "maas", "tetbiq", "qurasdirma", "iki ekranli"), colloquial and regional words ("весики", "кешбокс",
// "тачскрин", "balaca", "stocktake", "labeller", "docket printer", "bundle"), brands and models as people type them,
// of kind 'official' ("scanline", "mizan", "safebox", "thermoline", "viewline", "hesab", "t15", "a11", "m6",
// "cd410", "ml30", «POS-весы»), abbreviations (POS, TSD/ТСД, RFID, МСФО, HR, QR, 2D), a size or capacity with the kind
// ("30kq terezi", "tərəzi 15 kq", "весы 30 кг", "принтер 58", "монитор 17", "80mm docket printer") and a trade
// ("market kassası", "qəhvəxana üçün kassa", «касса для кафе», «автоматизация магазина», "coffee shop pos"). Each
// with the demo products a buyer using the words would be glad to see in the first five (for a one-word kind, every
// product of that kind; recall is counted of five when more are expected), judged from the catalogue's content
// (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers; the 12 whose
// products only their specifications or descriptions identify are marked. `npm run bench:search` reports them
// (recall at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out the
// marked ones). Not asserted in tests. Checked with search's normalizer and stemmer only (a throwaway script: folded,
// function words dropped, stemmed, compared as sets of stems in any word order and in every language): no query is
// one of queries.ts, vocabulary-queries.ts or any test-queries*.ts, nor another of this round. Of the 144 first
// drafts, 10 were already, so compared, a query of an earlier round (7 word for word, such as "58 mm printer",
// "kiçik pul qutusu", «ящик для денег» and "stainless cash drawer"; "cek" is "çəki" by stem, "price scale" is
// "scales" without the shop word "price") or another of this round ("labels", "labeller" by stem): all 10 were
// rewritten, 2 of them twice. 0 duplicates remain. 47 queries (15 az, 19 ru, 13 en) are, so compared, a name of
// worker/search/vocabulary.ts ("monoblok", "aptek", "hazır kassa", «кухонный принтер», «обучение персонала»,
// "touchscreen", "order printer", "staff training" ...): allowed, as buyers type the trade's names.
import {
  A11,
  ACCOUNTING,
  BOOKS,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  CD410,
  CD460,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FITNESS,
  GO,
  HANDHELD,
  HESAB_PRODUCTS,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LP20M,
  M10,
  M6,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  PAYROLL,
  PHARMA,
  PRINTERS,
  PRINTER_DRIVEN,
  QR_SCANNERS,
  RECEIPT,
  RETAIL,
  S30,
  SCALES,
  SCANNERS,
  SEAT,
  SHELF_LABELS,
  STOCK,
  SUPERMARKET_KIT,
  T15,
  T15D,
  TM17,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TWO_D,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // One word
  t('az', 'generic', 'kassa', TOUCH_POS),
  t('az', 'colloquial', 'monoblok', TOUCH_POS),
  t('az', 'abbreviation', 'POS-kassa', TOUCH_POS),
  t('az', 'official', 't15', [T15, T15D]),
  t('az', 'official', 'a11', [A11]),
  t('az', 'colloquial', 'skanner', SCANNERS),
  t('az', 'generic', 'barkod', SCANNERS),
  t('az', 'official', 'scanline', SCANNERS),
  t('az', 'no-letters', 'qebz', RECEIPT),
  t('az', 'abbreviation', 'POS-printer', RECEIPT),
  t('az', 'colloquial', 'pirinter', PRINTERS),
  t('az', 'generic', 'etiket', LABEL),
  t('az', 'official', 'mizan', SCALES),
  t('az', 'official', 'safebox', DRAWERS),
  t('az', 'generic', 'monitor', MONITORS),
  t('az', 'generic', 'displey', DISPLAYS),
  t('az', 'colloquial', 'komplekt', KITS),
  t('az', 'no-letters', 'muhasibat', ACCOUNTING),
  t('az', 'no-letters', 'maas', [PAYROLL]),
  t('az', 'generic', 'anbar', [STOCK]),
  t('az', 'generic', 'aptek', [PHARMA]),
  t('az', 'generic', 'restoran', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'market', [MARKET_KIT, SUPERMARKET_KIT, RETAIL]),
  t('az', 'colloquial', 'fitnes', [FITNESS]),
  t('az', 'no-letters', 'tetbiq', [GO]),
  t('az', 'colloquial', 'servis', [CARE]),
  t('az', 'no-letters', 'qurasdirma', [INSTALL]),
  // Two words
  t('az', 'no-letters', 'cek 58', [TP58]),
  inSpecifications(t('az', 'generic', 'simsiz printer', [TP80W, LP20M])),
  t('az', 'generic', 'sifariş printeri', [KITCHEN]),
  inSpecifications(t('az', 'generic', '30kq terezi', [ML30])),
  t('az', 'no-letters', 'iki ekranli', [T15D]),
  t('az', 'colloquial', 'əl terminalı', DATA_TERMINALS),
  t('az', 'colloquial', 'hazır kassa', KITS),
  t('az', 'generic', 'kafe kassası', [CAFE_KIT, CAFE]),
  t('az', 'generic', 'market kassası', [MARKET_KIT, SUPERMARKET_KIT, RETAIL]),
  t('az', 'generic', 'mağaza proqramı', [RETAIL]),
  t('az', 'generic', 'əlavə kassa', [SEAT]),
  t('az', 'generic', 'illik dəstək', [CARE]),
  // Three words
  t('az', 'no-letters', 'qebz printeri 58', [TP58]),
  inSpecifications(t('az', 'generic', 'tərəzi 15 kq', [MS15, MP15, ML30])),
  t('az', 'generic', 'qəhvəxana üçün kassa', [CAFE_KIT, A11, CAFE]),
  inSpecifications(t('az', 'no-letters', 'pul qutusu usb', [CD460])),
  t('az', 'colloquial', 'balaca pul qutusu', [CD330]),
  t('az', 'generic', 'mobil etiket printeri', [LP20M]),
  // Four words
  t('az', 'colloquial', 'kassa aparatı tam komplekt', KITS),
  t('az', 'generic', 'kiçik mağaza üçün kassa', [A11, MARKET_KIT, T15]),
  t('az', 'generic', 'telefondan satışa nəzarət proqramı', [GO]),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'generic', 'касса', TOUCH_POS),
  t('ru', 'colloquial', 'моноблок', TOUCH_POS),
  t('ru', 'plural', 'терминалы', [...TOUCH_POS, ...DATA_TERMINALS]),
  t('ru', 'official', 'm6', [M6]),
  t('ru', 'colloquial', 'сканнер', SCANNERS),
  t('ru', 'official', 'thermoline', PRINTERS),
  t('ru', 'generic', 'этикетки', LABEL),
  inSpecifications(t('ru', 'colloquial', 'ценники', SHELF_LABELS)),
  t('ru', 'colloquial', 'весики', SCALES),
  t('ru', 'official', 'POS-весы', [MP15]),
  t('ru', 'colloquial', 'кешбокс', DRAWERS),
  t('ru', 'official', 'cd410', [CD410]),
  t('ru', 'colloquial', 'тачскрин', MONITORS),
  t('ru', 'generic', 'дисплей', DISPLAYS),
  t('ru', 'plural', 'комплекты', KITS),
  t('ru', 'generic', 'инвентаризация', [...DATA_TERMINALS, STOCK]),
  t('ru', 'generic', 'склад', [STOCK]),
  t('ru', 'generic', 'кадры', [PAYROLL]),
  t('ru', 'generic', 'себестоимость', [FACTORY]),
  inSpecifications(t('ru', 'abbreviation', 'МСФО', [BOOKS_BUSINESS])),
  t('ru', 'generic', 'аптека', [PHARMA]),
  t('ru', 'generic', 'кафе', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'фитнес', [FITNESS]),
  t('ru', 'generic', 'приложение', [GO]),
  t('ru', 'generic', 'лицензия', [SEAT]),
  t('ru', 'generic', 'сопровождение', [CARE]),
  t('ru', 'generic', 'установка', [INSTALL]),
  // Two words
  t('ru', 'generic', 'принтер 58', [TP58]),
  t('ru', 'generic', 'кухонный принтер', [KITCHEN]),
  t('ru', 'colloquial', 'мобильный принтер', [LP20M]),
  t('ru', 'abbreviation', 'сканер 2d', TWO_D),
  t('ru', 'abbreviation', 'тсд андроид', DATA_TERMINALS),
  t('ru', 'abbreviation', 'RFID терминал', [M10]),
  t('ru', 'colloquial', 'весы товарные', [MW150]),
  t('ru', 'generic', 'экран покупателя', DISPLAYS),
  t('ru', 'generic', 'монитор 17', [TM17]),
  t('ru', 'generic', 'автоматизация магазина', [RETAIL, MARKET_KIT, SUPERMARKET_KIT]),
  t('ru', 'generic', 'годовое обслуживание', [CARE]),
  t('ru', 'generic', 'обучение персонала', [INSTALL]),
  // Three words
  inSpecifications(t('ru', 'generic', 'весы 30 кг', [ML30])),
  t('ru', 'generic', 'касса для кафе', [CAFE_KIT, CAFE]),
  t('ru', 'generic', 'принтер чеков 80мм', [TP80, TP80W]),
  inSpecifications(t('ru', 'generic', 'сканер для склада', [S30, M8, M6, M10])),
  t('ru', 'colloquial', 'ящик под деньги', DRAWERS),
  t('ru', 'colloquial', 'касса под ключ', KITS),
  // Four words
  inSpecifications(t('ru', 'generic', 'весы на рынок недорогие', [MS15])),
  t('ru', 'generic', 'кассовая программа для минимаркета', [RETAIL]),
  inSpecifications(t('ru', 'generic', 'денежный ящик под принтер', PRINTER_DRIVEN)),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'abbreviation', 'pos', TOUCH_POS),
  t('en', 'generic', 'register', TOUCH_POS),
  t('en', 'generic', 'handheld', [...DATA_TERMINALS, ...HANDHELD]),
  t('en', 'regional', 'stocktake', [...DATA_TERMINALS, STOCK]),
  t('en', 'abbreviation', 'rfid', [M10]),
  t('en', 'generic', 'scanner', SCANNERS),
  t('en', 'generic', 'barcode', SCANNERS),
  t('en', 'generic', 'printer', PRINTERS),
  t('en', 'generic', 'receipt', RECEIPT),
  t('en', 'generic', 'bookkeeping', [BOOKS, BOOKS_BUSINESS]),
  t('en', 'regional', 'labeller', LABEL),
  t('en', 'official', 'ml30', [ML30]),
  t('en', 'generic', 'drawer', DRAWERS),
  t('en', 'generic', 'touchscreen', MONITORS),
  t('en', 'generic', 'display', DISPLAYS),
  t('en', 'official', 'viewline', [...DISPLAYS, ...MONITORS]),
  t('en', 'colloquial', 'bundle', KITS),
  t('en', 'generic', 'accounting', ACCOUNTING),
  t('en', 'abbreviation', 'hr', [PAYROLL]),
  t('en', 'generic', 'inventory', [STOCK]),
  t('en', 'generic', 'restaurant', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'pharmacy', [PHARMA]),
  t('en', 'generic', 'gym', [FITNESS]),
  t('en', 'official', 'hesab', HESAB_PRODUCTS),
  t('en', 'generic', 'app', [GO]),
  t('en', 'generic', 'support', [CARE]),
  t('en', 'generic', 'installation', [INSTALL]),
  // Two words
  t('en', 'generic', 'touch till', TOUCH_POS),
  t('en', 'generic', 'android till', [A11]),
  t('en', 'colloquial', 'reciept printer', RECEIPT),
  t('en', 'generic', 'order printer', [KITCHEN]),
  inSpecifications(t('en', 'abbreviation', 'qr scanner', QR_SCANNERS)),
  t('en', 'generic', 'wireless scanner', WIRELESS_SCANNERS),
  t('en', 'generic', 'customer screen', DISPLAYS),
  t('en', 'generic', 'parcel scale', [MW150]),
  t('en', 'generic', 'pricing scale', [MS15]),
  t('en', 'generic', 'retail software', [RETAIL]),
  t('en', 'generic', 'extra licence', [SEAT]),
  t('en', 'generic', 'staff training', [INSTALL]),
  // Three words
  t('en', 'regional', '80mm docket printer', [TP80, TP80W]),
  t('en', 'abbreviation', '58mm pos printer', [TP58]),
  t('en', 'generic', 'rugged barcode scanner', [S30]),
  t('en', 'generic', 'stainless steel drawer', [CD460]),
  t('en', 'generic', 'heavy duty drawer', [CD410]),
  t('en', 'generic', 'coffee shop pos', [CAFE, CAFE_KIT, A11]),
  // Four words
  t('en', 'generic', 'till for small shop', [A11, MARKET_KIT, T15]),
  t('en', 'generic', 'scale that prints labels', [ML30]),
  inSpecifications(t('en', 'generic', 'kitchen screen for restaurant', [TM22])),
];

export const TEST_QUERIES_37: TestQuery[] = [...AZ, ...RU, ...EN];
