// The test half of the search queries, forty-fifth round (28 November 2026): a round of short queries by the lengths
// of site-search traffic. The held-out rounds before it had drifted into long sentences, while retail site search is
// mostly one or two words (SLI Systems, 1.5 billion site searches, Q1 2017: 56 % one word, 26 % two, 11 % three, 7 %
// four or more; https://www.marketingcharts.com/industries/retail-and-e-commerce-76709). So per language (az, ru, en)
// 48 queries: 27 of one word, 12 of two, 6 of three and 3 of four, counting the words as typed (what stands between
// spaces: "80 mm" is two, "принтер58" one). Rounds 43, 44 and 46 were written at the same time by other sessions,
// none seeing the others'. These were written by a session that did not tune the engine and never ran them (nor any
// search on them), to be measured once after the engine's freeze: what buyers in Baku (az, ru) and English-speaking
// buyers type into a shop's search box, spread over every kind of device, program and service the site sells, the
// common kinds (tills, scanners, receipt and label printers, scales, cash drawers) more often: the kind's everyday
// name and its plural ("kupyurnikler", "моники", "payslips"), misspellings of a letter or two ("skener", "trəzi",
// "моноблог", "кассса", "вксы", "sacnner", "receit", "registar", "scals", "cash draw"), Azerbaijani typed without its
// letters ("yarliq", "cekmece", "cayxana", "qessab terezisi"), words of the trade and of the street ("yazarkassa",
// "dokunmatik", "çəkməcə", "sennik", "açar təhvil", "фискалка", "чекопечатник", "самоклейка", "товароучётка",
// "принтер бегунков", "качалка", "zapper", "rf gun", "touchtill", "takeaway", "drugstore"), brands and models used as
// names ("cas", "tp80w", "эвотор", "зебра", "lp42", "sunmi", "honeywell", "epson", "dymo", "quickbooks", "vfd220"),
// abbreviations (PDA, UHF, DSMF, MHBS, POS, КПК, WMS, RFID, ТСД, VAT, BOM), a size or spec with the kind ("qebz
// aparati 58 mm", "сенсорный монитор 15", "30kg shop scale"), a trade ("butik ucun kassa proqrami", «весы для
// базара», "corner shop till"). Each with the demo products a buyer using the words would be glad to see in the first
// five (every product of the kind for a bare kind), judged from the catalogue's content (reference-api/seed: titles,
// categories, specifications, descriptions), not from search's answers; the 25 whose products only the specifications
// or descriptions identify are marked `inSpecifications`. Checked with search's normalizer and stemmer only
// (foldText, `meaningful`, stem): after folding, dropping function words and stemming, no query's set of stems is
// that of a query of queries.ts, vocabulary-queries.ts or test-queries*.ts, in any word order, nor of another query
// of this round. Of the 144 first drafts, 18 were already, so compared, a query of an earlier round (7 word for word,
// such as "ecr", "vfd", "hesab go"; the others a plural, an inflection or a derived word stemmed onto an earlier
// query, or one differing only by a word search drops as a function word: "qiymət", "ucuz", "из"): all 18 were
// rewritten, and 9 of the replacements first tried were duplicates too ("cheap" and "Bakı" are dropped as well) and
// were rewritten again (the narrow receipt printer three times). 39 queries are, so compared, a name of
// worker/search/vocabulary.ts (az 9, ru 16, en 14: "cas", "1c", "alici tablosu", "эвотор", "КПК", "аптечная касса",
// "sunmi", "rf gun", "business app" ...), left as they are: buyers type the trade's names. `npm run bench:search`
// reports them once wired in (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries marked `inSpecifications`). Not asserted in
// tests.
// Before any run the lead took out the 22 queries (7 az, 7 ru, 8 en) equal, so compared, to one of the forty-third or forty-fourth rounds,
// written at the same time by other sessions ("dokunmatik", "trəzi", «кассса», «фискалка», "receit", "cash draw"...): independent writers meet on the same leftovers
// once the common words are taken. So each counts once: 122 queries are left (41 az, 41 ru, 40 en).
import {
  A11,
  ACCOUNTING,
  BOOKS_BOTH,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  CD460,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FITNESS,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LAN_RECEIPT,
  LCD10,
  LCD15,
  LP20M,
  LP42,
  LP42T,
  M10,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  P50,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PRINTER_DRIVEN,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
  S20,
  S20W,
  S30,
  SCALES,
  SCANNERS,
  SEAT,
  SHELF_LABELS,
  SHOP_KITS,
  STOCK,
  T15,
  T15D,
  TM15,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  VFD,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** A fiscal word («fiskal», «фискалка»): what is sold for it is a till, or POS software that talks to the fiscal device (NKA), as in the third round. */
const FISCAL = [...TOUCH_POS, RETAIL, PHARMA, CAFE, FITNESS];

const AZ: TestQuery[] = [
  // One word (27)
  t('az', 'regional', 'yazarkassa', TOUCH_POS),
  t('az', 'colloquial', 'monoblock', TOUCH_POS),
  t('az', 'colloquial', 'aparat', TOUCH_POS),
  t('az', 'official', 'fiskal', FISCAL),
  t('az', 'colloquial', 'skener', SCANNERS),
  t('az', 'official', 's20', [S20, S20W]),
  t('az', 'official', 'tp80w', [TP80W]),
  t('az', 'no-letters', 'yarliq', LABEL),
  t('az', 'colloquial', 'cas', SCALES),
  t('az', 'official', 'mp15', [MP15]),
  t('az', 'no-letters', 'cekmece', DRAWERS),
  t('az', 'plural', 'kupyurnikler', DRAWERS),
  t('az', 'abbreviation', 'PDA', DATA_TERMINALS),
  t('az', 'abbreviation', 'uhf', [M10]),
  t('az', 'official', 'lcd10', [LCD10]),
  inSpecifications(t('az', 'abbreviation', 'DSMF', [PAYROLL])),
  inSpecifications(t('az', 'abbreviation', 'MHBS', [BOOKS_BUSINESS])),
  t('az', 'colloquial', 'zavod', [FACTORY]),
  t('az', 'no-letters', 'cayxana', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'dərmanxana', [PHARMA]),
  inSpecifications(t('az', 'generic', 'turniket', [FITNESS])),
  t('az', 'generic', 'sazlama', [INSTALL]),
  t('az', 'colloquial', '1c', ACCOUNTING),
  // Two words (12)
  t('az', 'official', 'hesab retail', [RETAIL]),
  t('az', 'official', 'hesab go', [GO]),
  t('az', 'generic', '80 mm', [TP80, TP80W, KITCHEN]),
  inSpecifications(t('az', 'no-letters', 'qessab terezisi', [MS15, ML30])),
  t('az', 'no-letters', 'pul siyirmesi', DRAWERS),
  inSpecifications(t('az', 'colloquial', 'mətbəx ekranı', [TM22])),
  inSpecifications(t('az', 'plural', 'sennik printerleri', SHELF_LABELS)),
  t('az', 'colloquial', 'cib printeri', [LP20M]),
  t('az', 'no-letters', 'alici tablosu', DISPLAYS),
  t('az', 'generic', 'lisenziya açarı', [SEAT]),
  // Three words (6)
  t('az', 'colloquial', 'açar təhvil kassa', KITS),
  inSpecifications(t('az', 'generic', 'aptek üçün monoblok', PHARMACY_TILLS)),
  t('az', 'generic', 'iki ekranlı monoblok', [T15D]),
  inSpecifications(t('az', 'generic', 'kabelli barkod skaneri', [S10, S20])),
  inSpecifications(t('az', 'generic', 'şəbəkə çek printeri', LAN_RECEIPT)),
  // Four words (3)
  t('az', 'no-letters', 'qebz aparati 58 mm', [TP58]),
  t('az', 'no-letters', 'butik ucun kassa proqrami', [RETAIL]),
  t('az', 'generic', 'market üçün hazır dəst', SHOP_KITS),
];

const RU: TestQuery[] = [
  // One word (27)
  t('ru', 'abbreviation', 'POS', TOUCH_POS),
  t('ru', 'colloquial', 'эвотор', [A11]),
  t('ru', 'colloquial', 'пистолет', [...HANDHELD, M8]),
  t('ru', 'colloquial', 'штрихкодник', SCANNERS),
  t('ru', 'colloquial', 'чекопечатник', [...RECEIPT, KITCHEN]),
  t('ru', 'colloquial', 'принтер58', [TP58]),
  t('ru', 'official', 'lp42', [LP42, LP42T]),
  t('ru', 'colloquial', 'зебра', LABEL),
  t('ru', 'colloquial', 'самоклейка', LABEL),
  t('ru', 'colloquial', 'термотрансферник', RIBBON),
  t('ru', 'colloquial', 'вксы', SCALES),
  t('ru', 'plural', 'купюрницы', DRAWERS),
  t('ru', 'colloquial', 'кэшдровер', DRAWERS),
  t('ru', 'abbreviation', 'КПК', DATA_TERMINALS),
  t('ru', 'plural', 'моники', MONITORS),
  t('ru', 'abbreviation', 'WMS', [STOCK]),
  t('ru', 'colloquial', 'зарплатка', [PAYROLL]),
  t('ru', 'colloquial', 'товароучётка', [RETAIL, STOCK]),
  t('ru', 'colloquial', 'шаурмичная', [CAFE, CAFE_KIT]),
  t('ru', 'colloquial', 'качалка', [FITNESS]),
  t('ru', 'colloquial', 'саппорт', [CARE]),
  t('ru', 'generic', 'тренинг', [INSTALL]),
  // Two words (12)
  t('ru', 'generic', 'экран клиента', DISPLAYS),
  t('ru', 'abbreviation', 'RFID метки', [M10]),
  inSpecifications(t('ru', 'colloquial', 'принтер вайфай', [TP80W, TP90])),
  t('ru', 'generic', 'промышленный сканер', [S30]),
  inSpecifications(t('ru', 'generic', 'облачная бухгалтерия', [BOOKS_BUSINESS])),
  t('ru', 'generic', 'учет производства', [FACTORY]),
  inSpecifications(t('ru', 'generic', 'аптечная касса', [...PHARMACY_TILLS, PHARMA])),
  t('ru', 'official', 'хесаб го', [GO]),
  t('ru', 'generic', 'выезд специалиста', [INSTALL, CARE]),
  t('ru', 'generic', 'кадровый учет', [PAYROLL]),
  inSpecifications(t('ru', 'abbreviation', 'ящик rj11', PRINTER_DRIVEN)),
  t('ru', 'colloquial', 'принтер бегунков', [KITCHEN]),
  // Three words (6)
  t('ru', 'generic', 'весы с принтером', [ML30]),
  t('ru', 'generic', 'денежный ящик широкий', [CD460]),
  t('ru', 'generic', 'набор для ресторана', [CAFE_KIT]),
  t('ru', 'generic', 'сенсорный монитор 15', [TM15]),
  // Four words (3)
  t('ru', 'generic', 'касса для маленького магазина', [A11, T15, MARKET_KIT]),
  inSpecifications(t('ru', 'generic', 'принтер ценников на батарейке', [LP20M])),
  t('ru', 'abbreviation', 'ТСД для приемки товара', DATA_TERMINALS),
];

const EN: TestQuery[] = [
  // One word (27)
  t('en', 'colloquial', 'registar', TOUCH_POS),
  t('en', 'colloquial', 'sunmi', [A11]),
  t('en', 'regional', 'ruggedised', [S30, M8]),
  t('en', 'colloquial', 'honeywell', SCANNERS),
  t('en', 'colloquial', 'zapper', HANDHELD),
  t('en', 'colloquial', 'epson', [...RECEIPT, KITCHEN]),
  t('en', 'colloquial', 'zebra', LABEL),
  t('en', 'colloquial', 'dymo', LABEL),
  t('en', 'colloquial', 'digi', SCALES),
  t('en', 'official', 'cd460', [CD460]),
  t('en', 'official', 'vfd220', [VFD]),
  t('en', 'official', 'lcd15', [LCD15]),
  t('en', 'official', 'tm22', [TM22]),
  t('en', 'colloquial', 'quickbooks', BOOKS_BOTH),
  inSpecifications(t('en', 'abbreviation', 'vat', BOOKS_BOTH)),
  t('en', 'plural', 'payslips', [PAYROLL]),
  inSpecifications(t('en', 'abbreviation', 'bom', [FACTORY])),
  t('en', 'generic', 'warehousing', [STOCK]),
  t('en', 'regional', 'drugstore', [PHARMA]),
  t('en', 'regional', 'takeaway', [CAFE, CAFE_KIT]),
  inSpecifications(t('en', 'generic', 'turnstile', [FITNESS])),
  t('en', 'plural', 'repairs', [CARE]),
  t('en', 'generic', 'technician', [INSTALL, CARE]),
  // Two words (12)
  t('en', 'colloquial', 'rf gun', DATA_TERMINALS),
  t('en', 'abbreviation', 'warehouse pda', DATA_TERMINALS),
  t('en', 'generic', 'shopper display', DISPLAYS),
  inSpecifications(t('en', 'generic', 'kitchen monitor', [TM22])),
  inSpecifications(t('en', 'plural', 'price tags', SHELF_LABELS)),
  inSpecifications(t('en', 'generic', 'windows till', [T15, T15D])),
  inSpecifications(t('en', 'generic', 'cloud accounting', [BOOKS_BUSINESS])),
  t('en', 'generic', 'business app', [GO]),
  t('en', 'generic', 'additional licence', [SEAT]),
  // Three words (6)
  t('en', 'generic', 'narrow receipt printer', [TP58]),
  t('en', 'regional', 'corner shop till', [MARKET_KIT, A11, T15]),
  t('en', 'generic', '15 inch touchscreen', [TM15]),
  inSpecifications(t('en', 'generic', '30kg shop scale', [ML30])),
  inSpecifications(t('en', 'generic', 'pharmacy barcode scanner', [S20, P50])),
  // Four words (3)
  inSpecifications(t('en', 'generic', 'receipt printer with cutter', [TP80, TP80W, TP90])),
  t('en', 'generic', 'cash drawer for kiosk', [CD330]),
  t('en', 'generic', 'hand held barcode scanner', HANDHELD),
];

export const TEST_QUERIES_45: TestQuery[] = [...AZ, ...RU, ...EN];
