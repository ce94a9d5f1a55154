// The forty-ninth round of search queries: a SAMPLE of site-search traffic, what Baku's buyers (az, ru) and
// English-speaking buyers type into this shop's search box on an ordinary day, the common searches as often as
// they come. Unlike the earlier held-out rounds, a query that an earlier round also holds is allowed here (it was
// neither avoided nor checked for). Written 28 November 2026 by a session that did not tune the engine and never
// ran these queries, without reading the earlier rounds, the vocabulary or the search docs; the expected products
// were judged only from the catalogue's seed data (titles, categories, specifications, descriptions).
//
// The mix, per language (48 each): by length, 27 queries of one word, 12 of two, 6 of three and 3 of four or more,
// after SLI Systems' count of 1.5 billion site searches, Q1 2017 (56 % one word, 26 % two, 11 % three, 7 % four or
// more; https://www.marketingcharts.com/industries/retail-and-e-commerce-76709). By product, most queries name the
// commonest kinds (tills and touch tills, receipt printers, barcode scanners, scales, cash drawers, label printers,
// accounting and POS software), one or two each the rarer ones (data terminals, customer displays, touch monitors,
// kitchen printer, kits, mobile app, licence, support, installation). By form: mostly spelled right, some without
// the language's own letters (az without ə ş ç ğ ö ü ı, ru without ё or in Latin letters), plurals, a few typing
// slips (kind of the word meant), model and brand names as typed, the trade's abbreviations (POS, EPOS, ТСД, ККТ,
// NKA), a size or a trade with the kind.
import {
  ACCOUNTING,
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
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  PAYROLL,
  PHARMA,
  POS_SOFTWARE,
  PRINTERS,
  RECEIPT,
  S20,
  SCALES,
  SCANNERS,
  SEAT,
  SOFTWARE,
  STOCK,
  TERMINALS,
  TILLS,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TWO_D,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The Hesab programs and the Hesab Go app. */
const HESAB = [...POS_SOFTWARE, ...ACCOUNTING, GO];
/** The HesabPOS hardware: touch terminals, data terminals and kits. */
const HESABPOS = [...TOUCH_POS, ...DATA_TERMINALS, ...KITS];
/** Touch screens: the touch POS terminals and the touch monitors. */
const TOUCH = [...TOUCH_POS, ...MONITORS];

const AZ: TestQuery[] = [
  // One word (27).
  t('az', 'generic', 'kassa', TILLS),
  t('az', 'generic', 'skaner', SCANNERS),
  t('az', 'generic', 'tərəzi', SCALES),
  t('az', 'no-letters', 'terezi', SCALES),
  t('az', 'plural', 'printerlər', PRINTERS),
  t('az', 'colloquial', 'monoblok', TOUCH_POS),
  t('az', 'generic', 'barkod', SCANNERS),
  t('az', 'plural', 'skanerlər', SCANNERS),
  t('az', 'abbreviation', 'pos', TILLS),
  t('az', 'generic', 'etiket', LABEL),
  t('az', 'generic', 'mühasibat', ACCOUNTING),
  t('az', 'no-letters', 'muhasibat', ACCOUNTING),
  t('az', 'generic', 'proqram', SOFTWARE),
  t('az', 'official', 'hesab', HESAB),
  t('az', 'official', 'tp80', [TP80]),
  t('az', 'generic', 'aptek', [PHARMA]),
  t('az', 'generic', 'anbar', [STOCK]),
  t('az', 'abbreviation', 'tsd', DATA_TERMINALS),
  inSpecifications(t('az', 'abbreviation', 'nka', POS_SOFTWARE)),
  t('az', 'colloquial', 'sensor', TOUCH),
  t('az', 'generic', 'terminal', TERMINALS),
  t('az', 'regional', 'etiketka', LABEL),
  t('az', 'no-letters', 'printerler', PRINTERS),
  t('az', 'generic', 'skanner', SCANNERS),
  t('az', 'generic', 'displey', DISPLAYS),
  t('az', 'generic', 'quraşdırma', [INSTALL]),
  t('az', 'generic', 'lisenziya', [SEAT]),
  // Two words (12).
  t('az', 'generic', 'pul qutusu', DRAWERS),
  t('az', 'official', 'qəbz printeri', RECEIPT),
  t('az', 'colloquial', 'çek printeri', RECEIPT),
  t('az', 'no-letters', 'kassa aparati', TILLS),
  t('az', 'official', 'etiket printeri', LABEL),
  t('az', 'official', 'barkod skaneri', SCANNERS),
  t('az', 'official', 'kassa proqramı', POS_SOFTWARE),
  t('az', 'official', 'mühasibat proqramı', ACCOUNTING),
  t('az', 'abbreviation', 'pos terminal', TOUCH_POS),
  t('az', 'official', 'mətbəx printeri', [KITCHEN]),
  t('az', 'official', 'sensor monitor', MONITORS),
  t('az', 'generic', 'mobil tətbiq', [GO]),
  // Three words (6).
  inSpecifications(t('az', 'colloquial', 'çek printeri 80mm', [TP80, TP80W])),
  inSpecifications(t('az', 'official', 'simsiz barkod skaneri', WIRELESS_SCANNERS)),
  t('az', 'no-letters', 'kafe ucun proqram', [CAFE]),
  t('az', 'colloquial', 'hazır kassa dəsti', KITS),
  t('az', 'generic', '150 kq tərəzi', [MW150]),
  t('az', 'colloquial', 'müştəri üçün ekran', DISPLAYS),
  // Four words or more (3).
  t('az', 'generic', 'aptek üçün kassa proqramı', [PHARMA]),
  t('az', 'no-letters', 'restoran ucun kassa sistemi', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'kassa avadanlığı üçün texniki dəstək', [CARE]),
];

const RU: TestQuery[] = [
  // One word (27).
  t('ru', 'generic', 'касса', TILLS),
  t('ru', 'generic', 'сканер', SCANNERS),
  t('ru', 'generic', 'весы', SCALES),
  t('ru', 'generic', 'принтер', PRINTERS),
  t('ru', 'colloquial', 'моноблок', TOUCH_POS),
  t('ru', 'generic', 'штрихкод', SCANNERS),
  t('ru', 'plural', 'сканеры', SCANNERS),
  t('ru', 'abbreviation', 'тсд', DATA_TERMINALS),
  t('ru', 'abbreviation', 'ккт', TILLS),
  t('ru', 'plural', 'этикетки', LABEL),
  t('ru', 'generic', 'бухгалтерия', ACCOUNTING),
  t('ru', 'colloquial', 'термопринтер', PRINTERS),
  t('ru', 'plural', 'кассы', TILLS),
  t('ru', 'generic', 'аптека', [PHARMA]),
  t('ru', 'generic', 'кафе', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'склад', [STOCK]),
  t('ru', 'official', 'hesabpos', HESABPOS),
  t('ru', 'official', 'tp58', [TP58]),
  t('ru', 'generic', 'терминал', TERMINALS),
  t('ru', 'generic', 'сканнер', SCANNERS),
  t('ru', 'plural', 'принтеры', PRINTERS),
  t('ru', 'generic', 'лицензия', [SEAT]),
  t('ru', 'colloquial', 'техподдержка', [CARE]),
  t('ru', 'generic', 'дисплей', DISPLAYS),
  t('ru', 'no-letters', 'vesy', SCALES),
  t('ru', 'generic', 'программа', SOFTWARE),
  t('ru', 'generic', 'монитор', MONITORS),
  // Two words (12).
  t('ru', 'official', 'денежный ящик', DRAWERS),
  t('ru', 'official', 'чековый принтер', RECEIPT),
  t('ru', 'colloquial', 'принтер чеков', RECEIPT),
  t('ru', 'official', 'принтер этикеток', LABEL),
  t('ru', 'official', 'сканер штрихкодов', SCANNERS),
  t('ru', 'official', 'кассовая программа', POS_SOFTWARE),
  t('ru', 'abbreviation', 'pos терминал', TOUCH_POS),
  t('ru', 'official', 'торговые весы', [MS15, MP15, ML30]),
  t('ru', 'official', 'сенсорный монитор', MONITORS),
  t('ru', 'no-letters', 'складской учет', [STOCK]),
  t('ru', 'official', 'кухонный принтер', [KITCHEN]),
  t('ru', 'generic', 'мобильное приложение', [GO]),
  // Three words (6).
  t('ru', 'official', 'терминал сбора данных', DATA_TERMINALS),
  t('ru', 'colloquial', 'принтер чеков 58мм', [TP58]),
  t('ru', 'generic', 'программа для аптеки', [PHARMA]),
  t('ru', 'official', 'комплект кассового оборудования', KITS),
  inSpecifications(t('ru', 'official', 'беспроводной сканер штрихкодов', WIRELESS_SCANNERS)),
  t('ru', 'generic', 'дисплей для покупателя', DISPLAYS),
  // Four words or more (3).
  t('ru', 'official', 'весы с печатью этикеток', [ML30]),
  t('ru', 'generic', 'программа для кафе и ресторана', [CAFE]),
  t('ru', 'generic', 'установка и настройка кассы', [INSTALL]),
];

const EN: TestQuery[] = [
  // One word (27).
  t('en', 'regional', 'till', TILLS),
  t('en', 'abbreviation', 'epos', TILLS),
  t('en', 'generic', 'scanner', SCANNERS),
  t('en', 'plural', 'scanners', SCANNERS),
  t('en', 'generic', 'barcode', SCANNERS),
  t('en', 'generic', 'scale', SCALES),
  t('en', 'plural', 'scales', SCALES),
  t('en', 'generic', 'printer', PRINTERS),
  t('en', 'plural', 'printers', PRINTERS),
  t('en', 'generic', 'receipt', RECEIPT),
  t('en', 'generic', 'reciept', RECEIPT),
  t('en', 'generic', 'label', LABEL),
  t('en', 'plural', 'labels', LABEL),
  t('en', 'generic', 'accounting', ACCOUNTING),
  t('en', 'generic', 'software', SOFTWARE),
  t('en', 'generic', 'drawer', DRAWERS),
  t('en', 'regional', 'register', TILLS),
  t('en', 'plural', 'tills', TILLS),
  t('en', 'generic', 'pharmacy', [PHARMA]),
  t('en', 'generic', 'restaurant', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'inventory', [STOCK]),
  t('en', 'generic', 'monitor', MONITORS),
  t('en', 'colloquial', 'touchscreen', TOUCH),
  t('en', 'official', 's20', [S20]),
  t('en', 'generic', 'scaner', SCANNERS),
  t('en', 'generic', 'support', [CARE]),
  t('en', 'generic', 'payroll', [PAYROLL]),
  // Two words (12).
  t('en', 'official', 'cash drawer', DRAWERS),
  t('en', 'official', 'receipt printer', RECEIPT),
  t('en', 'official', 'label printer', LABEL),
  t('en', 'official', 'barcode scanner', SCANNERS),
  t('en', 'abbreviation', 'pos system', TILLS),
  t('en', 'regional', 'cash register', TILLS),
  t('en', 'official', 'pos software', POS_SOFTWARE),
  t('en', 'official', 'accounting software', ACCOUNTING),
  t('en', 'official', 'touch monitor', MONITORS),
  t('en', 'official', 'kitchen printer', [KITCHEN]),
  t('en', 'official', 'customer display', DISPLAYS),
  t('en', 'generic', 'mobile app', [GO]),
  // Three words (6).
  t('en', 'generic', 'thermal receipt printer', RECEIPT),
  t('en', 'colloquial', 'pos hardware bundle', KITS),
  inSpecifications(t('en', 'generic', '2d barcode scanner', TWO_D)),
  t('en', 'generic', 'handheld data terminal', DATA_TERMINALS),
  t('en', 'generic', 'restaurant pos software', [CAFE]),
  t('en', 'official', 'label printing scale', [ML30]),
  // Four words or more (3).
  t('en', 'official', 'point of sale software', POS_SOFTWARE),
  t('en', 'generic', 'pos installation and training', [INSTALL]),
  t('en', 'regional', 'licence for second checkout', [SEAT]),
];

export const TEST_QUERIES_49: TestQuery[] = [...AZ, ...RU, ...EN];
