// The test half of the search queries, forty-second round (28 November 2026): a round of short queries, by the
// lengths of site-search traffic. Retail site search is mostly one or two words (SLI Systems, 1.5 billion site
// searches, Q1 2017: 56 % one word, 26 % two, 11 % three, 7 % four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709), so per language (az, ru, en) these are
// 48 queries: 27 of one word, 12 of two, 6 of three and 3 of four (words as typed: groups of letters or digits
// between spaces). Written by a session that did not tune the engine and never ran them (nor any search on them),
// apart from the tuning and from the round written at the same time by another session, to be measured once after
// the engine's freeze. Spread over every kind of device, program and service the site sells, weighted as a shop's
// traffic would be: the kind's everyday name, plurals, misspellings of one or two letters ("skanir", "etketler",
// "terezy", "тирминал", "сканир", "scannner", "recipt", "drawr", "bookeeping"), words run together
// ("kasaaparati", "pulyesiyi", "qebzprinter", "touchpos"), typing without the Azerbaijani letters, shop talk
// ("тсдшки", "фискальник", "денежник", "этикетник", "till printer", "cash tray", "wages", "servicing"), brands and
// models as people type them ("hesab", "thermoline", "scanline", "t15d", "lp42t", "cd405"), abbreviations (VFD,
// QR, RFID, POS), sizes ("80mm qəbz printeri", "весы до 150", "15 inch monitor") and trades ("dükan üçün kassa",
// «касса для ресторана», "restaurant pos"). Each with the demo products a buyer using the words would be glad to
// see in the first five, judged from the catalogue's content (reference-api/seed: titles, categories,
// specifications, descriptions), not from search's answers; `inSpecifications` marks those only the
// specifications or descriptions identify. Duplicates were checked with search's normalizer and stemmer only
// (foldText, `meaningful`, stem): after folding, dropping function words and stemming, no query's set of stems,
// in any word order, is that of a query of queries.ts, vocabulary-queries.ts or test-queries*.ts. Of the first
// 144 drafts, 113 were already such a query (the short rounds before this one hold most common one-word
// queries) and were rewritten, some several times, from candidates checked the same way. 24 queries are a name
// of worker/search/vocabulary.ts, which is allowed (buyers type the trade's names). Not wired into the bench
// by this session; not asserted in tests.
// Before any run the lead took out the 7 queries equal, so compared, to one of the forty-first round, written at the
// same time by another session ("scannner", "recipt", "gym software", «весы до 150» as «весы 150»...), so that each
// counts once: 137 queries are left (46 az, 47 ru, 44 en).
import {
  A11,
  ACCOUNTING,
  B80,
  BOOKS_BOTH,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  CD405,
  CD460,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  INSTALL,
  KITS,
  LABEL,
  LCD10,
  LP20M,
  LP42T,
  LP60,
  M10,
  M6,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  P50,
  P70,
  PAYROLL,
  PHARMA,
  POS_SOFTWARE,
  PRESENTATION,
  PRINTERS,
  QR_SCANNERS,
  RECEIPT,
  RETAIL,
  S10,
  S20,
  S20W,
  SCALES,
  SCANNERS,
  SEAT,
  SHELF_LABELS,
  SHOP_KITS,
  STOCK,
  T15D,
  T22,
  TM15,
  TM17,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  VFD,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** What a buyer asking for the fiscal device (NKA, ККТ) is sold here: a till, or POS software that talks to it. */
const FISCAL = [...TOUCH_POS, RETAIL, PHARMA, CAFE];
/** The 80 mm receipt printers for the till (the kitchen printer aside). */
const EIGHTY_RECEIPT = [TP80, TP80W, TP90];

const AZ: TestQuery[] = [
  // One word
  t('az', 'colloquial', 'kasaaparati', TOUCH_POS),
  t('az', 'official', 't22', [T22]),
  t('az', 'generic', 'sensor', [...TOUCH_POS, ...MONITORS]),
  t('az', 'official', 'm6', [M6]),
  t('az', 'generic', 'inventar', [...DATA_TERMINALS, STOCK]),
  t('az', 'colloquial', 'skanir', SCANNERS),
  t('az', 'colloquial', 'barkodoxuyucu', SCANNERS),
  t('az', 'generic', 'ştrixkod', SCANNERS),
  t('az', 'official', 's10', [S10]),
  t('az', 'official', 'p70', [P70]),
  t('az', 'no-letters', 'qebzprinter', RECEIPT),
  t('az', 'official', 'tp90', [TP90]),
  t('az', 'plural', 'printerlər', PRINTERS),
  t('az', 'official', 'thermoline', PRINTERS),
  t('az', 'colloquial', 'etiketprinter', LABEL),
  t('az', 'official', 'lp20m', [LP20M]),
  t('az', 'official', 'cd330', [CD330]),
  t('az', 'colloquial', 'terezy', SCALES),
  t('az', 'official', 'ml30', [ML30]),
  t('az', 'official', 'mw150', [MW150]),
  t('az', 'abbreviation', 'vfd', [VFD]),
  t('az', 'official', 'viewline', [...DISPLAYS, ...MONITORS]),
  t('az', 'generic', 'uçot', ACCOUNTING),
  t('az', 'colloquial', 'kadr', [PAYROLL]),
  t('az', 'official', 'hesab', [...POS_SOFTWARE, ...ACCOUNTING, GO, CARE]),
  // Two words
  t('az', 'generic', 'stol skaneri', PRESENTATION),
  t('az', 'generic', 'mobil printer', [LP20M]),
  t('az', 'generic', 'ət tərəzisi', [ML30, MS15]),
  t('az', 'generic', 'əmək haqqı', [PAYROLL]),
  t('az', 'generic', 'istehsal proqramı', [FACTORY]),
  t('az', 'colloquial', 'zal proqramı', [FITNESS]),
  t('az', 'official', 'Hesab Care', [CARE]),
  t('az', 'official', 'Hesab Pharma', [PHARMA]),
  t('az', 'generic', 'market dəsti', SHOP_KITS),
  t('az', 'generic', 'kafe dəsti', [CAFE_KIT]),
  inSpecifications(t('az', 'abbreviation', 'QR skaner', QR_SCANNERS)),
  t('az', 'generic', 'toxunma monitor', MONITORS),
  // Three words
  t('az', 'generic', '80mm qəbz printeri', EIGHTY_RECEIPT),
  t('az', 'generic', 'android pos terminal', [A11]),
  t('az', 'generic', '22 düym monitor', [TM22]),
  t('az', 'colloquial', 'dükan üçün kassa', [...TOUCH_POS, MARKET_KIT]),
  t('az', 'official', 'əlavə kassa yeri', [SEAT]),
  t('az', 'colloquial', 'tapança tutacaqlı terminal', [M8]),
  // Four words
  t('az', 'generic', 'ət satışı üçün tərəzi', [ML30, MS15]),
  t('az', 'colloquial', 'mağaza üçün barkod printeri', LABEL),
  t('az', 'generic', 'kassirlər üçün təlim kursu', [INSTALL]),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'colloquial', 'кассовые', TOUCH_POS),
  t('ru', 'colloquial', 'тирминал', [...TOUCH_POS, ...DATA_TERMINALS]),
  t('ru', 'official', 't15d', [T15D]),
  t('ru', 'official', 'a11', [A11]),
  t('ru', 'official', 'hesabpos', [...TOUCH_POS, ...DATA_TERMINALS, ...KITS]),
  t('ru', 'colloquial', 'тсдшки', DATA_TERMINALS),
  t('ru', 'official', 'm8', [M8]),
  t('ru', 'official', 'm10', [M10]),
  t('ru', 'colloquial', 'фискальник', FISCAL),
  t('ru', 'colloquial', 'сканир', SCANNERS),
  t('ru', 'official', 'scanline', SCANNERS),
  t('ru', 'official', 'p50', [P50]),
  t('ru', 'official', 'b80', [B80]),
  t('ru', 'colloquial', 'чековые', RECEIPT),
  t('ru', 'official', 'tp58', [TP58]),
  t('ru', 'colloquial', 'этикетник', LABEL),
  t('ru', 'official', 'lp42t', [LP42T]),
  t('ru', 'official', 'lp60', [LP60]),
  t('ru', 'colloquial', 'денежник', DRAWERS),
  t('ru', 'official', 'safebox', DRAWERS),
  t('ru', 'official', 'cd405', [CD405]),
  t('ru', 'official', 'cd460', [CD460]),
  t('ru', 'official', 'viewline', [...DISPLAYS, ...MONITORS]),
  t('ru', 'official', 'tm17', [TM17]),
  t('ru', 'colloquial', 'бухгалтерская', BOOKS_BOTH),
  t('ru', 'colloquial', 'складская', [STOCK]),
  t('ru', 'generic', 'настройка', [INSTALL]),
  // Two words
  t('ru', 'generic', 'сканер проводной', [S10, S20]),
  t('ru', 'generic', 'весы фасовочные', [MS15, ML30]),
  t('ru', 'colloquial', 'печатающие весы', [ML30]),
  t('ru', 'generic', 'термопринтер этикеток', LABEL),
  inSpecifications(t('ru', 'generic', 'принтер ценников', SHELF_LABELS)),
  t('ru', 'colloquial', 'второй дисплей', DISPLAYS),
  t('ru', 'generic', 'сенсорный экран', MONITORS),
  t('ru', 'colloquial', 'фитнес программа', [FITNESS]),
  t('ru', 'generic', 'мобильное приложение', [GO]),
  t('ru', 'official', 'Hesab Books', BOOKS_BOTH),
  t('ru', 'official', 'Hesab Cafe', [CAFE]),
  t('ru', 'colloquial', 'выезд мастера', [INSTALL, CARE]),
  // Three words
  t('ru', 'generic', 'чековый принтер 58', [TP58]),
  t('ru', 'official', 'лицензия рабочего места', [SEAT]),
  t('ru', 'generic', 'ящик для кассы', DRAWERS),
  t('ru', 'colloquial', 'моноблок 15 дюймов', FIFTEEN_INCH_POS),
  t('ru', 'generic', 'касса для ресторана', [CAFE_KIT, CAFE]),
  // Four words
  t('ru', 'generic', 'касса для магазина продуктов', [...SHOP_KITS, ...TOUCH_POS]),
  t('ru', 'colloquial', 'сканер штрихкодов без провода', WIRELESS_SCANNERS),
  t('ru', 'generic', 'комплект кассы для кафе', [CAFE_KIT]),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'colloquial', 'touchpos', TOUCH_POS),
  t('en', 'official', 'a11', [A11]),
  t('en', 'official', 'm6', [M6]),
  t('en', 'official', 'scanline', SCANNERS),
  t('en', 'official', 's20', [S20, S20W]),
  t('en', 'official', 'p50', [P50]),
  t('en', 'colloquial', 'priner', PRINTERS),
  t('en', 'official', 'thermoline', PRINTERS),
  t('en', 'colloquial', 'lables', LABEL),
  t('en', 'official', 'lp60', [LP60]),
  t('en', 'colloquial', 'drawr', DRAWERS),
  t('en', 'official', 'safebox', DRAWERS),
  t('en', 'official', 'cd405', [CD405]),
  t('en', 'colloquial', 'scalse', SCALES),
  t('en', 'official', 'mizan', SCALES),
  t('en', 'official', 'ms15', [MS15]),
  t('en', 'plural', 'monitors', [...MONITORS, ...DISPLAYS]),
  t('en', 'official', 'tm17', [TM17]),
  t('en', 'official', 'lcd10', [LCD10]),
  t('en', 'colloquial', 'bookeeping', BOOKS_BOTH),
  t('en', 'regional', 'wages', [PAYROLL]),
  t('en', 'colloquial', 'inventry', [STOCK]),
  t('en', 'generic', 'coffee', [CAFE, CAFE_KIT]),
  t('en', 'regional', 'servicing', [CARE]),
  // Two words
  t('en', 'abbreviation', 'pos till', TOUCH_POS),
  t('en', 'regional', 'till printer', RECEIPT),
  t('en', 'generic', 'corded scanner', [S10, S20]),
  t('en', 'generic', 'wifi printer', [TP80W]),
  t('en', 'regional', 'cash tray', DRAWERS),
  t('en', 'abbreviation', 'pos scale', [MP15]),
  t('en', 'generic', 'market scale', [MS15]),
  inSpecifications(t('en', 'generic', 'kitchen display', [TM22])),
  t('en', 'abbreviation', 'restaurant pos', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'pos package', KITS),
  t('en', 'generic', 'owner app', [GO]),
  // Three words
  t('en', 'abbreviation', 'rfid handheld terminal', [M10]),
  t('en', 'generic', 'pistol grip terminal', [M8]),
  t('en', 'generic', '15 inch monitor', [TM15]),
  t('en', 'generic', '22 inch touchscreen', [TM22]),
  t('en', 'generic', 'wide window scanner', [P70]),
  t('en', 'regional', 'extra till license', [SEAT]),
  // Four words
  t('en', 'abbreviation', 'pos system for shop', [...SHOP_KITS, ...TOUCH_POS]),
  inSpecifications(t('en', 'generic', 'label printer for shelves', SHELF_LABELS)),
  t('en', 'generic', 'training for new cashiers', [INSTALL]),
];

export const TEST_QUERIES_42: TestQuery[] = [...AZ, ...RU, ...EN];
