// The test half of the search queries, forty-seventh round (28 November 2026): a round of short queries, by the
// lengths of site-search traffic. Retail site search is mostly one or two words (SLI Systems, 1.5 billion site
// searches, Q1 2017: 56 % one word, 26 % two, 11 % three, 7 % four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709), so per language (az, ru, en) these are
// 48 queries: 27 of one word, 12 of two, 6 of three and 3 of four (words as typed: groups of letters or digits
// between spaces, so "150kg" and "тачпанель" are one). Written by a session that did not tune the engine and never
// ran them (nor any search on them), apart from the tuning and from the forty-eighth round, written at the same
// time by another session unseen, to be measured once after the engine's freeze. Spread over every kind of device,
// program and service the site sells, weighted as a shop's traffic would be (tills, printers, scanners, drawers and
// scales most): misspellings of a letter or two as people make them ("kaasa", "manoblok", "tirminal", "manitor",
// "sknaer", "terrazi", "qabz", "манаблок", "сакнер", "ящек", "бухалтерия", "лецензия", "подержка", "прилажение",
// "regiser", "terminel", "disply", "touchscren", "reciet", "priter", "lebel", "scannar", "skale", "lisence",
// "suppport"), Azerbaijani as it is spoken and typed ("iskaner" with its leading vowel, "kamplekt", "bugalter",
// "ambar", "inventarizasya", "aplikasiya", "scanlayn" and "termoline" for the brands), shop talk ("birka",
// "qiymətlik", "yeşik", "pulqabı", "nisyə", "usta", "ştrix oxuyucu", "etiket maşını", "böyük tərəzi", "принтерчик",
// "сканерчик", "дисплейчик", "тачпанель", "расчетка", "опт", "маркет", "чайхана", "пистолет беспроводной", "весы с
// чекопечатью", "chit printer", "coin drawer", "twin screen", "rota", "stoktake", "minimart", "convenience"),
// brands and models as people type them ("а11", "мл30", "scan line", "view line"), abbreviations (1D, 2Д, РМК, ТМЦ,
// РФИД, KDS, ƏDV, QR, RFID, DPM, QSR, AIO), sizes ("58 printer", "çek printeri 80", "моноблок 17", "термопринтер
// 58", "scales up to 150kg") and trades ("qəssab", "geyim", "aptek üçün kassa aparatı", "одежда", "учет в аптеке",
// "butcher", "deli", "apparel", "warehouse"). Each with the demo products a buyer using the words would be glad to
// see in the first five, judged from the catalogue's content (reference-api/seed: titles, categories,
// specifications, descriptions), not from search's answers; `inSpecifications` marks those only the specifications
// or descriptions identify (48). Duplicates were checked with search's normalizer and stemmer only (foldText,
// `meaningful`, stem; a throwaway script outside the repository): after folding, dropping function words and
// stemming, no query's set of stems, in any word order, is that of a query of queries.ts, vocabulary-queries.ts or
// test-queries*.ts (the forty-third to forty-sixth rounds included), nor of another query of this round. The ten
// short rounds before this one hold nearly every everyday one- and two-word query, so candidates were written in
// batches, several per slot, and checked as written: of 1,325 candidates (among them the 43 model codes, each in
// the three languages, all but 3 taken), 694 were already such a query (522 of them one of the ten short rounds,
// the thirty-seventh to the forty-sixth) and 25 repeated another candidate; the 144 were chosen among the rest,
// leaving out forms that differ from a taken query only where the stemmer splits a word's inflections
// («постерминалы», «этикеток»).
// Of the 144 first chosen, 2 were rewritten: "muhasbat" was found on the final check to be a query of the
// forty-fourth round ("bugalter" in its place) and "printor" gave way to a likelier typo ("priter"). 4 queries are
// a name of worker/search/vocabulary.ts («взвешивание», «два экрана», "engineer", "pistol grip"), which is allowed
// (buyers type the trade's names). Not wired into the bench by this session; not asserted in tests.
import {
  A11,
  ACCOUNTING,
  B80,
  BOOKS_BOTH,
  CAFE,
  CAFE_KIT,
  CARE,
  CD410,
  CD460,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LCD10,
  LP20M,
  LP42,
  LP60,
  M10,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MS15,
  MW150,
  P70,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PRINTERS,
  PRINTER_DRIVEN,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
  S20W,
  S30,
  SCALES,
  SCANNERS,
  SEAT,
  SHELF_LABELS,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15D,
  T17,
  TERMINALS,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  TWO_D,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** A stock count: the data terminals that do it and the program the counts go into. */
const STOCK_COUNT = [...DATA_TERMINALS, STOCK];
/** A cashier's workstation (РМК): a kit that makes one, or the touch till at its heart. */
const WORKSTATION = [...KITS, ...TOUCH_POS];
/** Customer screens that show the QR code to pay by and, idle, the shop's adverts: the 10.1-inch display and the T15D's second screen. */
const QR_SCREENS = [LCD10, T15D];
/** The touch screens and customer displays of the ViewLine brand. */
const VIEWLINE = [...DISPLAYS, ...MONITORS];

const AZ: TestQuery[] = [
  // One word (27)
  t('az', 'colloquial', 'manoblok', TOUCH_POS),
  t('az', 'colloquial', 'kaasa', TOUCH_POS),
  t('az', 'colloquial', 'tirminal', TERMINALS),
  inSpecifications(t('az', 'colloquial', 'inventarizasya', STOCK_COUNT)),
  t('az', 'colloquial', 'kamplekt', KITS),
  t('az', 'generic', 'display', DISPLAYS),
  t('az', 'colloquial', 'manitor', MONITORS),
  t('az', 'no-letters', 'qabz', RECEIPT),
  t('az', 'official', 'termoline', PRINTERS),
  t('az', 'generic', 'mətbəx', [KITCHEN, TM22]),
  t('az', 'colloquial', 'birka', LABEL),
  inSpecifications(t('az', 'colloquial', 'qiymətlik', SHELF_LABELS)),
  t('az', 'colloquial', 'iskaner', SCANNERS),
  t('az', 'colloquial', 'sknaer', SCANNERS),
  t('az', 'official', 'scanlayn', SCANNERS),
  t('az', 'abbreviation', '1d', [S10]),
  t('az', 'colloquial', 'yeşik', DRAWERS),
  t('az', 'colloquial', 'pulqabı', DRAWERS),
  t('az', 'colloquial', 'terrazi', SCALES),
  inSpecifications(t('az', 'generic', 'qəssab', [MS15, ML30])),
  t('az', 'colloquial', 'bugalter', ACCOUNTING),
  t('az', 'colloquial', 'ambar', [STOCK, M8, MW150]),
  inSpecifications(t('az', 'colloquial', 'nisyə', [RETAIL])),
  inSpecifications(t('az', 'generic', 'geyim', [RETAIL, M10])),
  inSpecifications(t('az', 'generic', 'abunəlik', [FITNESS])),
  inSpecifications(t('az', 'colloquial', 'usta', [CARE, INSTALL])),
  t('az', 'colloquial', 'aplikasiya', [GO]),
  // Two words (12)
  t('az', 'generic', 'printerli kassa', [A11]),
  inSpecifications(t('az', 'generic', 'mal sayımı', STOCK_COUNT)),
  t('az', 'generic', '58 printer', [TP58]),
  t('az', 'colloquial', 'etiket maşını', LABEL),
  t('az', 'colloquial', 'ştrix oxuyucu', SCANNERS),
  t('az', 'colloquial', 'böyük tərəzi', [MW150]),
  t('az', 'generic', 'sensor ekran', MONITORS),
  inSpecifications(t('az', 'abbreviation', 'kds ekran', [TM22])),
  inSpecifications(t('az', 'generic', 'reklam ekranı', QR_SCREENS)),
  inSpecifications(t('az', 'abbreviation', 'ədv hesabatı', BOOKS_BOTH)),
  t('az', 'colloquial', 'ikinci kassa', [SEAT]),
  t('az', 'generic', 'servis müqaviləsi', [CARE]),
  // Three words (6)
  t('az', 'generic', 'etiket vuran tərəzi', [ML30]),
  inSpecifications(t('az', 'abbreviation', 'simsiz qr skaner', [S20W])),
  t('az', 'abbreviation', 'rfid sayım terminalı', [M10]),
  t('az', 'generic', 'paslanmayan pul qutusu', [CD460]),
  t('az', 'generic', 'çek printeri 80', [TP80, TP80W]),
  t('az', 'generic', 'iki kassalı komplekt', [SUPERMARKET_KIT]),
  // Four words (3)
  inSpecifications(t('az', 'generic', 'aptek üçün kassa aparatı', PHARMACY_TILLS)),
  inSpecifications(t('az', 'generic', 'ofisiant üçün simsiz printer', [TP80W])),
  inSpecifications(t('az', 'abbreviation', 'qr kodla ödəniş ekranı', QR_SCREENS)),
];

const RU: TestQuery[] = [
  // One word (27)
  t('ru', 'colloquial', 'манаблок', TOUCH_POS),
  t('ru', 'abbreviation', 'рмк', WORKSTATION),
  t('ru', 'official', 'а11', [A11]),
  inSpecifications(t('ru', 'generic', 'приемка', STOCK_COUNT)),
  t('ru', 'colloquial', 'дисплейчик', DISPLAYS),
  t('ru', 'colloquial', 'тачпанель', MONITORS),
  t('ru', 'colloquial', 'принтерчик', PRINTERS),
  t('ru', 'generic', 'кухня', [KITCHEN, TM22]),
  t('ru', 'official', 'термотрансфер', RIBBON),
  t('ru', 'colloquial', 'сканерчик', SCANNERS),
  t('ru', 'colloquial', 'сакнер', SCANNERS),
  t('ru', 'abbreviation', '2д', TWO_D),
  t('ru', 'colloquial', 'ящек', DRAWERS),
  t('ru', 'official', 'мл30', [ML30]),
  t('ru', 'generic', 'взвешивание', SCALES),
  t('ru', 'colloquial', 'бухалтерия', ACCOUNTING),
  t('ru', 'colloquial', 'расчетка', [PAYROLL]),
  inSpecifications(t('ru', 'colloquial', 'опт', [STOCK, MW150])),
  inSpecifications(t('ru', 'generic', 'официант', [CAFE])),
  t('ru', 'regional', 'чайхана', [CAFE, CAFE_KIT]),
  inSpecifications(t('ru', 'generic', 'одежда', [RETAIL, M10])),
  t('ru', 'regional', 'маркет', [MARKET_KIT, SUPERMARKET_KIT, RETAIL]),
  inSpecifications(t('ru', 'generic', 'турникет', [FITNESS])),
  t('ru', 'colloquial', 'лецензия', [SEAT]),
  t('ru', 'colloquial', 'подержка', [CARE]),
  t('ru', 'colloquial', 'прилажение', [GO]),
  t('ru', 'generic', 'инсталляция', [INSTALL]),
  // Two words (12)
  inSpecifications(t('ru', 'generic', 'моноблок 17', [T17])),
  t('ru', 'official', 'два экрана', [T15D]),
  t('ru', 'abbreviation', 'рфид считыватель', [M10]),
  t('ru', 'generic', 'выносной дисплей', DISPLAYS),
  t('ru', 'generic', 'термопринтер 58', [TP58]),
  inSpecifications(t('ru', 'generic', 'киоск самообслуживания', [TM22, TP90])),
  t('ru', 'colloquial', 'пистолет беспроводной', WIRELESS_SCANNERS),
  inSpecifications(t('ru', 'abbreviation', 'ящик usb', [CD460])),
  inSpecifications(t('ru', 'generic', 'весы мясные', [MS15, ML30])),
  t('ru', 'abbreviation', 'учет тмц', [STOCK]),
  inSpecifications(t('ru', 'generic', 'себестоимость блюд', [CAFE])),
  t('ru', 'generic', 'сервисный договор', [CARE]),
  // Three words (6)
  t('ru', 'generic', 'весы с чекопечатью', [ML30]),
  inSpecifications(t('ru', 'generic', 'принтер этикеток 58', [LP20M, LP42])),
  inSpecifications(t('ru', 'plural', 'ценники на полки', SHELF_LABELS)),
  inSpecifications(t('ru', 'generic', 'ящик с датчиком', [CD410])),
  t('ru', 'generic', 'учет в аптеке', [PHARMA]),
  t('ru', 'generic', 'склад и производство', [STOCK, FACTORY]),
  // Four words (3)
  inSpecifications(t('ru', 'generic', 'экран покупателя для рекламы', QR_SCREENS)),
  t('ru', 'generic', 'программа для учета зарплаты', [PAYROLL]),
  t('ru', 'colloquial', 'автоматизация магазина под ключ', SHOP_KITS),
];

const EN: TestQuery[] = [
  // One word (27)
  t('en', 'colloquial', 'regiser', TOUCH_POS),
  t('en', 'colloquial', 'terminel', TERMINALS),
  t('en', 'abbreviation', 'aio', TOUCH_POS),
  inSpecifications(t('en', 'colloquial', 'stoktake', STOCK_COUNT)),
  t('en', 'colloquial', 'disply', DISPLAYS),
  t('en', 'colloquial', 'touchscren', MONITORS),
  t('en', 'colloquial', 'reciet', RECEIPT),
  t('en', 'colloquial', 'priter', PRINTERS),
  t('en', 'generic', 'kitchen', [KITCHEN, TM22]),
  t('en', 'colloquial', 'lebel', LABEL),
  t('en', 'colloquial', 'scannar', SCANNERS),
  inSpecifications(t('en', 'generic', 'omnidirectional', [B80, P70])),
  inSpecifications(t('en', 'abbreviation', 'dpm', [S30])),
  t('en', 'colloquial', 'skale', SCALES),
  inSpecifications(t('en', 'generic', 'butcher', [MS15, ML30])),
  inSpecifications(t('en', 'regional', 'deli', [ML30])),
  inSpecifications(t('en', 'regional', 'rota', [PAYROLL])),
  inSpecifications(t('en', 'generic', 'expiry', [PHARMA, STOCK])),
  inSpecifications(t('en', 'generic', 'warehouse', [STOCK, M8, S30, MW150, LP60])),
  t('en', 'abbreviation', 'qsr', [CAFE, CAFE_KIT]),
  inSpecifications(t('en', 'generic', 'apparel', [RETAIL, M10])),
  t('en', 'regional', 'convenience', [MARKET_KIT, RETAIL]),
  t('en', 'regional', 'minimart', [SUPERMARKET_KIT, MARKET_KIT, RETAIL]),
  t('en', 'colloquial', 'lisence', [SEAT]),
  t('en', 'colloquial', 'suppport', [CARE]),
  inSpecifications(t('en', 'generic', 'engineer', [CARE, INSTALL])),
  inSpecifications(t('en', 'official', 'iphone', [GO])),
  // Two words (12)
  t('en', 'regional', 'twin screen', [T15D]),
  t('en', 'official', 'scan line', SCANNERS),
  t('en', 'official', 'view line', VIEWLINE),
  t('en', 'generic', 'shop bundle', SHOP_KITS),
  t('en', 'generic', 'turnkey pos', KITS),
  t('en', 'generic', 'pistol grip', [M8]),
  t('en', 'regional', 'chit printer', [KITCHEN]),
  inSpecifications(t('en', 'plural', 'pallet labels', [LP60])),
  t('en', 'generic', 'rugged scanner', [S30]),
  inSpecifications(t('en', 'abbreviation', '2d imager', TWO_D)),
  t('en', 'regional', 'coin drawer', DRAWERS),
  t('en', 'generic', 'additional till', [SEAT]),
  // Three words (6)
  inSpecifications(t('en', 'generic', 'fanless pos terminal', FIFTEEN_INCH_POS)),
  inSpecifications(t('en', 'abbreviation', 'qr payment screen', QR_SCREENS)),
  inSpecifications(t('en', 'colloquial', 'belt label printer', [LP20M])),
  inSpecifications(t('en', 'generic', 'under counter drawer', [CD410])),
  t('en', 'abbreviation', 'rfid stock take', [M10]),
  inSpecifications(t('en', 'generic', 'waiter tablet app', [CAFE])),
  // Four words (3)
  inSpecifications(t('en', 'generic', 'drawer for receipt printer', PRINTER_DRIVEN)),
  t('en', 'generic', 'scales up to 150kg', [MW150]),
  t('en', 'generic', 'app for shop owners', [GO]),
];

export const TEST_QUERIES_47: TestQuery[] = [...AZ, ...RU, ...EN];
