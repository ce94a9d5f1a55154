// The test half of the search queries, forty-third round (28 November 2026): a round of short queries, by the
// lengths of site-search traffic. Retail site search is mostly one or two words (SLI Systems, 1.5 billion site
// searches, Q1 2017: 56 % one word, 26 % two, 11 % three, 7 % four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709), so per language (az, ru, en) these are
// 48 queries: 27 of one word, 12 of two, 6 of three and 3 of four (words as typed: groups of letters or digits
// between spaces, so "58lik", "150kg" and "t22pro" are one word). Written by a session that did not tune the engine
// and never ran them (nor any search on them), apart from the tuning and from the rounds written at the same time
// by other sessions, to be measured once after the engine's freeze. Spread over every kind of device, program and
// service the site sells, weighted as a shop's traffic would be (tills, scanners, printers and scales most): the
// kind's everyday name, misspellings of one or two letters as people make them ("monablok", "sikaner", "etikrt",
// "trəzi", "minitor", "muxasibat", "моноблог", "сканэр", "принтэр", "висы", "бугалтерская", "regester", "sacnner",
// "receit", "drawyer", "wieghing", "resturant", "suport"), words run together ("kasaparat", "barkodskaner",
// "kassaqutusu", "hesabpharma", "денежныйящик", "тачкасса", "possystem", "lableprinter"), typing without the
// Azerbaijani letters ("qebiz", "elektronterezi", "musteri tablosu", "genis pul qutusu", "kafe ucun hazir dest"),
// shop talk and loanwords ("sklad", "sennik", "tabel", "kuxna printeri", "kassa seyfi", "58lik printer", "dokunmatik",
// "фискалка", "тсдэшка", "чековик 80", "кафешка", "ценики", "наладка", "payslips", "takeaway", "kot printer", "bump
// screen", "two till bundle", "zebra printer"), brands and models as people type them ("hesabgo", "tm15", "хесаб",
// "хесабпос", "lp20", "t22pro", "thermline"), abbreviations (CFD, RFID, QR, POS, ТСД, "пос весы"), sizes and
// capacities ("qəbz printeri 80", "моноблок 17 дюймов", "150kg", "17 inch touchscreen") and trades ("ərzaq mağazası",
// «касса для магазина одежды», "grocery pos", "corner shop"). Each with the demo products a buyer using the words
// would be glad to see in the first five, judged from the catalogue's content (reference-api/seed: titles,
// categories, specifications, descriptions), not from search's answers; `inSpecifications` marks those only the
// specifications or descriptions identify. Duplicates were checked with search's normalizer and stemmer only
// (foldText, `meaningful`, stem; a throwaway script outside the repository): after folding, dropping function words
// and stemming, no query's set of stems, in any word order, is that of a query of queries.ts,
// vocabulary-queries.ts or test-queries*.ts (of any language), nor of another query of this round. The candidates
// were checked before any was chosen rather than written first and rewritten after: of 1049 candidates tried (the
// short rounds before this one hold most everyday one- and two-word queries), 554 were already such a query and were
// set aside, and the 144 were chosen from the rest. 28 queries are a name of worker/search/vocabulary.ts, which is
// allowed (buyers type the trade's names). Not wired into the bench by this session; not asserted in tests.
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
  FITNESS,
  GO,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LCD10,
  LP20M,
  M10,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
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
  SHOP_KITS,
  SOFTWARE,
  STOCK,
  SUPERMARKET_KIT,
  T15D,
  T17,
  T22,
  TM15,
  TM17,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TWO_D,
  VFD,
  WAREHOUSE_LABELS,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** What a buyer asking for the fiscal device is sold here: a till, or POS software that talks to it (NKA). */
const FISCAL = [...TOUCH_POS, RETAIL, PHARMA, CAFE];
/** Everything sold under the Hesab name: the programs, the owner's app, the extra checkout and the support plan. */
const HESAB = [...SOFTWARE, GO, SEAT, CARE];
/** The 80 mm receipt printers whose titles say 80 (the kitchen printer aside). */
const EIGHTY_RECEIPT = [TP80, TP80W];

