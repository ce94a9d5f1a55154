// The test half of the search queries, thirty-eighth round (28 November 2026): a round of short queries, by the lengths
// of site-search traffic. The held-out rounds had drifted into sentences (none under four words in the last ones),
// while retail site search is mostly one or two words: SLI Systems, 1.5 billion site searches in Q1 2017, 56 % of one
// word, 26 % of two, 11 % of three, 7 % of four or more
// (https://www.marketingcharts.com/industries/retail-and-e-commerce-76709). So per language (az, ru, en) 48 queries: 27
// of one word, 12 of two, 6 of three and 3 of four (words as typed, between spaces: "58mm", "30kg" are one). Another
// round was written at the same time by another session, neither seeing the other's. These were written by a helper
// session (w38) that did not tune the engine and never ran them (nor any search on them), to be measured once after the
// engine's freeze: what buyers in Baku (az, ru) and English-speaking buyers type into a shop's search box, spread over
// every kind of device, program and service the site sells and weighted as a shop's traffic would be (tills, printers
// and scanners most): the kind's everyday name and its plural, misspellings as people make them ("pirinter", "skanner",
// "притнер", "сканнер", "денижный", "бугалтерия", "reciept", "acounting"), typing without the language's own letters
// ("qebz", "tapanca", "maas", "idman zali"), a word run together ("pulqutusu"), brands and models ("scanline", "mizan",
// "safebox", "viewline", "t15d", "тп58", "cd410"), abbreviations (POS, NKA, RFID, ТСД, UHF, HR, EPOS, QR), a size or
// spec with the kind ("tərəzi 30 kq", "монитор 15 дюймов", "80mm thermal printer"), a trade ("market kassasi", «касса
// для кафе», "coffee shop till") and shop words ("kantar", "stiker", "кешбокс", "ценники", "weighscale", "register
// drawer"). Each with every demo product a buyer using the words would be glad to see in the first five (for a kind
// alone, every product of that kind: recall is counted of five when more are expected), judged from the catalogue's
// content (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers; the 18
// whose products only specifications or descriptions identify are marked inSpecifications. `npm run bench:search`
// reports them (recall at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which
// leaves out the marked ones). Not asserted in tests. Checked with search's normalizer and stemmer only (foldText,
// stopwords.ts `meaningful`, stem.ts; each earlier query stemmed in all three languages): after folding, dropping
// function and shop words and stemming, no query's set of stems is that of a query of queries.ts, vocabulary-queries.ts
// or any test-queries*.ts, in any word order, nor of another query of this round in its language: 0 duplicates. 47 of
// the 144 (az 17, ru 17, en 13) are, so compared, a name of worker/search/vocabulary.ts ("monoblok", "kantar",
// "тачскрин", "кухонный принтер", "touchscreen", "dual screen"...), which is allowed: buyers type the trade's names. Of
// the first 154 drafts, 26 were already a query of an earlier round (25, half of them the common two-word names:
// «кассовый терминал», "kitchen printer", "cash box", "pos system") or of this one (1: "qiymet etiketi" is "etiket"
// once the shop word "qiymət", price, is dropped): 19 were rewritten and 7 left out; 11 of the rewrites were taken too
// and rewritten again (one a third time). Three drafts that were not duplicates were left out to keep 48 per language,
// and 7 replaced to spread the queries over the kinds sold (one of those replacements was taken, and so was its
// rewrite: «учет кадров» is the third).
// Before any run the lead took out the 42 queries equal, so compared, to one of the thirty-seventh round, written at
// the same time by another session (14 az, 11 ru, 17 en, most of one word: "kassa", «касса», "scanner"), so that each
// counts once: 102 queries are left (34 az, 37 ru, 31 en); per length below, before that.
import {
  A11,
  ACCOUNTING,
  BOOKS_BOTH,
  CAFE,
  CAFE_KIT,
  CARE,
  CD410,
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
  LP20M,
  LP60,
  M10,
  M6,
  M8,
  ML30,
  MONITORS,
  MS15,
  MW150,
  P50,
  P70,
  PAYROLL,
  PHARMA,
  PRINTERS,
  RECEIPT,
  RETAIL,
  S10,
  S20,
  S20W,
  S30,
  SCALES,
  SCANNERS,
  SEAT,
  STOCK,
  T15,
  T15D,
  T17,
  T22,
  TM15,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** An official fiscal term (NKA): what is sold for it is a till, or POS software that talks to the fiscal device, as in the third round. */
const FISCAL = [...TOUCH_POS, RETAIL, PHARMA, CAFE, FITNESS];

// Per language: 27 queries of one word, 12 of two, 6 of three, 3 of four, grouped by the kind of thing asked for.
const AZ: TestQuery[] = [
  // POS terminals and kits
  t('az', 'colloquial', 'monoblok', TOUCH_POS),
  t('az', 'abbreviation', 'POS', TOUCH_POS),
  t('az', 'official', 't15d', [T15D]),
  t('az', 'abbreviation', 'NKA', FISCAL),
  t('az', 'generic', 'android kassa', [A11]),
  t('az', 'colloquial', 'sensor kassa', TOUCH_POS),
  inSpecifications(t('az', 'generic', '17 düym kassa', [T17])),
  t('az', 'no-letters', 'restoran ucun kassa', [CAFE_KIT, CAFE, T22]),
  // Receipt and kitchen printers
  t('az', 'generic', 'wifi printer', [TP80W, TP90, LP60]),
  t('az', 'colloquial', 'mətbəx pirinteri', [KITCHEN]),
  inSpecifications(t('az', 'no-letters', 'kafe ucun printer', [KITCHEN, TP80W, TP80])),
  t('az', 'generic', 'mətbəx üçün çek printeri', [KITCHEN]),
  // Label printers
  t('az', 'colloquial', 'stiker', LABEL),
  t('az', 'no-letters', 'etiket aparati', LABEL),
  // Barcode scanners
  t('az', 'colloquial', 'barkod', SCANNERS),
  t('az', 'no-letters', 'tapanca', [S10, S20, S20W, S30, M8]),
  t('az', 'colloquial', 'barkod oxuyan', SCANNERS),
  t('az', 'generic', 'simsiz barkod skaneri', WIRELESS_SCANNERS),
  inSpecifications(t('az', 'colloquial', 'soyuq anbar ucun skaner', [S30])),
  // Data terminals
  t('az', 'abbreviation', 'RFID', [M10]),
  t('az', 'no-letters', 'anbar ucun data terminali', DATA_TERMINALS),
  // Cash drawers
  t('az', 'colloquial', 'pulqutusu', DRAWERS),
  // Scales
  t('az', 'colloquial', 'kantar', [MW150]),
  // Customer displays and touch monitors
  t('az', 'generic', 'müştəri monitoru', DISPLAYS),
  // Accounting software
  t('az', 'generic', 'mühasibat', ACCOUNTING),
  t('az', 'no-letters', 'maas', [PAYROLL]),
  t('az', 'generic', 'kadr uçotu', [PAYROLL]),
  // POS software
  t('az', 'generic', 'aptek', [PHARMA]),
  t('az', 'generic', 'restoran', [CAFE, CAFE_KIT]),
  t('az', 'no-letters', 'idman zali', [FITNESS]),
  // App, licences and services
  t('az', 'no-letters', 'qurasdirma', [INSTALL]),
  t('az', 'colloquial', 'servis', [CARE]),
  t('az', 'generic', 'mobil tətbiq', [GO]),
  t('az', 'generic', 'əlavə lisenziya', [SEAT]),
];

const RU: TestQuery[] = [
  // POS terminals and kits
  t('ru', 'colloquial', 'моноблок', TOUCH_POS),
  t('ru', 'abbreviation', 'пос', TOUCH_POS),
  t('ru', 'official', 't22', [T22]),
  t('ru', 'colloquial', 'касса моноблок', TOUCH_POS),
  t('ru', 'generic', 'касса со вторым экраном', [T15D]),
  // Receipt and kitchen printers
  t('ru', 'official', 'тп58', [TP58]),
  t('ru', 'colloquial', 'притнер', PRINTERS),
  t('ru', 'generic', 'термопринтер чеков', RECEIPT),
  t('ru', 'generic', 'кухонный принтер', [KITCHEN]),
  t('ru', 'abbreviation', 'pos принтер', [...RECEIPT, KITCHEN]),
  // Label printers
  t('ru', 'colloquial', 'принтер стикеров', LABEL),
  inSpecifications(t('ru', 'generic', 'принтер этикеток на аккумуляторе', [LP20M])),
  // Barcode scanners
  t('ru', 'generic', 'штрихкод', SCANNERS),
  t('ru', 'official', 'p70', [P70]),
  inSpecifications(t('ru', 'generic', 'сканер 2d беспроводной', [S20W, S30])),
  inSpecifications(t('ru', 'generic', 'сканер для аптеки', [S20, P50])),
  // Data terminals
  t('ru', 'generic', 'инвентаризация', [M6, M8, M10, STOCK]),
  t('ru', 'abbreviation', 'тсд android', DATA_TERMINALS),
  // Cash drawers
  t('ru', 'colloquial', 'денижный ящик', DRAWERS),
  // Scales
  inSpecifications(t('ru', 'generic', 'весы складские', [MW150])),
  t('ru', 'colloquial', 'весы с печатью ценников', [ML30]),
  // Customer displays and touch monitors
  t('ru', 'generic', 'экран покупателя', DISPLAYS),
  t('ru', 'colloquial', 'тачскрин', MONITORS),
  t('ru', 'generic', 'монитор 15 дюймов', [TM15]),
  // Accounting software
  t('ru', 'colloquial', 'бугалтерия', ACCOUNTING),
  t('ru', 'generic', 'склад', [STOCK]),
  t('ru', 'colloquial', 'кадры', [PAYROLL]),
  t('ru', 'generic', 'себестоимость', [FACTORY]),
  t('ru', 'generic', 'учет кадров', [PAYROLL]),
  // POS software
  t('ru', 'generic', 'аптека', [PHARMA]),
  t('ru', 'generic', 'кафе', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'фитнес', [FITNESS]),
  // App, licences and services
  t('ru', 'generic', 'лицензия', [SEAT]),
  t('ru', 'generic', 'установка', [INSTALL]),
  t('ru', 'generic', 'поддержка', [CARE]),
  t('ru', 'generic', 'годовое обслуживание', [CARE]),
  t('ru', 'colloquial', 'доп лицензия', [SEAT]),
];

const EN: TestQuery[] = [
  // POS terminals and kits
  t('en', 'official', 't15', [T15, T15D]),
  t('en', 'generic', 'dual screen', [T15D]),
  t('en', 'regional', 'epos bundle', KITS),
  inSpecifications(t('en', 'generic', '15 inch till', FIFTEEN_INCH_POS)),
  inSpecifications(t('en', 'generic', 'coffee shop till', [CAFE_KIT, A11, CAFE])),
  t('en', 'generic', 'pos system for cafe', [CAFE_KIT, CAFE]),
  // Receipt and kitchen printers
  t('en', 'colloquial', 'reciept', RECEIPT),
  t('en', 'official', 'tp90', [TP90]),
  t('en', 'regional', 'epos printer', [...RECEIPT, KITCHEN]),
  inSpecifications(t('en', 'generic', '80mm thermal printer', [TP80, TP80W, KITCHEN])),
  // Label printers
  t('en', 'plural', 'labels', LABEL),
  t('en', 'regional', 'barcode labeller', LABEL),
  inSpecifications(t('en', 'colloquial', 'bluetooth sticker printer', [LP20M])),
  // Barcode scanners
  t('en', 'generic', 'barcode', SCANNERS),
  t('en', 'colloquial', 'hand scanner', HANDHELD),
  inSpecifications(t('en', 'generic', 'scanner for cold store', [S30])),
  // Data terminals
  t('en', 'abbreviation', 'uhf', [M10]),
  // Cash drawers
  t('en', 'official', 'cd410', [CD410]),
  t('en', 'regional', 'register drawer', DRAWERS),
  // Scales
  t('en', 'regional', 'weighscale', SCALES),
  inSpecifications(t('en', 'regional', 'produce scale', [MS15, ML30])),
  t('en', 'generic', '30kg label scale', [ML30]),
  // Customer displays and touch monitors
  t('en', 'generic', 'touchscreen', MONITORS),
  t('en', 'generic', 'customer screen', DISPLAYS),
  // Accounting software
  t('en', 'generic', 'bookkeeping', BOOKS_BOTH),
  t('en', 'colloquial', 'acounting', ACCOUNTING),
  t('en', 'generic', 'manufacturing', [FACTORY]),
  // POS software
  t('en', 'generic', 'restaurant', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'pharmacy', [PHARMA]),
  t('en', 'generic', 'gym', [FITNESS]),
  // App, licences and services
  t('en', 'generic', 'installation', [INSTALL]),
];

export const TEST_QUERIES_38: TestQuery[] = [...AZ, ...RU, ...EN];
