// The test half of the search queries, forty-first round (28 November 2026): a round of short queries, by the lengths of
// site-search traffic. Retail site search is mostly one or two words: SLI Systems, 1.5 billion site searches in Q1 2017,
// 56 % of one word, 26 % of two, 11 % of three, 7 % of four or more
// (https://www.marketingcharts.com/industries/retail-and-e-commerce-76709). So per language (az, ru, en) 48 queries: 27
// of one word, 12 of two, 6 of three and 3 of four (words as typed, between spaces: "58mm", "cd-410" and "ştrixkod" are
// one). Written by a helper session (w41) that did not tune the engine and never ran them (nor any search on them), to
// be measured once after the engine's freeze; another round was written at the same time by another session, neither
// seeing the other's. What buyers in Baku (az, ru) and English-speaking buyers type into a shop's search box, spread over
// every kind of device, program and service the site sells and weighted as a shop's traffic would be (tills, scanners
// and printers most): misspellings as people make them ("kasssa", "prnter", "sakner", "etket", "monitr", «сканр»,
// «принетр», «терминл», «манитор», «дисплэй», "recipt", "scannr", "sacles", "accouting", "invetory", "dispaly"), words
// run together ("pulyeşiyi", "idmanzal", "kofeşop", «кассаппарат», «чекопринтер», «бухпрограмма», "labelmaker",
// "touchmonitor", "moneybox"), typing without the language's own letters ("muhasib", "programi", "plansetler", "kassa
// komputeri"), shop and trade words ("siyirmə", "anbardar", "əczaçı", "pul qabı", «денежник», «этикетница», «фасовка»,
// «столовая», «выезд мастера», "cash tray", "till printer", "dispensary", "wages", "seat"), brands and models as typed
// ("cd-410", "lp-42t", "tm-22", «тп90», «сд405», «м8», «сейфбокс», «вьюлайн», «хесаб ритейл», "tp-80w", "s-20w", "t-15d"),
// abbreviations (POS, LAN, USB, ШК, ТСД, EPOS, HR, QR, RS232), a size or spec with the kind ("58mm", «чековый 80», «весы
// 150», «монитор 22», "80mm") and a trade ("çörəkxana üçün kassa", «касса для шаурмы», «весы для мясного отдела», "till
// for a bar"). Each with every demo product a buyer using the words would be glad to see in the first five (for a kind
// alone, every product of that kind: recall is counted of five when more are expected), judged from the catalogue's
// content (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers; the 14
// whose products only specifications or descriptions identify are marked inSpecifications. `npm run bench:search`
// reports them once wired in (recall at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts,
// which leaves out the marked ones). Not asserted in tests. Checked with search's normalizer and stemmer only (a
// throwaway script: foldText through stopwords.ts `meaningful`, stem.ts; each earlier query stemmed in all three
// languages, compared as sets of stems in any word order): no query's set of stems is that of a query of queries.ts,
// vocabulary-queries.ts or any test-queries*.ts up to the fortieth, nor of another query of this round in its language:
// 0 duplicates. The head of the traffic is worn thin by forty rounds: the drafts were written in six batches and checked
// as they came, some 660 candidates in all, of which 401 were already, so compared, a query of an earlier round (most of
// them word for word or by plural: "kassalar", "skanerlər", «кассы», «весы», "tills", "scanners", "kitchen printers",
// "15 inch till"); all were dropped or rewritten, and a few that passed were left out as not what the catalogue sells
// (a bakery's till in English) or too vague alone («кассовый», "mobile"). 30 of the 144 (az 6, ru 10, en 14) are, so
// compared, a name of worker/search/vocabulary.ts ("ştrixkod", "kassa kompüteri", "stasionar skaner", «ШК», «монтаж»,
// «принтер ценников», "wages", "hr software", "second monitor", "pharmacy till"...), which is allowed: buyers type the
// trade's names.
import {
  A11,
  ACCOUNTING,
  B80,
  BOOKS_BOTH,
  CAFE,
  CAFE_KIT,
  CARE,
  CD405,
  CD410,
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
  LAN_RECEIPT,
  LCD15,
  LP20M,
  LP42T,
  M10,
  M6,
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
  POS_SOFTWARE,
  PRESENTATION,
  PRINTERS,
  QR_SCANNERS,
  RECEIPT,
  RETAIL,
  S10,
  S20,
  S20W,
  SCALES,
  SCANNERS,
  SEAT,
  SHELF_LABELS,
  SHOP_KITS,
  STOCK,
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
  TP90,
  VFD,
  WAREHOUSE_LABELS,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The devices that run Android, as their titles or specifications say: the A11 till and the three data terminals. */
const ANDROID = [A11, M6, M8, M10];
/** The 80 mm receipt printers whose specifications give the paper width (the kitchen one too). */
const EIGHTY_MM = [TP80, TP80W, KITCHEN];

const AZ: TestQuery[] = [
  // One word
  t('az', 'generic', 'kasssa', TOUCH_POS),
  t('az', 'generic', 'prnter', PRINTERS),
  t('az', 'generic', 'sakner', SCANNERS),
  t('az', 'colloquial', 'barkot', SCANNERS),
  t('az', 'generic', 'ştrixkod', SCANNERS),
  t('az', 'generic', 'etket', LABEL),
  inSpecifications(t('az', 'generic', '58mm', [TP58])),
  t('az', 'generic', 'monitr', MONITORS),
  t('az', 'colloquial', 'pulyeşiyi', DRAWERS),
  t('az', 'colloquial', 'siyirmə', DRAWERS),
  t('az', 'no-letters', 'muhasib', BOOKS_BOTH),
  t('az', 'colloquial', 'anbardar', [STOCK]),
  t('az', 'generic', 'istehsalat', [FACTORY]),
  t('az', 'colloquial', 'əczaçı', [PHARMA, T17]),
  t('az', 'regional', 'kofeşop', [CAFE, CAFE_KIT]),
  t('az', 'colloquial', 'idmanzal', [FITNESS]),
  t('az', 'generic', 'servisi', [CARE]),
  t('az', 'plural', 'plansetler', [A11]),
  t('az', 'no-letters', 'programi', [...POS_SOFTWARE, ...ACCOUNTING]),
  t('az', 'official', 'cd-410', [CD410]),
  t('az', 'official', 'lp-42t', [LP42T]),
  t('az', 'official', 'tm-22', [TM22]),
  t('az', 'official', 'm-10', [M10]),
  t('az', 'official', 'ms-15', [MS15]),
  t('az', 'official', 'lcd-15', [LCD15]),
  t('az', 'official', 't-17', [T17]),
  t('az', 'colloquial', 'toxunmatik', [...MONITORS, ...TOUCH_POS]),
  // Two words
  t('az', 'no-letters', 'kassa komputeri', TOUCH_POS),
  t('az', 'no-letters', 'ştrix skaner', SCANNERS),
  t('az', 'colloquial', 'toxunma ekran', MONITORS),
  t('az', 'generic', 'maaş hesablama', [PAYROLL]),
  t('az', 'generic', 'restoran sistemi', [CAFE, CAFE_KIT]),
  t('az', 'generic', 'mobil hesabat', [GO]),
  inSpecifications(t('az', 'generic', 'android terminal', ANDROID)),
  t('az', 'colloquial', 'stiker çapı', LABEL),
  t('az', 'colloquial', 'pul qabı', DRAWERS),
  t('az', 'official', 'stasionar skaner', COUNTER_SCANNERS),
  t('az', 'colloquial', 'kassa qoşulması', [INSTALL]),
  t('az', 'generic', 'terminal dəsti', KITS),
  // Three words
  t('az', 'abbreviation', 'pos kassa dəsti', KITS),
  t('az', 'generic', 'ikinci ekranlı kassa', [T15D]),
  t('az', 'generic', 'çörəkxana üçün kassa', TOUCH_POS),
  inSpecifications(t('az', 'no-letters', 'skaner usb kabelli', [S10, S20])),
  inSpecifications(t('az', 'abbreviation', 'qəbz printeri lan', LAN_RECEIPT)),
  t('az', 'official', 'hesab go tətbiqi', [GO]),
  // Four words
  t('az', 'generic', 'kassa ilə işləməyi öyrətmək', [INSTALL]),
  t('az', 'generic', 'mağaza açmaq üçün avadanlıq', SHOP_KITS),
  t('az', 'generic', '150 kq yer tərəzisi', [MW150]),
];

const RU: TestQuery[] = [
  // One word
  t('ru', 'colloquial', 'кассаппарат', TOUCH_POS),
  t('ru', 'generic', 'терминл', TOUCH_POS),
  t('ru', 'abbreviation', 'шк', SCANNERS),
  t('ru', 'generic', 'сканр', SCANNERS),
  t('ru', 'generic', 'скенер', SCANNERS),
  t('ru', 'colloquial', 'чекопринтер', RECEIPT),
  t('ru', 'generic', 'принетр', PRINTERS),
  t('ru', 'colloquial', 'этикетница', LABEL),
  t('ru', 'plural', 'стикеры', LABEL),
  t('ru', 'colloquial', 'денежник', DRAWERS),
  t('ru', 'official', 'сейфбокс', DRAWERS),
  t('ru', 'colloquial', 'бухпрограмма', BOOKS_BOTH),
  t('ru', 'colloquial', 'зарплатная', [PAYROLL]),
  t('ru', 'regional', 'столовая', [CAFE, CAFE_KIT]),
  t('ru', 'generic', 'фитнесклуб', [FITNESS]),
  t('ru', 'generic', 'монтаж', [INSTALL]),
  t('ru', 'generic', 'манитор', MONITORS),
  t('ru', 'generic', 'дисплэй', DISPLAYS),
  inSpecifications(t('ru', 'generic', 'андроид', ANDROID)),
  t('ru', 'colloquial', 'планшет', [A11]),
  t('ru', 'regional', 'фасовка', [ML30]),
  t('ru', 'official', 'тп90', [TP90]),
  t('ru', 'official', 'сд405', [CD405]),
  t('ru', 'official', 'м8', [M8]),
  t('ru', 'official', 'т22', [T22]),
  t('ru', 'official', 'tm-15', [TM15]),
  t('ru', 'official', 'вьюлайн', [...DISPLAYS, ...MONITORS]),
  // Two words
  inSpecifications(t('ru', 'generic', 'чековый 80', EIGHTY_MM)),
  t('ru', 'generic', 'весы 150', [MW150]),
  t('ru', 'generic', 'комплект кафе', [CAFE_KIT]),
  t('ru', 'generic', 'монитор 22', [TM22]),
  t('ru', 'generic', 'дисплей клиента', DISPLAYS),
  t('ru', 'abbreviation', 'терминалы тсд', DATA_TERMINALS),
  t('ru', 'generic', 'настройка кассы', [INSTALL]),
  t('ru', 'colloquial', 'выезд мастера', [CARE]),
  t('ru', 'official', 'хесаб ритейл', [RETAIL]),
  t('ru', 'official', 'хесаб кафе', [CAFE]),
  t('ru', 'generic', 'термопринтер этикеток', LABEL),
  inSpecifications(t('ru', 'colloquial', 'принтер ценников', SHELF_LABELS)),
  // Three words
  t('ru', 'colloquial', 'касса для шаурмы', [CAFE_KIT, CAFE]),
  t('ru', 'colloquial', 'сканер без провода', WIRELESS_SCANNERS),
  t('ru', 'generic', 'ящик для купюр', DRAWERS),
  t('ru', 'generic', 'приложение для отчетов', [GO]),
  t('ru', 'colloquial', 'касса для ларька', [A11, MARKET_KIT]),
  t('ru', 'colloquial', 'сканер в стол', [B80]),
  // Four words
  t('ru', 'generic', 'весы для мясного отдела', [ML30]),
  t('ru', 'abbreviation', 'сканер штрих кодов usb', SCANNERS),
  inSpecifications(t('ru', 'colloquial', 'весы для овощного ларька', [MS15])),
];

const EN: TestQuery[] = [
  // One word
  t('en', 'generic', 'recipt', RECEIPT),
  t('en', 'generic', 'scannr', SCANNERS),
  t('en', 'generic', 'scannner', SCANNERS),
  t('en', 'generic', 'termnal', TOUCH_POS),
  t('en', 'generic', 'sacles', SCALES),
  t('en', 'generic', 'accouting', BOOKS_BOTH),
  t('en', 'generic', 'invetory', [STOCK]),
  t('en', 'generic', 'dispaly', DISPLAYS),
  t('en', 'colloquial', 'thermal', PRINTERS),
  t('en', 'colloquial', 'labelmaker', LABEL),
  t('en', 'colloquial', 'moneybox', DRAWERS),
  t('en', 'regional', 'wages', [PAYROLL]),
  t('en', 'regional', 'dispensary', [PHARMA, T17]),
  t('en', 'generic', 'hospitality', [CAFE, CAFE_KIT]),
  t('en', 'official', 'seat', [SEAT]),
  t('en', 'colloquial', 'touchmonitor', MONITORS),
  t('en', 'colloquial', 'pole', [VFD]),
  t('en', 'colloquial', 'tablet', [A11]),
  t('en', 'official', 'tp-80w', [TP80W]),
  t('en', 'official', 'lp-20m', [LP20M]),
  t('en', 'official', 'b-80', [B80]),
  t('en', 'official', 's-20w', [S20W]),
  t('en', 'official', 'mp-15', [MP15]),
  t('en', 'official', 't-15d', [T15D]),
  t('en', 'official', 'tm-17', [TM17]),
  t('en', 'official', 'm-6', [M6]),
  inSpecifications(t('en', 'generic', '80mm', EIGHTY_MM)),
  // Two words
  t('en', 'regional', 'till printer', RECEIPT),
  inSpecifications(t('en', 'generic', 'qr reader', QR_SCANNERS)),
  t('en', 'regional', 'cash tray', DRAWERS),
  t('en', 'generic', 'touch display', MONITORS),
  t('en', 'abbreviation', 'hr software', [PAYROLL]),
  t('en', 'generic', 'gym software', [FITNESS]),
  t('en', 'generic', 'support plan', [CARE]),
  t('en', 'colloquial', 'owner app', [GO]),
  t('en', 'colloquial', 'second monitor', DISPLAYS),
  t('en', 'generic', 'stock software', [STOCK]),
  t('en', 'colloquial', 'till setup', [INSTALL]),
  t('en', 'generic', 'scanner stand', PRESENTATION),
  // Three words
  inSpecifications(t('en', 'regional', 'till for pharmacy', PHARMACY_TILLS)),
  inSpecifications(t('en', 'regional', 'card swipe till', [T22])),
  t('en', 'abbreviation', 'shop epos system', [RETAIL, ...SHOP_KITS]),
  t('en', 'generic', 'data collection terminal', DATA_TERMINALS),
  inSpecifications(t('en', 'generic', 'price tag printer', SHELF_LABELS)),
  inSpecifications(t('en', 'abbreviation', 'checkout scale rs232', [MP15])),
  // Four words
  t('en', 'generic', 'label printer for warehouse', WAREHOUSE_LABELS),
  t('en', 'generic', 'accounting for small business', BOOKS_BOTH),
  t('en', 'regional', 'till for a bar', [CAFE, CAFE_KIT]),
];

export const TEST_QUERIES_41: TestQuery[] = [...AZ, ...RU, ...EN];
