// The fifty-third round of held-out search queries: a SAMPLE of site-search traffic, what Baku's
// buyers (az, ru) and English-speaking buyers type into the shop's search box, the common searches
// as often as they come. Unlike the earlier held-out rounds it does not avoid queries an earlier
// round holds: repeats are expected. Written on 28 November 2026 by a session that did not tune the
// engine and never ran these queries, without reading the earlier rounds, the vocabulary or the
// search docs; what a buyer expects is judged only from the catalogue's seed data (titles,
// categories, specifications, descriptions in the three languages).
//
// The mix: 48 queries per language. By length (words typed), 27 of one word, 12 of two, 6 of three
// and 3 of four or more, after SLI Systems' figures for 1.5 billion site searches, Q1 2017 (56 % one
// word, 26 % two, 11 % three, 7 % four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709). By product, most of them
// the everyday names of the commonest kinds (tills, receipt printers, barcode scanners, scales, cash
// drawers, label printers, accounting and POS software), one or two each for the rarer ones (data
// terminals, customer displays, touch monitors, the kitchen printer, kits, the mobile app, licences,
// support, installation). By kind, mostly the plain name as spelled ('generic', 'official'), then
// plurals, az typed without ə ş ç ğ ö ü ı, the trade's abbreviations, Baku's Russian-borrowed words
// and British/American forms ('regional'), shop talk ('colloquial'); a few typing slips (counted as
// 'generic'), a few model and brand names as typed.
import {
  ACCOUNTING,
  BOOKS,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  GO,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LP42,
  M10,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  PAYROLL,
  PHARMA,
  POS_SOFTWARE,
  PRINTERS,
  RECEIPT,
  RECEIPT_80,
  SCALES,
  SCANNERS,
  SEAT,
  STOCK,
  SUPERMARKET_KIT,
  TOUCH_POS,
  TP58,
  TP80,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The products named Hesab (the software, the app and the support plan). */
const HESAB = [...POS_SOFTWARE, ...ACCOUNTING, GO, CARE];
/** The products named HesabPOS: terminals, data terminals and kits. */
const HESABPOS = [...TOUCH_POS, ...DATA_TERMINALS, ...KITS];
/** Touch screens: the touch terminals and the touch monitors. */
const TOUCH = [...TOUCH_POS, ...MONITORS];

const AZ: TestQuery[] = [
  // One word (27).
  t('az', 'generic', 'kassa', TOUCH_POS),
  t('az', 'plural', 'kassalar', TOUCH_POS),
  t('az', 'colloquial', 'monoblok', TOUCH_POS),
  t('az', 'abbreviation', 'pos', TOUCH_POS),
  t('az', 'generic', 'skaner', SCANNERS),
  t('az', 'plural', 'skanerlər', SCANNERS),
  t('az', 'no-letters', 'skanerler', SCANNERS),
  t('az', 'generic', 'skanner', SCANNERS),
  t('az', 'generic', 'barkod', SCANNERS),
  t('az', 'regional', 'ştrixkod', SCANNERS),
  t('az', 'generic', 'tərəzi', SCALES),
  t('az', 'no-letters', 'terezi', SCALES),
  t('az', 'plural', 'tərəzilər', SCALES),
  t('az', 'generic', 'printer', PRINTERS),
  t('az', 'no-letters', 'printerler', PRINTERS),
  t('az', 'generic', 'etiket', LABEL),
  t('az', 'generic', 'mühasibat', ACCOUNTING),
  t('az', 'no-letters', 'muhasibat', ACCOUNTING),
  t('az', 'generic', 'hesab', HESAB),
  t('az', 'generic', 'tp80', [TP80]),
  t('az', 'colloquial', 'sensor', TOUCH),
  t('az', 'abbreviation', 'tsd', DATA_TERMINALS),
  t('az', 'generic', 'displey', DISPLAYS),
  inSpecifications(t('az', 'abbreviation', 'nka', POS_SOFTWARE)),
  t('az', 'generic', 'aptek', [PHARMA]),
  t('az', 'generic', 'quraşdırma', [INSTALL]),
  t('az', 'generic', 'lisenziya', [SEAT]),
  // Two words (12).
  t('az', 'official', 'pul qutusu', DRAWERS),
  t('az', 'no-letters', 'pul qutulari', DRAWERS),
  t('az', 'regional', 'çek printeri', RECEIPT),
  t('az', 'official', 'qəbz printeri', RECEIPT),
  t('az', 'official', 'etiket printeri', LABEL),
  t('az', 'official', 'barkod skaneri', SCANNERS),
  t('az', 'regional', 'kassa aparatı', TOUCH_POS),
  t('az', 'official', 'kassa proqramı', POS_SOFTWARE),
  t('az', 'official', 'mühasibat proqramı', ACCOUNTING),
  t('az', 'generic', 'pos terminal', TOUCH_POS),
  t('az', 'generic', 'anbar proqramı', [STOCK]),
  t('az', 'no-letters', 'texniki destek', [CARE]),
  // Three words (6).
  t('az', 'colloquial', 'sensorlu pos terminal', TOUCH_POS),
  inSpecifications(t('az', 'generic', 'simsiz barkod skaneri', WIRELESS_SCANNERS)),
  inSpecifications(t('az', 'generic', '30 kq tərəzi', [ML30])),
  t('az', 'no-letters', 'pos desti qiymeti', KITS),
  t('az', 'generic', 'restoran üçün proqram', [CAFE]),
  t('az', 'no-letters', 'metbex ucun printer', [KITCHEN]),
  // Four words or more (3).
  inSpecifications(t('az', 'regional', '80 mm çek printeri', RECEIPT_80)),
  t('az', 'generic', 'market üçün hazır kassa dəsti', [MARKET_KIT, SUPERMARKET_KIT]),
  t('az', 'official', 'hesab go mobil tətbiq', [GO]),
];

const RU: TestQuery[] = [
  // One word (27).
  t('ru', 'generic', 'касса', TOUCH_POS),
  t('ru', 'plural', 'кассы', TOUCH_POS),
  t('ru', 'colloquial', 'моноблок', TOUCH_POS),
  t('ru', 'abbreviation', 'pos', TOUCH_POS),
  t('ru', 'generic', 'терминал', [...TOUCH_POS, ...DATA_TERMINALS]),
  t('ru', 'abbreviation', 'ккт', TOUCH_POS),
  t('ru', 'generic', 'сканер', SCANNERS),
  t('ru', 'plural', 'сканеры', SCANNERS),
  t('ru', 'generic', 'сканнер', SCANNERS),
  t('ru', 'generic', 'штрихкод', SCANNERS),
  t('ru', 'generic', 'весы', SCALES),
  t('ru', 'generic', 'принтер', PRINTERS),
  t('ru', 'plural', 'принтеры', PRINTERS),
  t('ru', 'colloquial', 'термопринтер', PRINTERS),
  t('ru', 'colloquial', 'ценники', LABEL),
  t('ru', 'plural', 'этикетки', LABEL),
  t('ru', 'colloquial', 'бухгалтерия', ACCOUNTING),
  t('ru', 'abbreviation', 'ТСД', DATA_TERMINALS),
  t('ru', 'generic', 'дисплей', DISPLAYS),
  t('ru', 'generic', 'монитор', MONITORS),
  t('ru', 'generic', 'аптека', [PHARMA]),
  t('ru', 'generic', 'склад', [STOCK]),
  t('ru', 'generic', 'зарплата', [PAYROLL]),
  t('ru', 'generic', 'лицензия', [SEAT]),
  t('ru', 'colloquial', 'техподдержка', [CARE]),
  t('ru', 'generic', 'кафе', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'lp42', [LP42]),
  // Two words (12).
  t('ru', 'official', 'денежный ящик', DRAWERS),
  t('ru', 'plural', 'денежные ящики', DRAWERS),
  t('ru', 'official', 'чековый принтер', RECEIPT),
  t('ru', 'generic', 'принтер чеков', RECEIPT),
  t('ru', 'official', 'принтер этикеток', LABEL),
  t('ru', 'generic', 'сканер штрихкода', SCANNERS),
  t('ru', 'official', 'торговые весы', [MS15, MP15, ML30]),
  t('ru', 'official', 'кассовая программа', POS_SOFTWARE),
  inSpecifications(t('ru', 'colloquial', 'онлайн касса', POS_SOFTWARE)),
  t('ru', 'official', 'бухгалтерская программа', ACCOUNTING),
  t('ru', 'generic', 'pos терминал', TOUCH_POS),
  t('ru', 'official', 'кухонный принтер', [KITCHEN]),
  // Three words (6).
  t('ru', 'official', 'терминал сбора данных', DATA_TERMINALS),
  inSpecifications(t('ru', 'generic', 'беспроводной сканер штрихкодов', WIRELESS_SCANNERS)),
  t('ru', 'generic', 'программа для кафе', [CAFE]),
  inSpecifications(t('ru', 'generic', 'весы 15 кг', [MS15, MP15, ML30])),
  t('ru', 'official', 'программа складского учета', [STOCK]),
  t('ru', 'generic', 'готовый pos комплект', KITS),
  // Four words or more (3).
  t('ru', 'generic', 'принтер чеков 58 мм', [TP58]),
  t('ru', 'official', 'установка и обучение персонала', [INSTALL]),
  t('ru', 'official', 'весы с печатью этикеток', [ML30]),
];

const EN: TestQuery[] = [
  // One word (27).
  t('en', 'regional', 'till', TOUCH_POS),
  t('en', 'plural', 'tills', TOUCH_POS),
  t('en', 'abbreviation', 'pos', TOUCH_POS),
  t('en', 'abbreviation', 'epos', TOUCH_POS),
  t('en', 'generic', 'scanner', SCANNERS),
  t('en', 'plural', 'scanners', SCANNERS),
  t('en', 'generic', 'scaner', SCANNERS),
  t('en', 'generic', 'barcode', SCANNERS),
  t('en', 'generic', 'scale', SCALES),
  t('en', 'plural', 'scales', SCALES),
  t('en', 'generic', 'printer', PRINTERS),
  t('en', 'plural', 'printers', PRINTERS),
  t('en', 'generic', 'receipt', RECEIPT),
  t('en', 'plural', 'labels', LABEL),
  t('en', 'generic', 'drawer', DRAWERS),
  t('en', 'generic', 'accounting', ACCOUNTING),
  t('en', 'colloquial', 'bookkeeping', [BOOKS, BOOKS_BUSINESS]),
  t('en', 'generic', 'payroll', [PAYROLL]),
  t('en', 'generic', 'inventory', [STOCK]),
  t('en', 'generic', 'hesabpos', HESABPOS),
  t('en', 'generic', 'monitor', MONITORS),
  t('en', 'colloquial', 'touchscreen', TOUCH),
  t('en', 'generic', 'pharmacy', [PHARMA]),
  t('en', 'abbreviation', 'rfid', [M10]),
  t('en', 'regional', 'license', [SEAT]),
  t('en', 'generic', 'support', [CARE]),
  t('en', 'generic', 'tp58', [TP58]),
  // Two words (12).
  t('en', 'official', 'receipt printer', RECEIPT),
  t('en', 'generic', 'reciept printer', RECEIPT),
  t('en', 'official', 'label printer', LABEL),
  t('en', 'official', 'barcode scanner', SCANNERS),
  t('en', 'official', 'cash drawer', DRAWERS),
  t('en', 'regional', 'cash register', TOUCH_POS),
  t('en', 'official', 'pos software', POS_SOFTWARE),
  t('en', 'generic', 'pos system', [...KITS, ...TOUCH_POS]),
  t('en', 'official', 'accounting software', ACCOUNTING),
  t('en', 'official', 'customer display', DISPLAYS),
  t('en', 'official', 'kitchen printer', [KITCHEN]),
  t('en', 'colloquial', 'handheld terminal', DATA_TERMINALS),
  // Three words (6).
  t('en', 'regional', 'touch screen till', TOUCH_POS),
  inSpecifications(t('en', 'generic', 'wireless barcode scanner', WIRELESS_SCANNERS)),
  t('en', 'official', 'inventory management software', [STOCK]),
  t('en', 'official', 'label printing scale', [ML30]),
  t('en', 'generic', 'restaurant pos software', [CAFE]),
  t('en', 'official', 'installation and training', [INSTALL]),
  // Four words or more (3).
  inSpecifications(t('en', 'generic', '80 mm receipt printer', RECEIPT_80)),
  t('en', 'generic', 'pos kit for cafe', [CAFE_KIT]),
  t('en', 'official', 'hesab go mobile app', [GO]),
];

export const TEST_QUERIES_53: TestQuery[] = [...AZ, ...RU, ...EN];
