// The test half of the search queries, thirty-ninth round (28 November 2026): a round of short queries, by the lengths
// of site-search traffic. Retail site search is mostly one or two words (SLI Systems, 1.5 billion site searches in Q1
// 2017: 56 % of one word, 26 % of two, 11 % of three, 7 % of four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709), so per language (az, ru, en) 48 queries: 27
// of one word, 12 of two, 6 of three and 3 of four (words typed: groups of letters or digits between spaces, so
// "шк-сканер" and "əməkhaqqı" are one). Another round was written at the same time by another session, neither seeing
// the other's. These were written by a helper session (w39) that did not tune the engine and never ran them (nor any
// search on them), to be measured once after the engine's freeze: what buyers in Baku (az, ru) and English-speaking
// buyers type into a shop's search box, spread over every kind of device, program and service the site sells and
// weighted as a shop's traffic would be (tills, printers and scanners most): everyday names and plurals, misspellings
// as people make them ("kasa", "pirnter", "касовый", "принтор", "етикетки", "pritner"), words run together
// ("posterminal", "sensorekran", "онлайнкасса", "cashregister", "labelprinter"), typing without the language's own
// letters ("maya deyeri", "telim", "magaza"), shop and regional words ("qapan", "siyirmə", "etiketka", "tapança",
// "кэшбокс", "тренажерка", "общепит", "chemist", "docket", "aftercare"), brands and models ("hesabpos", "тп80", "мизан",
// "lp42t", "tp80k", "b80", "mp15"), abbreviations (ƏDV, LCD, VFD, QR, РФИД, ШК, EPOS), a size or spec with the kind
// ("qəbz 58", "принтер 80", "касса 15 дюймов", "сенсорный монитор 22", "pos terminal 15 inch") and a trade or place
// ("kiosk üçün kassa aparatı", "bazar tərəzisi", «весы для овощей», "butcher scale", "freezer scanner"). Each with every
// demo product a buyer using the words would be glad to see in the first five (for a kind alone, every product of that
// kind: recall is counted of five when more are expected), judged from the catalogue's content (reference-api/seed:
// titles, categories, specifications, descriptions), not from search's answers; the 23 whose products only
// specifications or descriptions identify are marked inSpecifications. `npm run bench:search` reports them once wired
// in (recall at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out
// the marked ones). Not asserted in tests. Checked with search's normalizer and stemmer only (a throwaway script:
// foldText, stopwords.ts `meaningful`, stem.ts; each query, and each earlier one, stemmed in all three languages and
// compared as a set of stems in any word order): no query is one of queries.ts, vocabulary-queries.ts or any
// test-queries*.ts, nor another of this round in its language: 0 duplicates. Of the 144 first drafts, 73 were already,
// so compared, an earlier round's query (most word for word or by plural: "kassalar", "skanerlər", «принтеры»,
// "tills", "label maker"): all 73 were rewritten; 25 of the rewrites were taken too and rewritten again (a few twice:
// "terazi", "tərəzlər" and "ms15" before "qapan"); 12 more drafts were changed to keep 27, 12, 6 and 3 per language.
// 49 queries (az 16, ru 16, en 17) are, so compared, a name of worker/search/vocabulary.ts ("dəstlər", "əczaxana",
// "кэшбокс", "общепит", "kitchen docket printer", "stock control" ...), which is allowed: buyers type the trade's names.
import {
  A11,
  ACCOUNTING,
  B80,
  BOOKS,
  BOOKS_BOTH,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
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
  LCD15,
  LP20M,
  LP42T,
  M10,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  P50,
  PAYROLL,
  PHARMA,
  POS_SOFTWARE,
  PRINTERS,
  QR_SCANNERS,
  RECEIPT,
  RETAIL,
  S20,
  S30,
  SCALES,
  SCANNERS,
  SEAT,
  STOCK,
  SUPERMARKET_KIT,
  T15D,
  T17,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  TWO_D,
  VFD,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The LCD customer displays, 10.1 and 15.6 inches (not the VFD pole display). */
const TEN_UP = [LCD10, LCD15];
/** A fiscal term («фискальный», «онлайнкасса»): what is sold for it is a till, or POS software that talks to the fiscal device, as in the third round. */
const FISCAL = [...TOUCH_POS, RETAIL, PHARMA, CAFE, FITNESS];

// Per language: 27 queries of one word, 12 of two, 6 of three, 3 of four, grouped by the kind of thing asked for.
const AZ: TestQuery[] = [
  // POS terminals and kits
  t('az', 'colloquial', 'kasa', TOUCH_POS),
  t('az', 'official', 'hesabpos', [...TOUCH_POS, ...DATA_TERMINALS, ...KITS]),
  t('az', 'colloquial', 'posterminal', TOUCH_POS),
  t('az', 'plural', 'dəstlər', KITS),
  t('az', 'generic', 'sensorlu', [...MONITORS, ...TOUCH_POS]),
  t('az', 'generic', 'müştəri ekranlı kassa', [T15D]),
  t('az', 'no-letters', 'kafe ucun komplekt', [CAFE_KIT]),
  inSpecifications(t('az', 'generic', 'kiosk üçün kassa aparatı', [A11])),
  // Receipt and kitchen printers
  t('az', 'colloquial', 'pirnter', PRINTERS),
  t('az', 'colloquial', 'çekprinter', [...RECEIPT, KITCHEN]),
  t('az', 'generic', 'qəbz 58', [TP58]),
  t('az', 'generic', 'simsiz qəbz printeri', [TP80W, TP90]),
  // Label printers
  t('az', 'colloquial', 'etiketka', LABEL),
  t('az', 'colloquial', 'ştrixkod printeri', LABEL),
  // Barcode scanners
  t('az', 'colloquial', 'ştrixkod oxuyucu', SCANNERS),
  t('az', 'colloquial', 'tapança skaner', [...HANDHELD, M8]),
  t('az', 'generic', 'dözümlü skaner', [S30]),
  inSpecifications(t('az', 'generic', 'anbar üçün skaner', [S30, M8])),
  inSpecifications(t('az', 'generic', 'aptek üçün barkod skaneri', [S20, P50])),
  // Data terminals
  t('az', 'colloquial', 'inventarizasiya', [...DATA_TERMINALS, STOCK]),
  t('az', 'generic', 'sayım', [...DATA_TERMINALS, STOCK]),
  // Cash drawers
  t('az', 'generic', 'kassa siyirməsi', DRAWERS),
  // Scales
  t('az', 'regional', 'qapan', [MW150]),
  t('az', 'generic', 'platforma tərəzi', [MW150]),
  inSpecifications(t('az', 'generic', 'anbar üçün böyük tərəzi', [MW150])),
  inSpecifications(t('az', 'colloquial', 'bazar tərəzisi', [MS15])),
  inSpecifications(t('az', 'generic', 'barkod çıxaran tərəzi', [ML30])),
  // Customer displays and touch monitors
  t('az', 'generic', 'kassa üçün displey', DISPLAYS),
  t('az', 'colloquial', 'sensorekran', MONITORS),
  t('az', 'abbreviation', 'lcd', DISPLAYS.slice(1)),
  // Accounting software
  t('az', 'generic', 'mühasibatlıq', ACCOUNTING),
  inSpecifications(t('az', 'abbreviation', 'ƏDV', BOOKS_BOTH)),
  t('az', 'colloquial', 'əməkhaqqı', [PAYROLL]),
  t('az', 'generic', 'istehsal', [FACTORY]),
  t('az', 'no-letters', 'maya deyeri', [FACTORY]),
  t('az', 'generic', 'qalıqlar', [STOCK]),
  // POS software
  t('az', 'regional', 'əczaxana', [PHARMA]),
  t('az', 'generic', 'dərman', [PHARMA]),
  t('az', 'no-letters', 'magaza', [RETAIL, MARKET_KIT, SUPERMARKET_KIT]),
  t('az', 'generic', 'yeməkxana', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'idman klubu', [FITNESS]),
  t('az', 'generic', 'supermarket', [SUPERMARKET_KIT, RETAIL]),
  // App, licences and services
  t('az', 'colloquial', 'lisensiya', [SEAT]),
  t('az', 'no-letters', 'telim', [INSTALL]),
  t('az', 'generic', 'quraşdırılma', [INSTALL]),
  t('az', 'generic', 'illik servis', [CARE]),
  t('az', 'generic', 'pərakəndə', [RETAIL]),
  t('az', 'generic', 'telefonda hesabat', [GO]),
];

const RU: TestQuery[] = [
  // POS terminals and kits
  t('ru', 'colloquial', 'касовый', TOUCH_POS),
  t('ru', 'official', 'фискальный', FISCAL),
  t('ru', 'colloquial', 'онлайнкасса', FISCAL),
  inSpecifications(t('ru', 'generic', 'касса 15 дюймов', FIFTEEN_INCH_POS)),
  t('ru', 'generic', 'касса с встроенным принтером', [A11]),
  t('ru', 'generic', 'комплект для магазина', [MARKET_KIT, SUPERMARKET_KIT]),
  // Receipt and kitchen printers
  t('ru', 'colloquial', 'принтор', PRINTERS),
  t('ru', 'official', 'тп80', [TP80, TP80W]),
  inSpecifications(t('ru', 'generic', 'принтер 80', [TP80, TP80W, KITCHEN])),
  t('ru', 'generic', 'принтер заказов', [KITCHEN]),
  // Label printers
  t('ru', 'colloquial', 'етикетки', LABEL),
  t('ru', 'colloquial', 'наклейки', LABEL),
  inSpecifications(t('ru', 'generic', 'принтер этикеток bluetooth', [LP20M])),
  // Barcode scanners
  t('ru', 'abbreviation', 'шк-сканер', SCANNERS),
  inSpecifications(t('ru', 'abbreviation', 'сканер qr', QR_SCANNERS)),
  t('ru', 'generic', 'складской сканер', [S30, M8]),
  inSpecifications(t('ru', 'generic', 'сканер штрихкодов для аптеки', [S20, P50])),
  // Data terminals
  t('ru', 'abbreviation', 'рфид', [M10]),
  // Cash drawers
  t('ru', 'colloquial', 'кэшбокс', DRAWERS),
  t('ru', 'generic', 'денежный', DRAWERS),
  // Scales
  t('ru', 'official', 'мизан', SCALES),
  inSpecifications(t('ru', 'generic', 'весы для овощей', [MS15, ML30])),
  t('ru', 'generic', 'платформенные', [MW150]),
  inSpecifications(t('ru', 'generic', 'весы с печатью штрихкода', [ML30])),
  // Customer displays and touch monitors
  t('ru', 'abbreviation', 'vfd дисплей', [VFD]),
  t('ru', 'generic', 'сенсорный', [...MONITORS, ...TOUCH_POS]),
  t('ru', 'colloquial', 'тачмонитор', MONITORS),
  t('ru', 'generic', 'второй экран', [T15D, ...TEN_UP]),
  t('ru', 'generic', 'сенсорный монитор 22', [TM22]),
  // Accounting software
  t('ru', 'colloquial', 'бух программа', ACCOUNTING),
  inSpecifications(t('ru', 'generic', 'табель', [PAYROLL])),
  t('ru', 'generic', 'производство', [FACTORY]),
  t('ru', 'generic', 'калькуляция', [FACTORY]),
  t('ru', 'generic', 'учет зарплаты', [PAYROLL]),
  // POS software
  t('ru', 'generic', 'аптечная', [PHARMA]),
  t('ru', 'generic', 'ресторан', [CAFE, CAFE_KIT]),
  t('ru', 'colloquial', 'спортзал', [FITNESS]),
  t('ru', 'colloquial', 'тренажерка', [FITNESS]),
  t('ru', 'generic', 'общепит', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'учет лекарств', [PHARMA]),
  // App, licences and services
  t('ru', 'generic', 'внедрение', [INSTALL]),
  t('ru', 'generic', 'обучение', [INSTALL]),
  t('ru', 'colloquial', 'техобслуживание', [CARE]),
  t('ru', 'generic', 'приложение для владельца', [GO]),
  t('ru', 'generic', 'установка кассы', [INSTALL]),
  t('ru', 'generic', 'готовое решение', KITS),
  t('ru', 'generic', 'магазин', [RETAIL, MARKET_KIT, SUPERMARKET_KIT]),
  t('ru', 'colloquial', 'доп касса', [SEAT]),
];

const EN: TestQuery[] = [
  // POS terminals and kits
  t('en', 'regional', 'touch screen epos', TOUCH_POS),
  t('en', 'colloquial', 'cashregister', TOUCH_POS),
  t('en', 'generic', 'starter kit', KITS),
  inSpecifications(t('en', 'generic', 'pos terminal 15 inch', FIFTEEN_INCH_POS)),
  t('en', 'generic', 'till with receipt printer', [A11, ...KITS]),
  t('en', 'official', 't17', [T17]),
  // Receipt and kitchen printers
  t('en', 'colloquial', 'pritner', PRINTERS),
  t('en', 'official', 'tp80k', [KITCHEN]),
  t('en', 'regional', 'kitchen docket printer', [KITCHEN]),
  // Label printers
  t('en', 'official', 'lp42t', [LP42T]),
  t('en', 'colloquial', 'labelprinter', LABEL),
  // Barcode scanners
  t('en', 'generic', 'pistol grip scanner', [M8, ...HANDHELD]),
  inSpecifications(t('en', 'generic', 'imager', TWO_D)),
  t('en', 'official', 'b80', [B80]),
  inSpecifications(t('en', 'generic', 'freezer scanner', [S30])),
  t('en', 'generic', 'handheld scanners', HANDHELD),
  // Data terminals
  t('en', 'generic', 'android handheld', DATA_TERMINALS),
  t('en', 'official', 'm8', [M8]),
  t('en', 'generic', 'stock counting terminal', DATA_TERMINALS),
  // Cash drawers
  t('en', 'colloquial', 'cashdrawer', DRAWERS),
  t('en', 'colloquial', 'cashbox', DRAWERS),
  inSpecifications(t('en', 'generic', 'narrow cash drawer', [CD330])),
  // Scales
  t('en', 'official', 'mp15', [MP15]),
  inSpecifications(t('en', 'generic', 'warehouse scale', [MW150])),
  inSpecifications(t('en', 'generic', 'butcher scale', [MS15, ML30])),
  // Customer displays and touch monitors
  inSpecifications(t('en', 'generic', 'kitchen screen', [TM22, CAFE])),
  t('en', 'generic', 'customer monitor', DISPLAYS),
  t('en', 'abbreviation', 'lcd', TEN_UP),
  // Accounting software
  t('en', 'generic', 'ledger', BOOKS_BOTH),
  t('en', 'generic', 'salaries', [PAYROLL]),
  t('en', 'regional', 'stock control', [STOCK]),
  t('en', 'generic', 'costing', [FACTORY, STOCK]),
  // POS software
  t('en', 'regional', 'chemist', [PHARMA]),
  t('en', 'generic', 'membership', [FITNESS]),
  t('en', 'generic', 'grocery', [RETAIL, MARKET_KIT, SUPERMARKET_KIT]),
  t('en', 'regional', 'till software', POS_SOFTWARE),
  t('en', 'generic', 'cafe', [CAFE, CAFE_KIT]),
  // App, licences and services
  t('en', 'generic', 'second till licence', [SEAT]),
  t('en', 'generic', 'extra checkout', [SEAT]),
  t('en', 'generic', 'helpdesk', [CARE]),
  t('en', 'colloquial', 'aftercare', [CARE]),
  t('en', 'generic', 'setup', [INSTALL]),
  t('en', 'generic', 'onboarding', [INSTALL]),
  t('en', 'generic', 'ios', [GO]),
  t('en', 'generic', 'sales app', [GO]),
  inSpecifications(t('en', 'generic', 'software for small business', [BOOKS])),
  t('en', 'generic', 'supermarket', [SUPERMARKET_KIT, RETAIL]),
  t('en', 'generic', 'terminals', [...TOUCH_POS, ...DATA_TERMINALS]),
];

export const TEST_QUERIES_39: TestQuery[] = [...AZ, ...RU, ...EN];
