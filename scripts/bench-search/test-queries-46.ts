// The test half of the search queries, forty-sixth round (28 November 2026): a round of short queries, by the
// lengths of site-search traffic. Retail site search is mostly one or two words (SLI Systems, 1.5 billion site
// searches, Q1 2017: 56 % one word, 26 % two, 11 % three, 7 % four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709), so per language (az, ru, en) these are
// 48 queries: 27 of one word, 12 of two, 6 of three and 3 of four (words as typed: groups of letters or digits
// between spaces). Written by a session that did not tune the engine and never ran them (nor any search on them),
// apart from the tuning and from the rounds written at the same time by other sessions (the forty-third to the
// forty-fifth), to be measured once after the engine's freeze. Spread over every kind of device, program and
// service the site sells, weighted as a shop's traffic would be (tills, printers and scanners most): misspellings
// of one or two letters ("skanr", "prinetr", "trezi", "dispey", "прентер", "висы", "диплей", "sacnner", "pinter",
// "receit", "scals", "sclae", "regsiter", "touchsreen"), words run together ("kassaapparati", "poskassa",
// "kassayesiyi", "barkodskaner", "kassaproqrami", "кассааппарат", "постерминал", "touchtill", "tilldrawer",
// "receiptprinter", "poledisplay", "stockcontrol"), typing without the Azerbaijani letters ("kassamasini",
// "qebzaparati", "elektronterezi", "inventarlasdirma", "qurashdirma", "muhasibat programi"), shop talk
// ("pistolet", "texdestek", "programma", "штрих", "кэшдроуер", "софт", "товароучет", "зп", "приложуха", "cash
// draw", "pub till", "set-up"), brands and models as people type them ("t22pro", "hesabgo", "т17", "tm15", "tp80
// printer", "mizan tərəziləri", "весы мизан", "сканер сканлайн", "thermoline printer"), abbreviations (QR, КПК, 2D,
// VAT, BOM, POS), sizes ("80 mm qəbz", "касса 17 дюймов", "15kg weighing scale", "15.6 inch till") and trades
// ("minimarket", "fastfud", "qəssab tərəzisi", "пиццерия", "касса для магазина одежды", "coffeeshop", "pos bundle
// for cafe"). Each with the demo products a buyer using the words would be glad to see in the first five, judged
// from the catalogue's content (reference-api/seed: titles, categories, specifications, descriptions), not from
// search's answers; `inSpecifications` marks those only the specifications or descriptions identify. Duplicates
// were checked with search's normalizer and stemmer only (foldText, `meaningful`, stem; a throwaway script outside
// the repository): after folding, dropping function words and stemming, no query's set of stems, in any word order,
// is that of a query of queries.ts, vocabulary-queries.ts or test-queries*.ts, nor of another query of this round.
// Of the first 144 drafts, 135 were already such a query (the six short rounds before this one hold the common
// one- and two-word queries: "kassa", "skaner", "весы", "till", "receipt printer"...) and were rewritten from
// candidates checked the same way; of the 9 others, 3 were kept and 6 replaced to keep the lengths and the spread
// (one had five words). 12 queries are a name of worker/search/vocabulary.ts, which is allowed (buyers type the
// trade's names). Not wired into the bench by this session; not asserted in tests.
// Before any run the lead took out the 42 queries (13 az, 11 ru, 18 en) equal, so compared, to one of the forty-third to forty-fifth rounds,
// written at the same time by other sessions ("barkodskaner", "hesabgo", «висы», «софт», "touchtill", "possystem", "vat", "bom"...): independent writers meet on the same leftovers
// once the common words are taken. So each counts once: 102 queries are left (35 az, 37 ru, 30 en).
import {
  A11,
  ACCOUNTING,
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
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  PAYROLL,
  PHARMA,
  PRINTERS,
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
  TM15,
  TM22,
  TOUCH_POS,
  TP80,
  TP80W,
  TP90,
  TWO_D,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** What a buyer asking for the fiscal device (NKA, online till) is sold here: a till, or POS software that talks to it. */
const FISCAL = [...TOUCH_POS, RETAIL, PHARMA, CAFE];

const AZ: TestQuery[] = [
  // One word
  t('az', 'no-letters', 'kassaapparati', TOUCH_POS),
  t('az', 'no-letters', 'kassamasini', TOUCH_POS),
  t('az', 'official', 'onlaynkassa', FISCAL),
  t('az', 'colloquial', 'prinetr', PRINTERS),
  t('az', 'generic', 'termal', PRINTERS),
  t('az', 'no-letters', 'qebzaparati', RECEIPT),
  t('az', 'colloquial', 'barkodprinter', LABEL),
  t('az', 'colloquial', 'skanr', SCANNERS),
  t('az', 'colloquial', 'pistolet', [...HANDHELD, M8]),
  t('az', 'no-letters', 'kassayesiyi', DRAWERS),
  t('az', 'colloquial', 'dispey', DISPLAYS),
  t('az', 'colloquial', 'sensormonitor', MONITORS),
  t('az', 'no-letters', 'inventarlasdirma', [...DATA_TERMINALS, STOCK]),
  t('az', 'generic', 'minimarket', [SUPERMARKET_KIT, MARKET_KIT, RETAIL]),
  t('az', 'colloquial', 'programma', SOFTWARE),
  t('az', 'colloquial', 'fastfud', [CAFE, CAFE_KIT]),
  inSpecifications(t('az', 'generic', 'abonement', [FITNESS])),
  t('az', 'colloquial', 'texdestek', [CARE]),
  // Two words
  t('az', 'colloquial', 'dokunmatik kassalar', TOUCH_POS),
  t('az', 'generic', 'sensor monoblok', TOUCH_POS),
  t('az', 'official', 'tp80 printer', [TP80]),
  t('az', 'generic', 'barkod çap', LABEL),
  t('az', 'official', 'scanline skaner', SCANNERS),
  t('az', 'official', 'mizan tərəziləri', SCALES),
  t('az', 'official', 'safebox qutu', DRAWERS),
  inSpecifications(t('az', 'generic', 'mətbəx monitoru', [TM22])),
  t('az', 'generic', 'kadr proqramı', [PAYROLL]),
  t('az', 'no-letters', 'muhasibat programi', ACCOUNTING),
  // Three words
  t('az', 'generic', '80 mm qəbz', [TP80, TP80W]),
  inSpecifications(t('az', 'generic', 'bluetooth barkod skaneri', [S30])),
  inSpecifications(t('az', 'abbreviation', 'qr kod skaneri', QR_SCANNERS)),
  t('az', 'generic', 'mağaza üçün dəst', SHOP_KITS),
  t('az', 'generic', 'mal qalığı proqramı', [STOCK]),
  // Four words
  t('az', 'generic', 'kassa aparatı printer ilə', [A11]),
  t('az', 'generic', 'barkod oxuyan simsiz skaner', WIRELESS_SCANNERS),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'colloquial', 'постерминал', TOUCH_POS),
  t('ru', 'colloquial', 'кассааппарат', TOUCH_POS),
  t('ru', 'colloquial', 'смарттерминал', [A11]),
  t('ru', 'official', 'т17', [T17]),
  t('ru', 'generic', 'чек', RECEIPT),
  t('ru', 'colloquial', 'прентер', PRINTERS),
  t('ru', 'plural', 'термоэтикетки', LABEL),
  t('ru', 'generic', 'маркировка', LABEL),
  t('ru', 'colloquial', 'штрих', SCANNERS),
  t('ru', 'colloquial', 'баркод', SCANNERS),
  t('ru', 'colloquial', 'кэшдроуер', DRAWERS),
  t('ru', 'generic', 'сенсор', [...TOUCH_POS, ...MONITORS]),
  t('ru', 'abbreviation', 'кпк', DATA_TERMINALS),
  t('ru', 'generic', 'ревизия', [...DATA_TERMINALS, STOCK]),
  t('ru', 'generic', 'товароучет', [STOCK, RETAIL]),
  t('ru', 'generic', 'пиццерия', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'подключение', [INSTALL]),
  t('ru', 'generic', 'сервис', [CARE]),
  t('ru', 'colloquial', 'приложуха', [GO]),
  // Two words
  t('ru', 'generic', 'касса двухэкранная', [T15D]),
  t('ru', 'official', 'принтер термолайн', PRINTERS),
  t('ru', 'generic', 'печать этикеток', LABEL),
  t('ru', 'official', 'сканер сканлайн', SCANNERS),
  t('ru', 'plural', 'двумерные сканеры', TWO_D),
  t('ru', 'official', 'весы мизан', SCALES),
  t('ru', 'generic', 'весы кассовые', [MP15]),
  t('ru', 'plural', 'металлические ящики', DRAWERS),
  t('ru', 'colloquial', 'второй монитор', [...DISPLAYS, T15D]),
  t('ru', 'generic', 'учет себестоимости', [FACTORY]),
  t('ru', 'generic', 'готовый комплект', KITS),
  // Three words
  inSpecifications(t('ru', 'generic', 'касса 17 дюймов', [T17])),
  inSpecifications(t('ru', 'generic', 'принтер с автоотрезкой', [TP80, TP80W, TP90, KITCHEN])),
  t('ru', 'generic', 'сканер для кассы', SCANNERS),
  t('ru', 'generic', 'дисплей для кассы', DISPLAYS),
  t('ru', 'colloquial', 'софт для кафе', [CAFE]),
  // Four words
  t('ru', 'generic', 'касса с принтером чеков', [A11]),
  inSpecifications(t('ru', 'generic', 'весы с экраном покупателя', [MS15, MP15])),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'regional', 'cashtill', TOUCH_POS),
  t('en', 'colloquial', 'thermalprinter', PRINTERS),
  t('en', 'colloquial', 'pinter', PRINTERS),
  t('en', 'colloquial', 'scanr', SCANNERS),
  t('en', 'colloquial', 'barcodereader', SCANNERS),
  t('en', 'colloquial', 'sclae', SCALES),
  t('en', 'colloquial', 'touchsreen', MONITORS),
  t('en', 'official', 'tm15', [TM15]),
  t('en', 'colloquial', 'datacollector', DATA_TERMINALS),
  t('en', 'plural', 'payslips', [PAYROLL]),
  t('en', 'regional', 'stockcontrol', [STOCK]),
  t('en', 'colloquial', 'coffeeshop', [CAFE, CAFE_KIT]),
  t('en', 'generic', 'set-up', [INSTALL]),
  // Two words
  t('en', 'regional', 'pub till', [CAFE_KIT, CAFE]),
  t('en', 'plural', 'wireless printers', [TP80W, LP20M]),
  t('en', 'official', 'thermoline printer', PRINTERS),
  t('en', 'official', 'scanline scanner', SCANNERS),
  t('en', 'plural', '2d scanners', TWO_D),
  t('en', 'official', 'mizan scale', SCALES),
  t('en', 'colloquial', 'second screen', [...DISPLAYS, T15D]),
  t('en', 'generic', 'retail bundle', SHOP_KITS),
  t('en', 'abbreviation', 'pos licence', [SEAT]),
  t('en', 'generic', 'onsite training', [INSTALL]),
  // Three words
  inSpecifications(t('en', 'generic', '15.6 inch till', FIFTEEN_INCH_POS)),
  inSpecifications(t('en', 'generic', '15kg weighing scale', [MS15, MP15, ML30])),
  inSpecifications(t('en', 'generic', 'drawer open sensor', [CD410])),
  inSpecifications(t('en', 'regional', 'shelf edge labels', SHELF_LABELS)),
  // Four words
  t('en', 'generic', 'till with second screen', [T15D]),
  t('en', 'abbreviation', 'pos bundle for cafe', [CAFE_KIT]),
  t('en', 'generic', 'stock control for warehouse', [STOCK]),
];

export const TEST_QUERIES_46: TestQuery[] = [...AZ, ...RU, ...EN];
