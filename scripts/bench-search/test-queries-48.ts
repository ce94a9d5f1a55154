// The test half of the search queries, forty-eighth round (28 November 2026): a round of short queries, by the
// lengths of site-search traffic. Retail site search is mostly one or two words (SLI Systems, 1.5 billion site
// searches, Q1 2017: 56 % one word, 26 % two, 11 % three, 7 % four or more;
// https://www.marketingcharts.com/industries/retail-and-e-commerce-76709), so per language (az, ru, en) these are
// 48 queries: 27 of one word, 12 of two, 6 of three and 3 of four (words as typed: groups of letters or digits
// between spaces, so "пос-терминал", "80lik" and "on-site" are one word each). Written by a session that did not
// tune the engine and never ran them (nor any search on them), apart from the tuning and from the forty-seventh
// round, written at the same time by another session, to be measured once after the engine's freeze. Spread over
// every kind of device, program and service the site sells, weighted as a shop's traffic would be (tills,
// printers and scanners most): misspellings of one or two letters ("manoblok", "kaasa", "printet", "skanet",
// "disple", "porqram", "пинтер", "сакнер", "теминал", "ящек", "весв", "дислей", "мониотр", "бухгалтерея",
// "regster", "resgister", "prniter", "recepit", "sanner", "labler", "scael", "drwer", "disply", "bookeping", "cahs
// register"), shop talk ("oxuducu", "ştrix", "yeşik", "kupyur qutusu", "usta", "сенсорник", "ярлыки", "приемка",
// "инвентарка", "расчетка", "техкарты", "прога", "выезд", "кафе под ключ", "callout", "rota", "takings app", "epos
// package"), the Russian words of Baku's trade typed in Azerbaijani ("markirovka", "reviziya", "buxalteriya",
// "kadrovik", "kpk"), brands and models as people type them ("xprinter", "хонивел", "ркипер", "мойсклад", "тсд
// зебра", "замена 1с", "newland", "brother", "bizerba", "urovo", "elo", "mizan 150", "hesab stock", "хесаб фарма",
// "моноблок 17"), typing without the Azerbaijani letters ("qiymetlik", "qelyanxana", "topdansatis", "EDV
// beyannamesi", "sensor ekranli kassa"), sizes and specifications with the kind ("80lik printer", "kassa yeşiyi
// rj11", "касса 22 дюйма", "принтер чеков 80", "2d imager", "pole display usb") and trades ("qəssab", "ərzaq",
// "pizzeriya", "кальянная", "стройматериалы", "butcher", "wholesale", "hospitality pos", "epos for a gym"). Each
// with the demo products a buyer using the words would be glad to see in the first five, judged from the
// catalogue's content (reference-api/seed: titles, categories, specifications, descriptions), not from search's
// answers; `inSpecifications` marks those whose products (or some of them) only the specifications or
// descriptions identify. Duplicates were checked with search's normalizer and stemmer only (foldText,
// `meaningful`, stem; a throwaway script outside the repository): after folding, dropping function words and
// stemming, no query's set of stems, in any word order, is that of a query of queries.ts, vocabulary-queries.ts or
// test-queries*.ts (up to the forty-sixth round), nor of another query of this round, nor is it, folded, the same
// string as one of theirs in another language. The queries were chosen from a pool of 956 candidates checked that
// way (most of one or two words): 326 of them were already such a query (the short rounds before this one hold
// the everyday words, their plurals and their common misspellings: "kassa", "skaner", "весы", "till", "reciept")
// and were dropped; none of the 144 kept needed rewriting after the check. 4 queries are a name of
// worker/search/vocabulary.ts, which is allowed (buyers type the trade's names): "мойсклад", "annual support",
// "trade approved scales", "bill of materials". Not wired into the bench by this session; not asserted in tests.
// Before any run the lead took out the 28 queries (10 az, 9 ru, 9 en) equal, so compared, to one of the forty-seventh
// round, written at the same time by another session ("manoblok", "kaasa", "qəssab", «сакнер», «ящек», «расчетка»,
// "touchscren", "rota", "additional till"...), so that each counts once: 116 queries are left (38 az, 39 ru, 39 en).
import {
  A11,
  ACCOUNTING,
  BOOKS_BOTH,
  CAFE,
  CAFE_KIT,
  CARE,
  CD460,
  COUNTER_SCANNERS,
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
  LCD15,
  LP20M,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MW150,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PRINTERS,
  PRINTER_DRIVEN,
  RECEIPT,
  RETAIL,
  S30,
  SCALES,
  SCANNERS,
  SHELF_LABELS,
  SHOP_KITS,
  SOFTWARE,
  STOCK,
  SUPERMARKET_KIT,
  T22,
  TM15,
  TM22,
  TOUCH_POS,
  TP80,
  TP80W,
  TP90,
  TWO_D,
  VFD,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // One word
  t('az', 'colloquial', 'xprinter', [...RECEIPT, KITCHEN]),
  t('az', 'colloquial', 'printet', PRINTERS),
  t('az', 'colloquial', 'oxuducu', SCANNERS),
  t('az', 'colloquial', 'skanet', SCANNERS),
  t('az', 'colloquial', 'ştrix', SCANNERS),
  t('az', 'regional', 'markirovka', LABEL),
  t('az', 'regional', 'reviziya', [...DATA_TERMINALS, STOCK]),
  t('az', 'abbreviation', 'kpk', DATA_TERMINALS),
  t('az', 'colloquial', 'disple', DISPLAYS),
  t('az', 'no-letters', 'qelyanxana', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'ofisiant', [CAFE]),
  t('az', 'generic', 'pizzeriya', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'ərzaq', [RETAIL, MARKET_KIT, SUPERMARKET_KIT]),
  inSpecifications(t('az', 'no-letters', 'topdansatis', [STOCK, MW150])),
  inSpecifications(t('az', 'official', 'qaimə', BOOKS_BOTH)),
  t('az', 'regional', 'buxalteriya', ACCOUNTING),
  t('az', 'regional', 'kadrovik', [PAYROLL]),
  t('az', 'colloquial', 'porqram', SOFTWARE),
  t('az', 'generic', 'sazlanma', [INSTALL]),
  // Two words
  inSpecifications(t('az', 'colloquial', '80lik printer', [TP80, TP80W, KITCHEN])),
  t('az', 'colloquial', 'piştaxta skaneri', COUNTER_SCANNERS),
  t('az', 'colloquial', 'kupyur qutusu', DRAWERS),
  t('az', 'official', 'mizan 150', [MW150]),
  t('az', 'generic', 'printerli tərəzi', [ML30]),
  t('az', 'generic', 'aptek sistemi', [PHARMA]),
  t('az', 'generic', 'fitnes klub', [FITNESS]),
  t('az', 'official', 'hesab stock', [STOCK]),
  inSpecifications(t('az', 'no-letters', 'EDV beyannamesi', BOOKS_BOTH)),
  inSpecifications(t('az', 'generic', 'məzuniyyət hesablanması', [PAYROLL])),
  // Three words
  t('az', 'no-letters', 'sensor ekranli kassa', TOUCH_POS),
  inSpecifications(t('az', 'generic', 'qəbz printeri kəsicili', [TP80, TP80W, TP90])),
  inSpecifications(t('az', 'abbreviation', 'kassa yeşiyi rj11', PRINTER_DRIVEN)),
  t('az', 'generic', 'kassa üçün monitor', MONITORS),
  t('az', 'generic', 'market üçün komplekt', SHOP_KITS),
  t('az', 'generic', 'illik texniki dəstək', [CARE]),
  // Four words
  inSpecifications(t('az', 'abbreviation', 'aptek üçün pos terminal', PHARMACY_TILLS)),
  t('az', 'no-letters', 'telefondan satislara nezaret etmek', [GO]),
  t('az', 'generic', 'kassanın quraşdırılması və sazlanması', [INSTALL]),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'abbreviation', 'пос-терминал', TOUCH_POS),
  t('ru', 'colloquial', 'теминал', [...TOUCH_POS, ...DATA_TERMINALS]),
  t('ru', 'colloquial', 'сенсорник', [...TOUCH_POS, ...MONITORS]),
  t('ru', 'colloquial', 'пинтер', PRINTERS),
  t('ru', 'colloquial', 'хонивел', SCANNERS),
  inSpecifications(t('ru', 'generic', 'датаматрикс', TWO_D)),
  t('ru', 'colloquial', 'ярлыки', LABEL),
  t('ru', 'colloquial', 'весв', SCALES),
  t('ru', 'colloquial', 'дислей', DISPLAYS),
  t('ru', 'colloquial', 'мониотр', MONITORS),
  t('ru', 'colloquial', 'инвентарка', [...DATA_TERMINALS, STOCK]),
  t('ru', 'colloquial', 'бухгалтерея', ACCOUNTING),
  inSpecifications(t('ru', 'official', 'декларация', BOOKS_BOTH)),
  t('ru', 'colloquial', 'мойсклад', [STOCK]),
  inSpecifications(t('ru', 'colloquial', 'техкарты', [CAFE, FACTORY])),
  t('ru', 'colloquial', 'ркипер', [CAFE]),
  t('ru', 'generic', 'кальянная', [CAFE, CAFE_KIT]),
  inSpecifications(t('ru', 'generic', 'стройматериалы', [RETAIL, MW150])),
  t('ru', 'colloquial', 'прога', SOFTWARE),
  t('ru', 'colloquial', 'выезд', [INSTALL, CARE]),
  // Two words
  inSpecifications(t('ru', 'generic', 'компактная касса', [A11])),
  t('ru', 'generic', 'переносной принтер', [LP20M]),
  inSpecifications(t('ru', 'generic', 'печать ценников', SHELF_LABELS)),
  t('ru', 'abbreviation', 'тсд зебра', DATA_TERMINALS),
  inSpecifications(t('ru', 'generic', 'экран заказов', [TM22, LCD15])),
  t('ru', 'generic', 'монитор 15', [TM15]),
  t('ru', 'official', 'хесаб фарма', [PHARMA]),
  t('ru', 'colloquial', 'замена 1с', ACCOUNTING),
  t('ru', 'official', 'приложение хесаб', [GO]),
  t('ru', 'generic', 'продление поддержки', [CARE]),
  // Three words
  inSpecifications(t('ru', 'generic', 'касса 22 дюйма', [T22])),
  inSpecifications(t('ru', 'generic', 'принтер чеков 80', [TP80, TP80W])),
  inSpecifications(t('ru', 'colloquial', 'сканер для морозилки', [S30])),
  inSpecifications(t('ru', 'abbreviation', 'денежный ящик rj11', PRINTER_DRIVEN)),
  t('ru', 'generic', 'весы с печатью', [ML30]),
  t('ru', 'colloquial', 'кафе под ключ', [CAFE_KIT]),
  // Four words
  t('ru', 'generic', 'сенсорный монитор для компьютера', MONITORS),
  t('ru', 'generic', 'весы для склада 150', [MW150]),
  t('ru', 'generic', 'установка и обучение кассиров', [INSTALL]),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'colloquial', 'regster', TOUCH_POS),
  t('en', 'colloquial', 'resgister', TOUCH_POS),
  t('en', 'colloquial', 'prniter', PRINTERS),
  t('en', 'colloquial', 'recepit', RECEIPT),
  t('en', 'colloquial', 'sanner', SCANNERS),
  t('en', 'colloquial', 'newland', SCANNERS),
  t('en', 'colloquial', 'labler', LABEL),
  t('en', 'colloquial', 'brother', LABEL),
  t('en', 'colloquial', 'scael', SCALES),
  t('en', 'colloquial', 'bizerba', SCALES),
  t('en', 'colloquial', 'drwer', DRAWERS),
  t('en', 'colloquial', 'urovo', DATA_TERMINALS),
  t('en', 'colloquial', 'elo', MONITORS),
  t('en', 'generic', 'pizzeria', [CAFE, CAFE_KIT]),
  inSpecifications(t('en', 'generic', 'prescription', [PHARMA])),
  inSpecifications(t('en', 'generic', 'recipes', [CAFE, FACTORY])),
  inSpecifications(t('en', 'generic', 'wholesale', [STOCK, MW150])),
  inSpecifications(t('en', 'abbreviation', 'fifo', [STOCK])),
  inSpecifications(t('en', 'generic', 'invoicing', BOOKS_BOTH)),
  t('en', 'colloquial', 'bookeping', BOOKS_BOTH),
  t('en', 'regional', 'callout', [CARE, INSTALL]),
  // Two words
  t('en', 'colloquial', 'cahs register', TOUCH_POS),
  t('en', 'generic', 'electronic till', TOUCH_POS),
  t('en', 'generic', 'thermal receipt', RECEIPT),
  t('en', 'generic', 'stock scanner', DATA_TERMINALS),
  t('en', 'regional', 'epos package', KITS),
  t('en', 'generic', 'hospitality pos', [CAFE, CAFE_KIT]),
  t('en', 'regional', 'takings app', [GO]),
  t('en', 'generic', 'annual support', [CARE]),
  t('en', 'generic', 'on-site installation', [INSTALL]),
  // Three words
  inSpecifications(t('en', 'generic', 'long range scanner', [M8])),
  inSpecifications(t('en', 'generic', 'belt clip printer', [LP20M])),
  inSpecifications(t('en', 'regional', 'trade approved scales', SCALES)),
  t('en', 'abbreviation', 'pole display usb', [VFD]),
  t('en', 'generic', 'two till kit', [SUPERMARKET_KIT]),
  t('en', 'generic', 'bill of materials', [FACTORY]),
  // Four words
  inSpecifications(t('en', 'generic', 'till with card reader', [T22])),
  inSpecifications(t('en', 'generic', 'cash drawer without printer', [CD460])),
  t('en', 'abbreviation', 'epos for a gym', [FITNESS]),
];

export const TEST_QUERIES_48: TestQuery[] = [...AZ, ...RU, ...EN];
