// The test half of the search queries, eighteenth round (27 November 2026). The fourteenth round
// (scripts/bench-search/test-queries-14.ts) and those before it had their one run and their misses written in
// docs/search.md; the seventeenth was written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), while another session tuned the engine, to be measured once after its freeze: per language and
// per kind of device, program and service the site sells, the way buyers in Baku (az, ru) and
// English-speaking buyers ask for them: a kind with what it is for or what it has, sizes and capacities,
// colloquial words ("balaca", "santimlik", "usta", "тачскрин", "чекопечатающий", "общепит", "barcode gun",
// "chemist"), plurals, abbreviations (TSD, NKA, ƏDV, ТСД, UHF, PDT, MRP, LAN, VAT), brands used as the name
// of a kind ("zebra style"), typing without the language's own letters, rarely Russian in Latin
// letters, now and then a typo; not copied from the vocabulary's lists nor from the earlier rounds (checked
// with search's normalizer and stemmer only: after folding and dropping function words no query is one of
// theirs, in any word order, even compared by stem, nor a name of worker/search/vocabulary.ts). Each with
// the demo products a buyer using the words would expect, judged from the catalogue's content
// (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers.
// `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests.
// Before any run, the lead took out the one query that, folded and stemmed, equals one of the fifteenth or
// sixteenth rounds (written earlier by other sessions, unseen by this one's writer, and tuned on before it ran).
import {
  A11,
  B80,
  BOOKS_BOTH,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  CD405,
  CD410,
  CD460,
  COUNTER_SCANNERS,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  FIVE_EIGHT,
  GO,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LAN_RECEIPT,
  LCD10,
  LCD15,
  LP20M,
  LP42,
  LP60,
  M10,
  M6,
  M8,
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PHONE_QR,
  POS_SOFTWARE,
  PRESENTATION,
  PRINTER_DRIVEN,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
  S20,
  S20W,
  S30,
  SEAT,
  SHELF_LABELS,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15D,
  T17,
  T22,
  TEN_INCH_CUSTOMER,
  TM15,
  TM17,
  TM22,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  VFD,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The two 80 mm printers for the till with an auto-cutter and a paper width of 80 mm in their specifications. */
const CUTTER_80 = [TP80, TP80W];

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'dərman siyahısı rahat görünən 17 düymlük kassa monobloku', [T17]),
  t('az', 'colloquial', 'qəhvə köşkü üçün içində printeri olan android kassa', [A11]),
  inSpecifications(t('az', 'no-letters', 'restoran ucun boyuk ekranli pos terminal', [T22])),
  inSpecifications(t('az', 'plural', 'Windows-lu 15.6 düymlük POS terminalları', FIFTEEN_INCH_POS)),
  t('az', 'generic', 'müştəri tərəfə ikinci ekranı olan kassa', [T15D]),
  // Data terminals
  inSpecifications(t('az', 'abbreviation', 'yüngül android TSD rəflərdə qiymət yoxlamaq üçün', [M6])),
  t('az', 'colloquial', 'tapança kimi tutulan məlumat toplama terminalı', [M8]),
  t('az', 'plural', 'topdan satış anbarı üçün məlumat toplama terminalları', DATA_TERMINALS),
  // Kits
  t('az', 'generic', 'market açmaq üçün hazır kassa dəsti', SHOP_KITS),
  t('az', 'colloquial', 'iki kassalı supermarket komplekti tərəzi ilə birlikdə', [SUPERMARKET_KIT]),
  t('az', 'no-letters', 'qehve evi ucun kassa avadanligi desti', [CAFE_KIT]),
  // Customer displays
  t('az', 'no-letters', 'kassa yaninda alici ucun ekranlar', DISPLAYS),
  inSpecifications(t('az', 'generic', 'dirək üstündə fırlanan müştəri displeyi', [VFD])),
  t('az', 'generic', 'USB-C ilə qoşulan 10 düymlük müştəri ekranı', [LCD10]),
  // Touch monitors
  inSpecifications(t('az', 'generic', 'mətbəxdə sifariş ekranı üçün 22 düym monitor', [TM22])),
  t('az', 'colloquial', 'kompüterə qoşulan 15 düym sensorlu ekran', [TM15]),
  t('az', 'colloquial', 'barmaqla basılan monitorlar kassa üçün', MONITORS),
  // Receipt printers
  inSpecifications(t('az', 'no-letters', 'kesicili 80mm qebz printeri', CUTTER_80)),
  t('az', 'colloquial', 'balaca çek printeri 58lik', [TP58]),
  inSpecifications(t('az', 'generic', 'benzin doldurma stansiyası üçün 300 mm/s çek printeri', [TP90])),
  t('az', 'generic', 'mətbəxdə yağa davamlı sifariş printeri', [KITCHEN]),
  t('az', 'no-letters', 'simsiz cek printeri telefondan cap ucun', [TP80W]),
  // Label printers
  inSpecifications(t('az', 'generic', 'rəf qiymətlərini çap edən printer', SHELF_LABELS)),
  t('az', 'no-letters', 'uzun omurlu etiketler ucun termotransfer printer', RIBBON),
  // Barcode scanners
  t('az', 'colloquial', 'ucuz 1D barkod oxuyucu', [S10]),
  t('az', 'generic', 'supermarket kassasında masaya gömülən skaner', [B80]),
  t('az', 'plural', 'əlləri boş saxlayan stolüstü skanerlər', PRESENTATION),
  // Cash drawers
  inSpecifications(t('az', 'generic', 'milyon açılışa davamlı supermarket pul qutusu', [CD410, CD460])),
  inSpecifications(t('az', 'no-letters', 'pul qutusu 5 kupyur 8 qepik bolmesi', FIVE_EIGHT)),
  t('az', 'colloquial', 'köşk üçün 33 santimlik pul qutusu', [CD330]),
  // Scales
  inSpecifications(t('az', 'generic', 'ət dükanı üçün qiymət hesablayan tərəzi', [MS15])),
  t('az', 'generic', 'POS terminala birləşdirilən tərəzi', [MP15]),
  t('az', 'no-letters', 'et ve kolbasa reyonu ucun etiketli terezi', [ML30]),
  t('az', 'generic', 'tikinti mağazası üçün 150 kq-lıq döşəmə tərəzisi', [MW150]),
  // Accounting software
  t('az', 'abbreviation', 'ƏDV bəyannaməsi olan mühasibat proqramı', BOOKS_BOTH),
  t('az', 'generic', 'bir neçə mühasibin eyni vaxtda işlədiyi proqram', [BOOKS_BUSINESS]),
  t('az', 'colloquial', 'işçilərin maaşını hesablamaq üçün proqram', [PAYROLL]),
  inSpecifications(t('az', 'generic', 'çörək zavodu üçün resept və xammal uçotu', [FACTORY])),
  // POS software
  t('az', 'generic', 'tikinti materialları mağazası üçün kassa proqramı', [RETAIL]),
  t('az', 'no-letters', 'aptek ucun program', [PHARMA]),
  inSpecifications(t('az', 'colloquial', 'ofisiantlar planşetdən sifariş alsın deyə proqram', [CAFE])),
  inSpecifications(t('az', 'generic', 'rəqs studiyası üçün abunə proqramı', [FITNESS])),
  inSpecifications(t('az', 'abbreviation', 'çekləri vergiyə avtomatik göndərən NKA proqramı', POS_SOFTWARE)),
  // Licences and services
  t('az', 'official', 'ikinci kassa yeri üçün lisenziya', [SEAT]),
  t('az', 'generic', 'sahibkar üçün telefonda satış hesabatı tətbiqi', [GO]),
  t('az', 'colloquial', 'kassa texnikasına 1 illik servis paketi', [CARE]),
  t('az', 'colloquial', 'ustanın gəlib kassanı qurması', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'colloquial', 'сенсорный моноблок для кассы 15 дюймов', FIFTEEN_INCH_POS)),
  t('ru', 'colloquial', 'компактная касса на андроиде с печатью чеков', [A11]),
  t('ru', 'generic', 'двухэкранная касса для минимаркета', [T15D]),
  inSpecifications(t('ru', 'generic', 'мощный сенсорный терминал на core i5', [T22])),
  inSpecifications(t('ru', 'plural', 'POS-терминалы для аптеки', PHARMACY_TILLS)),
  // Data terminals
  t('ru', 'abbreviation', 'ТСД для ревизии на складе', DATA_TERMINALS),
  t('ru', 'colloquial', 'терминал сбора данных с пистолетной рукоятью', [M8]),
  t('ru', 'abbreviation', 'UHF ридер для пересчёта товара по меткам', [M10]),
  t('ru', 'no-letters', 'terminal sbora dannyh', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'готовый комплект оборудования для открытия магазина', SHOP_KITS),
  t('ru', 'colloquial', 'набор для кофейни с кухонным принтером', [CAFE_KIT]),
  t('ru', 'generic', 'оснащение минимаркета на две кассы', [SUPERMARKET_KIT]),
  t('ru', 'plural', 'POS-комплекты с установкой', KITS),
  // Customer displays
  t('ru', 'plural', 'экраны для покупателей на кассе', DISPLAYS),
  t('ru', 'generic', 'экран покупателя 15.6 full hd', [LCD15]),
  inSpecifications(t('ru', 'generic', 'дисплей для клиента с QR-кодом для оплаты', TEN_INCH_CUSTOMER)),
  // Touch monitors
  t('ru', 'colloquial', 'сенсорный монитор к мини-ПК для кассы', MONITORS),
  inSpecifications(t('ru', 'generic', 'влагозащищенный экран для кухни ресторана', [TM22])),
  inSpecifications(t('ru', 'colloquial', 'тачскрин 17 дюймов с динамиками', [TM17])),
  // Receipt printers
  inSpecifications(t('ru', 'colloquial', 'чекопечатающий принтер 80 мм с автообрезкой', CUTTER_80)),
  t('ru', 'generic', 'беспроводной принтер чеков wifi', [TP80W]),
  t('ru', 'generic', 'узкий принтер чеков 58мм для киоска', [TP58]),
  t('ru', 'plural', 'термопринтеры чеков без картриджей', RECEIPT),
  // Label printers
  inSpecifications(t('ru', 'colloquial', 'принтер ценников на полку прямо в торговом зале', SHELF_LABELS)),
  t('ru', 'official', 'термотрансферный принтер этикеток для охлажденки', RIBBON),
  inSpecifications(t('ru', 'generic', 'настольный принтер штрихкодов без риббона', [LP42])),
  // Barcode scanners
  t('ru', 'generic', 'беспроводной сканнер с базой', [S20W]),
  t('ru', 'generic', 'противоударный сканер для склада', [S30]),
  t('ru', 'plural', 'стационарные сканеры для большого потока покупателей', COUNTER_SCANNERS),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'широкий денежный ящик 46 см', [CD460])),
  inSpecifications(t('ru', 'colloquial', 'ящик для денег который сообщает что не закрыт', [CD410])),
  t('ru', 'plural', 'денежные ящики для магазина и кафе', DRAWERS),
  inSpecifications(t('ru', 'colloquial', 'ящик под деньги со съемным лотком', [CD405])),
  // Scales
  t('ru', 'colloquial', 'весы с печатью ценников для супермаркета', [ML30]),
  t('ru', 'colloquial', 'весы-платформа для стройбазы 150 кг', [MW150]),
  // Accounting software
  t('ru', 'generic', 'бухгалтерия для небольшой фирмы', BOOKS_BOTH),
  inSpecifications(t('ru', 'generic', 'бухгалтерия с несколькими филиалами и валютами', [BOOKS_BUSINESS])),
  t('ru', 'colloquial', 'программа для зарплаты и табеля', [PAYROLL]),
  t('ru', 'generic', 'складской учет на несколько складов с минимальными остатками', [STOCK]),
  t('ru', 'generic', 'калькуляция себестоимости партии на мебельной фабрике', [FACTORY]),
  // POS software
  t('ru', 'generic', 'кассовая программа для продуктового магазина', [RETAIL]),
  t('ru', 'generic', 'программа для сети аптек с DataMatrix', [PHARMA]),
  t('ru', 'colloquial', 'программа для общепита со столиками и доставкой', [CAFE]),
  inSpecifications(t('ru', 'generic', 'учет абонементов и турникеты для бассейна', [FITNESS])),
  // Licences and services
  t('ru', 'colloquial', 'докупить лицензию чтобы подключить третью кассу', [SEAT]),
  t('ru', 'generic', 'приложение для владельца магазина на телефон', [GO]),
  t('ru', 'generic', 'выезд специалиста на установку кассы', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'regional', 'all in one till for a small shop', TOUCH_POS),
  t('en', 'generic', 'android pos with a 58mm printer inside for a kiosk', [A11]),
  t('en', 'regional', 'dual screen till for a convenience store', [T15D]),
  // Data terminals
  t('en', 'plural', 'android handheld computers for goods in', DATA_TERMINALS),
  inSpecifications(t('en', 'colloquial', 'long range scanning handheld with a trigger handle', [M8])),
  inSpecifications(t('en', 'abbreviation', 'android pdt with 4g', [M6, M8])),
  // Kits
  t('en', 'colloquial', 'everything to open a small cafe, till and kitchen printer', [CAFE_KIT]),
  t('en', 'plural', 'pos starter kits for retail', SHOP_KITS),
  // Customer displays
  t('en', 'generic', 'screen showing shoppers their basket total', DISPLAYS),
  inSpecifications(t('en', 'generic', '10 inch customer screen usb-c', [LCD10])),
  // Touch monitors
  inSpecifications(t('en', 'generic', 'kitchen display screen ip65', [TM22])),
  t('en', 'plural', 'touchscreen monitors to turn a pc into a till', MONITORS),
  t('en', 'generic', '15 inch touchscreen monitor with vga', [TM15]),
  // Receipt printers
  t('en', 'plural', 'receipt printers that need no ink', RECEIPT),
  t('en', 'generic', 'loud kitchen order printer with a flashing light', [KITCHEN]),
  t('en', 'generic', '58mm recipt printer usb', [TP58]),
  t('en', 'regional', 'fast receipt printer for a petrol station', [TP90]),
  inSpecifications(t('en', 'abbreviation', 'lan receipt printer for a supermarket lane', LAN_RECEIPT)),
  // Label printers
  t('en', 'generic', 'printer for barcode stickers on shoe boxes', LABEL),
  inSpecifications(t('en', 'colloquial', 'zebra style thermal transfer printer', RIBBON)),
  inSpecifications(t('en', 'regional', 'belt clip printer for shelf edge labels', [LP20M])),
  t('en', 'generic', 'desktop label printer with no ribbon for shipping labels', [LP42]),
  inSpecifications(t('en', 'generic', 'metal label printer that runs round the clock', [LP60])),
  // Barcode scanners
  t('en', 'colloquial', 'corded barcode gun for a corner shop', [S10, S20]),
  inSpecifications(t('en', 'generic', 'scanner for qr coupons on customers phones', PHONE_QR)),
  inSpecifications(t('en', 'generic', 'wireless barcode scanner with 50 m range', [S20W])),
  t('en', 'generic', 'flush mount flatbed scanner for supermarket tills', [B80]),
  inSpecifications(t('en', 'plural', 'countertop scanners that scan automatically', PRESENTATION)),
  t('en', 'regional', 'budget 1d scanner for a newsagent', [S10]),
  // Cash drawers
  t('en', 'regional', 'till drawer with a stainless front', [CD460]),
  inSpecifications(t('en', 'generic', 'cash drawer that alerts when left open', [CD410])),
  inSpecifications(t('en', 'plural', 'cash drawers wired to the receipt printer', PRINTER_DRIVEN)),
  inSpecifications(t('en', 'generic', 'cash drawer with removable insert', [CD405])),
  // Scales
  inSpecifications(t('en', 'regional', 'weighing scales for a greengrocer', [MS15])),
  t('en', 'generic', 'butchers counter scale with label printer and plu memory', [ML30]),
  t('en', 'colloquial', 'platform scale for sacks of cement', [MW150]),
  // Accounting software
  t('en', 'abbreviation', 'bookkeeping software with vat returns', BOOKS_BOTH),
  t('en', 'generic', 'networked accounting for several accountants', [BOOKS_BUSINESS]),
  t('en', 'generic', 'payroll software that handles sick pay and holiday pay', [PAYROLL]),
  t('en', 'abbreviation', 'mrp software for a furniture maker', [FACTORY]),
  // POS software
  t('en', 'regional', 'till software for a diy store', [RETAIL]),
  t('en', 'regional', 'chemist till software with a prescription log', [PHARMA]),
  t('en', 'generic', 'cafe pos with a table plan', [CAFE]),
  inSpecifications(t('en', 'generic', 'software for a swimming pool with turnstiles', [FITNESS])),
  // Licences and services
  t('en', 'regional', 'licence for a second checkout lane', [SEAT]),
  t('en', 'generic', 'owner dashboard app for ios', [GO]),
  t('en', 'generic', 'yearly maintenance contract', [CARE]),
  t('en', 'generic', 'pos installation in baku', [INSTALL]),
];

export const TEST_QUERIES_18: TestQuery[] = [...AZ, ...RU, ...EN];