const AZ: TestQuery[] = [
  // One word
  t('az', 'colloquial', 'monablok', TOUCH_POS),
  t('az', 'colloquial', 'kasaparat', TOUCH_POS),
  t('az', 'regional', 'dokunmatik', [...TOUCH_POS, ...MONITORS]),
  t('az', 'colloquial', 'sikaner', SCANNERS),
  t('az', 'colloquial', 'barkodskaner', SCANNERS),
  inSpecifications(t('az', 'abbreviation', 'datamatrix', TWO_D)),
  t('az', 'no-letters', 'qebiz', RECEIPT),
  t('az', 'colloquial', 'printir', PRINTERS),
  t('az', 'colloquial', 'stikerprinter', LABEL),
  t('az', 'colloquial', 'etikrt', LABEL),
  inSpecifications(t('az', 'regional', 'sennik', SHELF_LABELS)),
  t('az', 'colloquial', 'kassaqutusu', DRAWERS),
  t('az', 'colloquial', 'trəzi', SCALES),
  t('az', 'no-letters', 'elektronterezi', SCALES),
  t('az', 'colloquial', 'dispiley', DISPLAYS),
  t('az', 'colloquial', 'minitor', MONITORS),
  t('az', 'official', 'tm15', [TM15]),
  t('az', 'regional', 'sklad', [STOCK, ...DATA_TERMINALS]),
  t('az', 'no-letters', 'hazirdest', KITS),
  t('az', 'generic', 'minimarket', [SUPERMARKET_KIT, MARKET_KIT, RETAIL]),
  t('az', 'colloquial', 'muxasibat', ACCOUNTING),
  t('az', 'regional', 'tabel', [PAYROLL]),
  t('az', 'official', 'hesabpharma', [PHARMA]),
  t('az', 'colloquial', 'fitnesklub', [FITNESS]),
  t('az', 'official', 'hesabgo', [GO]),
  t('az', 'generic', 'montaj', [INSTALL]),
  t('az', 'generic', 'təmir', [CARE]),
  // Two words
  t('az', 'generic', 'toxunuşlu ekran', MONITORS),
  t('az', 'colloquial', 'sınmaz skaner', [S30]),
  t('az', 'colloquial', '58lik printer', [TP58]),
  t('az', 'regional', 'kuxna printeri', [KITCHEN]),
  t('az', 'colloquial', 'kassa seyfi', DRAWERS),
  t('az', 'generic', 'yer tərəzisi', [MW150]),
  t('az', 'generic', 'etiket tərəzisi', [ML30]),
  t('az', 'no-letters', 'musteri tablosu', DISPLAYS),
  t('az', 'generic', 'tapança terminal', [M8]),
  inSpecifications(t('az', 'colloquial', 'ofisiant planşeti', [CAFE])),
  t('az', 'generic', 'ərzaq mağazası', [RETAIL, ...SHOP_KITS]),
  t('az', 'official', 'hesab stok', [STOCK]),
  // Three words
  t('az', 'generic', 'qəbz printeri 80', EIGHTY_RECEIPT),
  t('az', 'generic', 'sensor monitor 17', [TM17]),
  inSpecifications(t('az', 'no-letters', 'su kecirmeyen monitor', [TM22])),
  inSpecifications(t('az', 'no-letters', 'genis pul qutusu', [CD460])),
  t('az', 'generic', 'kassaya qoşulan tərəzi', [MP15]),
  t('az', 'official', 'kassa yeri lisenziyası', [SEAT]),
  // Four words
  t('az', 'colloquial', 'içində printer olan kassa', [A11]),
  t('az', 'generic', 'anbar üçün barkod printeri', WAREHOUSE_LABELS),
  t('az', 'no-letters', 'kafe ucun hazir dest', [CAFE_KIT]),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'colloquial', 'тачкасса', TOUCH_POS),
  t('ru', 'colloquial', 'моноблог', TOUCH_POS),
  t('ru', 'official', 'хесабпос', [...TOUCH_POS, ...DATA_TERMINALS, ...KITS]),
  t('ru', 'colloquial', 'фискалка', FISCAL),
  t('ru', 'colloquial', 'сканэр', SCANNERS),
  t('ru', 'generic', 'радиосканер', WIRELESS_SCANNERS),
  inSpecifications(t('ru', 'generic', 'имиджер', TWO_D)),
  t('ru', 'colloquial', 'принтэр', PRINTERS),
  t('ru', 'colloquial', 'чекопечатник', RECEIPT),
  t('ru', 'colloquial', 'этикеточный', LABEL),
  inSpecifications(t('ru', 'colloquial', 'ценики', SHELF_LABELS)),
  t('ru', 'official', 'lp20', [LP20M]),
  t('ru', 'colloquial', 'денежныйящик', DRAWERS),
  t('ru', 'colloquial', 'висы', SCALES),
  t('ru', 'colloquial', 'монитр', MONITORS),
  t('ru', 'abbreviation', 'тсдэшка', DATA_TERMINALS),
  t('ru', 'generic', 'супермаркет', [SUPERMARKET_KIT, RETAIL]),
  t('ru', 'colloquial', 'бугалтерская', BOOKS_BOTH),
  t('ru', 'colloquial', 'кадровая', [PAYROLL]),
  t('ru', 'generic', 'производственная', [FACTORY]),
  t('ru', 'colloquial', 'продуктовый', [RETAIL, ...SHOP_KITS]),
  t('ru', 'colloquial', 'кафешка', [CAFE, CAFE_KIT]),
  t('ru', 'colloquial', 'абонемент', [FITNESS]),
  t('ru', 'official', 'хесаб', HESAB),
  t('ru', 'colloquial', 'софт', SOFTWARE),
  t('ru', 'generic', 'ремонт', [CARE]),
  t('ru', 'generic', 'наладка', [INSTALL]),
  // Two words
  t('ru', 'generic', 'кассовый компьютер', TOUCH_POS),
  inSpecifications(t('ru', 'colloquial', 'моноблок аптека', PHARMACY_TILLS)),
  t('ru', 'generic', 'сканер противоударный', [S30]),
  t('ru', 'colloquial', 'чековик 80', EIGHTY_RECEIPT),
  t('ru', 'generic', 'принтер бирок', LABEL),
  t('ru', 'generic', 'ящик усиленный', [CD410]),
  t('ru', 'generic', 'весы прилавочные', [MS15, MP15, ML30]),
  t('ru', 'abbreviation', 'пос весы', [MP15]),
  inSpecifications(t('ru', 'generic', 'кухонный монитор', [TM22])),
  t('ru', 'generic', 'готовый комплект', KITS),
  t('ru', 'generic', 'учет склада', [STOCK]),
  t('ru', 'colloquial', 'выезд инженера', [CARE, INSTALL]),
  // Three words
  t('ru', 'generic', 'моноблок 17 дюймов', [T17]),
  t('ru', 'colloquial', 'сканер в прилавок', [B80]),
  inSpecifications(t('ru', 'generic', 'ящик под принтер', PRINTER_DRIVEN)),
  inSpecifications(t('ru', 'generic', 'дисплей на стойке', [VFD])),
  t('ru', 'official', 'второе рабочее место', [SEAT]),
  t('ru', 'generic', 'отчеты на телефоне', [GO]),
  // Four words
  t('ru', 'generic', 'касса для магазина одежды', [RETAIL, MARKET_KIT, ...TOUCH_POS]),
  t('ru', 'abbreviation', 'тсд для склада андроид', DATA_TERMINALS),
  t('ru', 'generic', 'программа учета для аптеки', [PHARMA]),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'colloquial', 'regester', TOUCH_POS),
  t('en', 'colloquial', 'possystem', [...KITS, ...TOUCH_POS]),
  t('en', 'generic', 'android', [A11, ...DATA_TERMINALS]),
  t('en', 'official', 't22pro', [T22]),
  t('en', 'colloquial', 'touchscreeen', [...MONITORS, ...TOUCH_POS]),
  t('en', 'colloquial', 'moniter', MONITORS),
  t('en', 'abbreviation', 'cfd', DISPLAYS),
  t('en', 'colloquial', 'sacnner', SCANNERS),
  t('en', 'generic', 'cordless', WIRELESS_SCANNERS),
  t('en', 'generic', 'rugged', [S30, M8]),
  inSpecifications(t('en', 'generic', 'bluetooth', [S30, TP80W, LP20M])),
  t('en', 'colloquial', 'receit', RECEIPT),
  t('en', 'colloquial', 'lableprinter', LABEL),
  t('en', 'colloquial', 'thermline', PRINTERS),
  t('en', 'colloquial', 'drawyer', DRAWERS),
  t('en', 'colloquial', 'wieghing', SCALES),
  t('en', 'generic', '150kg', [MW150]),
  t('en', 'colloquial', 'accountng', ACCOUNTING),
  t('en', 'regional', 'payslips', [PAYROLL]),
  t('en', 'colloquial', 'inventroy', [STOCK]),
  t('en', 'colloquial', 'pharmacey', [PHARMA, T17]),
  t('en', 'colloquial', 'resturant', [CAFE, CAFE_KIT]),
  t('en', 'regional', 'takeaway', [CAFE]),
  t('en', 'colloquial', 'fitnes', [FITNESS]),
  t('en', 'colloquial', 'licens', [SEAT]),
  t('en', 'colloquial', 'suport', [CARE]),
  t('en', 'colloquial', 'traning', [INSTALL]),
  // Two words
  t('en', 'abbreviation', 'pos computer', TOUCH_POS),
  t('en', 'colloquial', 'second screen', [...DISPLAYS, T15D]),
  t('en', 'abbreviation', 'pos printer', RECEIPT),
  t('en', 'abbreviation', 'kot printer', [KITCHEN]),
  t('en', 'colloquial', 'zebra printer', LABEL),
  t('en', 'generic', 'barcode scale', [ML30]),
  t('en', 'generic', 'warehouse terminal', DATA_TERMINALS),
  t('en', 'abbreviation', 'rfid scanner', [M10]),
  inSpecifications(t('en', 'regional', 'bump screen', [TM22])),
  t('en', 'regional', 'grocery pos', [RETAIL, ...SHOP_KITS]),
  t('en', 'regional', 'corner shop', [MARKET_KIT, RETAIL]),
  t('en', 'generic', 'business app', [GO]),
  // Three words
  t('en', 'generic', '17 inch touchscreen', [TM17, T17]),
  t('en', 'generic', 'customer display 10', [LCD10]),
  inSpecifications(t('en', 'abbreviation', 'qr code reader', QR_SCANNERS)),
  inSpecifications(t('en', 'generic', 'wide cash drawer', [CD460])),
  t('en', 'regional', 'two till bundle', [SUPERMARKET_KIT]),
  t('en', 'regional', 'till setup service', [INSTALL]),
  // Four words
  inSpecifications(t('en', 'generic', 'receipt printer for ipad', [TP80W])),
  inSpecifications(t('en', 'generic', 'scale for market stall', [MS15])),
  t('en', 'generic', 'cash drawer for shop', DRAWERS),
];

export const TEST_QUERIES_43: TestQuery[] = [...AZ, ...RU, ...EN];
