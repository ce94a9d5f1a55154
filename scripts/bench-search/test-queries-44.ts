// The test half of the search queries, forty-fourth round (28 November 2026): a round of short queries, by the
// lengths of site-search traffic. Retail site search is mostly one or two words (SLI Systems, 1.5 billion site
// searches, Q1 2017: 56 % one word, 26 % two, 11 % three, 7 % four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709), so per language (az, ru, en) these are
// 48 queries: 27 of one word, 12 of two, 6 of three and 3 of four (words as typed: groups of letters or digits
// between spaces, so "thermo-line" and "till's" are one). Written by a session that did not tune the engine and
// never ran them (nor any search on them), apart from the tuning and from the forty-third, forty-fifth and
// forty-sixth rounds, written at the same time by other sessions unseen, to be measured once after the engine's
// freeze. Spread over every kind of device, program and service the site sells, weighted as a shop's traffic
// would be (tills, printers, scanners and scales most): misspellings of one or two letters ("monablok", "skeyner",
// "terrezi", "ettiket", "кассса", "моноблог", "притер", "висы", "этекетки", "яшик", "regsiter", "scnner", "scals",
// "lableprinter", "drawar", "moniter", "restuarant", "intallation", "cash draw"), words run together ("poskassa",
// "barkodskaner", "kassaproqrami", "штрихсканер", "складучет", "touchtill", "receiptprinter", "tilldrawer"),
// Azerbaijani typed with "sh" and "ch" for ş and ç ("shtrixkod", "qurashdirma", "mushteri ekrani", "pul yeshiyi",
// "chek printeri") or without its letters ("kafe ucun hazir komplekt"), shop talk ("qapan tərəzi", "texservis",
// "usta çağırışı", "чековик", "бух", "зп", "лицуха", "абонентка", "приложка", "тирмопринтер", "касса ларек",
// "общепит", "второе рабочее место", "weigher", "chemist till", "stocktake scanner", "shelf labels"), brands and
// models as heard or typed ("termolayn", "skanlayn", "seyfboks", "hesabgo", "t22pro", "m8pro", "хесабпос",
// "hesabbooks", "thermo-line"), abbreviations (QR, TSD, RFID, КПК, ТСД, «2д», VAT, 1D, POS, EPOS), sizes with the
// kind ("58 mm qəbz", "müştəri ekranı 10", "sensor ekran 17", «чековик 80», «моноблок 15», "80mm reciept",
// "4x6 label printer") and trades ("mağaza kassası", "paltar mağazası üçün proqram", «касса кофейня»,
// "grocery pos system", "epos for a takeaway"). Each with the demo products a buyer using the words would be glad
// to see in the first five, judged from the catalogue's content (reference-api/seed: titles, categories,
// specifications, descriptions), not from search's answers; `inSpecifications` marks those only the
// specifications or descriptions identify. Duplicates were checked with search's normalizer and stemmer only
// (foldText, `meaningful`, stem), by a throwaway script outside the repository: after folding, dropping function
// words and stemming, no query's set of stems, in any word order, is that of a query of queries.ts,
// vocabulary-queries.ts or test-queries*.ts (6,307 queries), nor of another query here. The queries were chosen
// from 1,218 candidates written in batches and checked before any went into this file: 746 were already such a
// query (the short rounds before this one hold nearly every common word, most plurals and the obvious
// misspellings), 30 repeated another candidate, and 40 were a name of worker/search/vocabulary.ts; those were
// rewritten as other candidates. 2 queries here are a vocabulary name («КПК», «штрихкодник»), which is allowed
// (buyers type the trade's names). Not wired into the bench by this session; not asserted in tests.
// Before any run the lead took out the 20 queries (5 az, 9 ru, 6 en) equal, so compared, to one of the forty-third round,
// written at the same time by other sessions ("monablok", "сканэр", "висы", "moniter", "licens", "scale for market stall"...): independent writers meet on the same leftovers
// once the common words are taken. So each counts once: 124 queries are left (43 az, 39 ru, 42 en).
import {
  A11,
  ACCOUNTING,
  BOOKS_BOTH,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  INSTALL,
  KITS,
  LABEL,
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
  P50,
  P70,
  PAYROLL,
  PHARMA,
  POS_SOFTWARE,
  PRINTERS,
  QR_SCANNERS,
  RECEIPT,
  RECEIPT_80,
  RETAIL,
  S10,
  S20,
  S30,
  SCALES,
  SCANNERS,
  SEAT,
  SHELF_LABELS,
  SOFTWARE,
  STOCK,
  SUPERMARKET_KIT,
  T15,
  T15D,
  T17,
  T22,
  TEN_INCH_CUSTOMER,
  TM17,
  TOUCH_POS,
  TP58,
  TP80W,
  TWO_D,
  VFD,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // One word
  t('az', 'colloquial', 'poskassa', TOUCH_POS),
  t('az', 'official', 't22pro', [T22]),
  t('az', 'generic', 'mobilterminal', DATA_TERMINALS),
  t('az', 'official', 'm8pro', [M8]),
  t('az', 'colloquial', 'printerr', PRINTERS),
  t('az', 'official', 'termolayn', PRINTERS),
  t('az', 'colloquial', 'skeyner', SCANNERS),
  t('az', 'no-letters', 'shtrixkod', SCANNERS),
  t('az', 'official', 'skanlayn', SCANNERS),
  t('az', 'colloquial', 'terrezi', SCALES),
  t('az', 'colloquial', 'ettiket', LABEL),
  t('az', 'official', 'seyfboks', DRAWERS),
  t('az', 'colloquial', 'taçskrin', MONITORS),
  t('az', 'colloquial', 'buxqalteriya', ACCOUNTING),
  t('az', 'no-letters', 'muhasbat', ACCOUNTING),
  t('az', 'colloquial', 'aptekk', [PHARMA, T17]),
  t('az', 'colloquial', 'restaran', [CAFE, CAFE_KIT]),
  t('az', 'no-letters', 'kassaproqrami', POS_SOFTWARE),
  t('az', 'colloquial', 'licenziya', [SEAT]),
  t('az', 'colloquial', 'texservis', [CARE]),
  t('az', 'no-letters', 'qurashdirma', [INSTALL]),
  t('az', 'colloquial', 'komplet', KITS),
  // Two words
  t('az', 'no-letters', 'mushteri ekrani', DISPLAYS),
  t('az', 'no-letters', 'pul yeshiyi', DRAWERS),
  t('az', 'no-letters', 'chek printeri', RECEIPT),
  t('az', 'colloquial', 'qapan tərəzi', [MW150]),
  t('az', 'generic', 'simsiz barkod', WIRELESS_SCANNERS),
  inSpecifications(t('az', 'abbreviation', 'qr oxuyucu', QR_SCANNERS)),
  t('az', 'generic', 'mağaza kassası', [...TOUCH_POS, MARKET_KIT]),
  t('az', 'generic', 'kassa quraşdırılması', [INSTALL]),
  t('az', 'abbreviation', 'tsd skaner', DATA_TERMINALS),
  t('az', 'no-letters', 'anbar programi', [STOCK]),
  t('az', 'official', 'hesab cafe', [CAFE, CAFE_KIT]),
  t('az', 'colloquial', 'usta çağırışı', [CARE, INSTALL]),
  // Three words
  t('az', 'generic', '58 mm qəbz', [TP58]),
  inSpecifications(t('az', 'generic', 'dar pul qutusu', [CD330])),
  t('az', 'generic', 'simsiz çek printeri', [TP80W]),
  t('az', 'generic', 'sensor ekran 17', [TM17, T17]),
  t('az', 'generic', 'müştəri ekranı 10', TEN_INCH_CUSTOMER),
  t('az', 'abbreviation', 'rfid oxuyan terminal', [M10]),
  // Four words
  t('az', 'no-letters', 'kafe ucun hazir komplekt', [CAFE_KIT]),
  t('az', 'generic', 'paltar mağazası üçün proqram', [RETAIL]),
  inSpecifications(t('az', 'generic', 'anbar üçün barkod skaneri', [S30, M8])),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'colloquial', 'кассса', TOUCH_POS),
  t('ru', 'colloquial', 'терменал', [...TOUCH_POS, ...DATA_TERMINALS]),
  t('ru', 'abbreviation', 'КПК', DATA_TERMINALS),
  t('ru', 'colloquial', 'притер', PRINTERS),
  t('ru', 'colloquial', 'тирмопринтер', PRINTERS),
  t('ru', 'colloquial', 'штрихсканер', SCANNERS),
  t('ru', 'colloquial', 'штрихкодник', SCANNERS),
  t('ru', 'colloquial', 'электровесы', SCALES),
  t('ru', 'colloquial', 'этекетки', LABEL),
  t('ru', 'colloquial', 'бирки', LABEL),
  t('ru', 'colloquial', 'яшик', DRAWERS),
  t('ru', 'colloquial', 'диплей', DISPLAYS),
  t('ru', 'abbreviation', 'зп', [PAYROLL]),
  t('ru', 'colloquial', 'складучет', [STOCK]),
  t('ru', 'colloquial', 'бух', ACCOUNTING),
  t('ru', 'colloquial', 'фарма', [PHARMA]),
  t('ru', 'colloquial', 'фитнесс', [FITNESS]),
  t('ru', 'colloquial', 'приложка', [GO]),
  t('ru', 'colloquial', 'лицуха', [SEAT]),
  t('ru', 'colloquial', 'абонентка', [CARE]),
  t('ru', 'colloquial', 'комплек', KITS),
  // Two words
  t('ru', 'colloquial', 'денежный ящичек', DRAWERS),
  inSpecifications(t('ru', 'regional', 'весы базар', [MS15])),
  t('ru', 'colloquial', 'тач экран', MONITORS),
  inSpecifications(t('ru', 'colloquial', 'касса ларек', [A11])),
  t('ru', 'generic', 'касса кофейня', [CAFE_KIT, A11, CAFE]),
  t('ru', 'colloquial', 'программа общепит', [CAFE]),
  inSpecifications(t('ru', 'abbreviation', 'сканер 2д', TWO_D)),
  t('ru', 'generic', 'подключение кассы', [INSTALL]),
  t('ru', 'abbreviation', 'тсд рфид', [M10]),
  t('ru', 'generic', 'дисплей 10', TEN_INCH_CUSTOMER),
  inSpecifications(t('ru', 'colloquial', 'моноблок 15', FIFTEEN_INCH_POS)),
  // Three words
  inSpecifications(t('ru', 'generic', 'сканер с подставкой', [S20, P50, P70])),
  inSpecifications(t('ru', 'generic', 'принтер чеков bluetooth', [TP80W])),
  t('ru', 'colloquial', 'касса два экрана', [T15D]),
  inSpecifications(t('ru', 'generic', 'весы на батарейках', [MS15, MW150])),
  // Four words
  t('ru', 'generic', 'обучение работе на кассе', [INSTALL]),
  t('ru', 'generic', 'программа для учета товара', [STOCK, RETAIL]),
  inSpecifications(t('ru', 'generic', 'весы для взвешивания мешков', [MW150])),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'colloquial', 'touchtill', TOUCH_POS),
  t('en', 'colloquial', 'regsiter', TOUCH_POS),
  t('en', 'plural', "till's", TOUCH_POS),
  t('en', 'generic', 'mobilecomputer', DATA_TERMINALS),
  t('en', 'generic', 'receiptprinter', RECEIPT),
  t('en', 'colloquial', 'printter', PRINTERS),
  t('en', 'official', 'thermo-line', PRINTERS),
  t('en', 'colloquial', 'barscanner', SCANNERS),
  t('en', 'colloquial', 'scnner', SCANNERS),
  inSpecifications(t('en', 'abbreviation', 'qrscanner', QR_SCANNERS)),
  t('en', 'colloquial', 'scals', SCALES),
  t('en', 'regional', 'weigher', SCALES),
  t('en', 'colloquial', 'drawar', DRAWERS),
  t('en', 'regional', 'tilldrawer', DRAWERS),
  t('en', 'generic', 'poledisplay', [VFD]),
  t('en', 'colloquial', 'inventary', [STOCK]),
  t('en', 'official', 'hesabbooks', BOOKS_BOTH),
  t('en', 'colloquial', 'restuarant', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'software', SOFTWARE),
  t('en', 'generic', 'dashboard', [GO]),
  t('en', 'colloquial', 'intallation', [INSTALL]),
  t('en', 'generic', 'starterkit', KITS),
  // Two words
  t('en', 'colloquial', '80mm reciept', RECEIPT_80),
  inSpecifications(t('en', 'generic', 'bluetooth printer', [TP80W, LP20M])),
  inSpecifications(t('en', 'regional', 'shelf labels', SHELF_LABELS)),
  t('en', 'abbreviation', '1d scanner', [S10]),
  inSpecifications(t('en', 'regional', 'stocktake scanner', DATA_TERMINALS)),
  inSpecifications(t('en', 'generic', 'meat scale', [ML30, MS15])),
  t('en', 'generic', '17 touchscreen', [TM17, T17]),
  t('en', 'regional', 'cafe till', [CAFE_KIT, A11, T15, T22, CAFE]),
  inSpecifications(t('en', 'regional', 'chemist till', [T17, T15, PHARMA])),
  t('en', 'regional', 'cash draw', DRAWERS),
  inSpecifications(t('en', 'abbreviation', 'vat returns', BOOKS_BOTH)),
  t('en', 'regional', 'till training', [INSTALL]),
  // Three words
  t('en', 'generic', 'two screen till', [T15D]),
  t('en', 'generic', 'grocery pos system', [MARKET_KIT, SUPERMARKET_KIT, RETAIL]),
  t('en', 'official', 'hesab retail licence', [RETAIL, SEAT]),
  inSpecifications(t('en', 'regional', '4x6 label printer', [LP42, LP60])),
  t('en', 'generic', 'annual support plan', [CARE]),
  t('en', 'generic', 'android pos terminal', [A11]),
  // Four words
  inSpecifications(t('en', 'generic', 'barcode scanner for warehouse', [S30, M8])),
  inSpecifications(t('en', 'regional', 'epos for a takeaway', [CAFE, CAFE_KIT])),
];

export const TEST_QUERIES_44: TestQuery[] = [...AZ, ...RU, ...EN];
