// The test half of the search queries, thirty-second round (27 November 2026). The thirtieth round
// (scripts/bench-search/test-queries-30.ts) and those before it had their one run and their misses written in
// docs/search.md; the thirty-first was written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), to be measured once after the engine's freeze: per language and per kind of device, program and
// service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind with
// what it is for or what it has, sizes and capacities, colloquial words ("dükan", "piştaxta", "kofe şop", "usta",
// "чековик", "под ключ", "ларёк", "кадровик", "takings", "corner shop", "builders merchant"), plurals,
// abbreviations (TSD, BMHS, ТСД, ИП, ООО, МСФО, МНН, PDA, VFD, VAT, EPOS), brands used as names ("Hesab Care"),
// typing without the language's own letters, rarely Russian in Latin letters, now and then a typo; not copied from the
// vocabulary's lists nor from the earlier rounds (checked with search's normalizer and stemmer only: after
// folding and dropping function words no query is one of theirs, in any word order, even compared by stem, nor
// a name of worker/search/vocabulary.ts). Each with the demo products a buyer using the words would expect,
// judged from the catalogue's content (reference-api/seed: titles, categories, specifications, descriptions),
// not from search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue
// and on scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests. Of the first 172 drafts, 82 were already, so folded,
// a query of an earlier round (most of them word for word) or a name of the vocabulary: 81 were rewritten (9 of
// them twice) and one dropped; 30 more were then left out to keep about 45 per language. Before any run the lead
// took out the two queries the thirty-first round's writer wrote alike («чековик 80 мм с обрезчиком», «промышленный
// термотрансферный принтер этикеток»), so each counts once.
import {
  A11,
  B80,
  BATCHES,
  BOOKS_BOTH,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  CD405,
  CD410,
  CD460,
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
  LABEL,
  LCD15,
  LP20M,
  LP42,
  M10,
  M6,
  M8,
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  P50,
  P70,
  PAYROLL,
  PHARMA,
  PHONE_QR,
  PRESENTATION,
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
  TP80W,
  TP90,
  VFD,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'əczaxana kassası üçün 17 düymlük monoblok', [T17]),
  t('az', 'colloquial', 'çayxana üçün çek çıxaran planşet kassa', [A11]),
  t('az', 'no-letters', 'alici ucun ikinci ekrani olan pos aparati', [T15D]),
  inSpecifications(t('az', 'generic', 'Full HD ekranlı 15.6" kassa monobloku', FIFTEEN_INCH_POS)),
  // Data terminals
  t('az', 'abbreviation', 'mal qəbulu və inventar üçün TSD aparatları', DATA_TERMINALS),
  inSpecifications(t('az', 'generic', 'yuxarı rəflərdəki barkodu 10 metrdən oxuyan terminal', [M8])),
  t('az', 'generic', 'geyim mağazasında RFID etiketləri sayan cihaz', [M10]),
  inSpecifications(t('az', 'no-letters', 'yungul android terminal qiymet yoxlamaq ucun', [M6])),
  // Kits
  t('az', 'colloquial', 'dükan açmaq üçün lazım olan hər şey bir dəstdə', SHOP_KITS),
  t('az', 'colloquial', 'kofe şop açıram, kassa və mətbəx printeri birlikdə lazımdır', [CAFE_KIT]),
  // Customer displays
  t('az', 'generic', 'müştəriyə məbləği göstərən tablo', DISPLAYS),
  inSpecifications(t('az', 'colloquial', 'bankın QR kodunu alıcıya göstərən ekran', TEN_INCH_CUSTOMER)),
  inSpecifications(t('az', 'no-letters', 'ayaq uzerinde 2 setirli musteri displeyi', [VFD])),
  // Touch monitors
  t('az', 'plural', 'kompüter üçün sensorlu monitorlar', MONITORS),
  inSpecifications(t('az', 'generic', 'mətbəx sifarişləri üçün divara asılan böyük sensor ekran', [TM22])),
  // Receipt printers
  t('az', 'no-letters', 'ucuz 58mm cek printeri', [TP58]),
  inSpecifications(t('az', 'generic', 'saniyədə 300 mm çap edən qəbz printeri', [TP90])),
  t('az', 'colloquial', 'aşpaz üçün səs salan sifariş printeri', [KITCHEN]),
  // Label printers
  t('az', 'colloquial', 'ştrixkod stikeri çıxaran printer', LABEL),
  t('az', 'colloquial', 'mağaza zalında qiymət etiketi çap etmək üçün daşınan printer', [LP20M]),
  inSpecifications(t('az', 'generic', 'günəşdə solmayan etiketlər üçün printer', RIBBON)),
  // Barcode scanners
  t('az', 'plural', 'ştrix kod oxuyan əl skanerləri', HANDHELD),
  inSpecifications(t('az', 'generic', 'müştərinin telefonundakı kuponu oxuyan barkod skaneri', PHONE_QR)),
  t('az', 'colloquial', 'şaxtada da işləyən möhkəm barkod skaneri', [S30]),
  t('az', 'generic', 'ağır kisələri arabadan çıxarmadan oxumaq üçün simsiz skaner', [S20W]),
  t('az', 'colloquial', 'kassa masasının içinə oturan skaner', [B80]),
  inSpecifications(t('az', 'generic', 'butik kassası üçün kompakt stolüstü skaner', [P50])),
  // Cash drawers
  inSpecifications(t('az', 'generic', 'tütün köşkü üçün 4 kupyurluq pul qutusu', [CD330])),
  inSpecifications(t('az', 'generic', 'supermarket kassası üçün kürəcikli pul qutusu', [CD410])),
  inSpecifications(t('az', 'colloquial', 'növbənin sonunda kaseti çıxarıb pulu saymaq olan qutu', [CD405])),
  // Scales
  t('az', 'no-letters', 'meyve-terevez saticisi ucun qiymet hesablayan terezi', [MS15]),
  t('az', 'generic', 'POS sistemə USB ilə bağlanan tərəzi', [MP15]),
  t('az', 'generic', 'un kisələrini çəkmək üçün platforma tərəzisi', [MW150]),
  t('az', 'generic', 'pendir və kolbasa piştaxtası üçün barkod etiketli tərəzi', [ML30]),
  // Accounting software
  t('az', 'colloquial', 'kiçik firma üçün mühasibat proqramı', BOOKS_BOTH),
  inSpecifications(t('az', 'abbreviation', 'BMHS hesabatı verən mühasibat proqramı', [BOOKS_BUSINESS])),
  inSpecifications(t('az', 'colloquial', 'işçilərin tabelini və bülletenlərini aparan proqram', [PAYROLL])),
  t('az', 'no-letters', 'bir nece anbar ucun anbar ucotu programi', [STOCK]),
  t('az', 'generic', 'çörək sexi üçün istehsal uçotu proqramı', [FACTORY]),
  // POS software
  t('az', 'generic', 'elektronika mağazası üçün satış proqramı', [RETAIL]),
  inSpecifications(t('az', 'generic', 'dərmanların son istifadə tarixinə nəzarət proqramı', BATCHES)),
  inSpecifications(t('az', 'generic', 'fast-food üçün sifariş və çatdırılma proqramı', [CAFE])),
  t('az', 'no-letters', 'hovuz ve fitnes klubu ucun abonement proqrami', [FITNESS]),
  // Licences and services
  t('az', 'generic', 'ikinci kassanı eyni bazaya qoşmaq üçün lisenziya', [SEAT]),
  t('az', 'colloquial', 'satışı telefondan izləmək üçün tətbiq', [GO]),
  t('az', 'generic', 'kassa avadanlığına il boyu texniki dəstək', [CARE]),
  t('az', 'colloquial', 'kassa proqramını qurub işçiləri öyrədən usta', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'colloquial', 'касса-моноблок с экраном 5:4 для аптеки', [T17])),
  t('ru', 'generic', 'андроид-касса со встроенным принтером для кофейни', [A11]),
  t('ru', 'generic', 'касса с дополнительным дисплеем для клиента', [T15D]),
  inSpecifications(t('ru', 'generic', 'большой сенсорный моноблок с картридером для ресторана', [T22])),
  t('ru', 'no-letters', 'sensornyi kassovyi terminal', TOUCH_POS),
  // Data terminals
  t('ru', 'abbreviation', 'ТСД с пистолетной ручкой для склада', [M8]),
  t('ru', 'generic', 'ТСД для радиочастотных меток в книжном магазине', [M10]),
  t('ru', 'plural', 'терминалы для приёмки и инвентаризации на складе', DATA_TERMINALS),
  // Kits
  t('ru', 'colloquial', 'всё для открытия магазина: касса, сканер, ящик и принтер', SHOP_KITS),
  t('ru', 'generic', 'готовый набор кассового оборудования для кофейни или ресторана', [CAFE_KIT]),
  t('ru', 'colloquial', 'два кассовых места под ключ для супермаркета', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('ru', 'generic', 'табло покупателя на две строки по 20 символов', [VFD])),
  t('ru', 'generic', 'второй экран для кассы 10 дюймов', TEN_INCH_CUSTOMER),
  t('ru', 'plural', 'покупательские дисплеи на кассу', DISPLAYS),
  // Touch monitors
  t('ru', 'generic', 'сенсорный монитор 15 дюймов с VGA', [TM15]),
  t('ru', 'plural', 'тач-мониторы для POS-системы', MONITORS),
  // Receipt printers
  t('ru', 'generic', 'кухонный принтер со звуковым сигналом', [KITCHEN]),
  t('ru', 'no-letters', 'printer chekov 58 mm', [TP58]),
  // Label printers
  t('ru', 'colloquial', 'принтер для печати штрихкодов на наклейках', LABEL),
  t('ru', 'generic', 'портативный принтер этикеток с аккумулятором и bluetooth', [LP20M]),
  // Barcode scanners
  t('ru', 'colloquial', 'дешевый сканер штрихкодов для ларька', [S10]),
  t('ru', 'generic', '2D сканер для маркировки лекарств', [S20]),
  t('ru', 'generic', 'сканер штрихкодов без провода с радиобазой', [S20W]),
  t('ru', 'generic', 'защищенный сканер для морозильных камер', [S30]),
  inSpecifications(t('ru', 'colloquial', 'сканер который сам считывает товар на прилавке', PRESENTATION)),
  t('ru', 'generic', 'сканер, врезанный в прилавок, с сапфировым стеклом', [B80]),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'узкий кассовый ящик 33 см', [CD330])),
  inSpecifications(t('ru', 'generic', 'денежный ящик с замком на три положения', [CD405])),
  // Scales
  t('ru', 'colloquial', 'весы с ценой за кило для рыночного прилавка', [MS15]),
  t('ru', 'colloquial', 'весы для кассы, чтобы вес сразу шёл в чек', [MP15]),
  t('ru', 'colloquial', 'весы-этикетировщик для гастрономии', [ML30]),
  t('ru', 'generic', 'платформенные весы для мешков с цементом', [MW150]),
  // Accounting software
  t('ru', 'abbreviation', 'бухгалтерия для ИП и небольшого ООО', BOOKS_BOTH),
  inSpecifications(t('ru', 'abbreviation', 'бухучет по МСФО для нескольких пользователей', [BOOKS_BUSINESS])),
  t('ru', 'colloquial', 'программа табеля и отпускных для кадровика', [PAYROLL]),
  t('ru', 'generic', 'программа для склада с терминалами сбора данных', [STOCK]),
  inSpecifications(t('ru', 'generic', 'программа для цеха: нормы сырья и техкарты', [FACTORY])),
  // POS software
  t('ru', 'generic', 'программа для магазина стройматериалов и хозтоваров', [RETAIL]),
  t('ru', 'abbreviation', 'програма для аптечной сети с поиском по МНН', [PHARMA]),
  t('ru', 'colloquial', 'программа для ресторана с планом зала', [CAFE]),
  t('ru', 'colloquial', 'учёт клубных карт в тренажёрном зале', [FITNESS]),
  // Licences and services
  t('ru', 'colloquial', 'ключ на ещё одно рабочее место кассира', [SEAT]),
  t('ru', 'colloquial', 'приложение чтобы смотреть продажи с телефона', [GO]),
  t('ru', 'colloquial', 'продлить Hesab Care ещё на год', [CARE]),
  t('ru', 'generic', 'обучение кассиров и настройка оборудования', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  inSpecifications(t('en', 'regional', 'chemist till with a 5:4 screen', [T17])),
  t('en', 'regional', 'all in one android till for a food truck', [A11]),
  t('en', 'generic', 'touchscreen pos with a customer facing screen', [T15D]),
  inSpecifications(t('en', 'generic', 'core i5 pos terminal with a card swipe', [T22])),
  // Data terminals
  t('en', 'plural', 'handheld terminals for stock taking', DATA_TERMINALS),
  inSpecifications(t('en', 'generic', 'keypad handheld terminal for warehouse pickers wearing gloves', [M8])),
  inSpecifications(t('en', 'abbreviation', 'lightweight android pda for price checks', [M6])),
  // Kits
  t('en', 'regional', 'complete epos package for a corner shop', SHOP_KITS),
  t('en', 'generic', 'till system for a small restaurant including a kitchen printer', [CAFE_KIT]),
  t('en', 'generic', 'two lane supermarket kit with a scale', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'abbreviation', 'two line vfd display for a shop counter', [VFD]),
  inSpecifications(t('en', 'generic', 'customer screen that shows a qr code to pay by phone', TEN_INCH_CUSTOMER)),
  inSpecifications(t('en', 'generic', 'full hd second screen for customers at a fast food counter', [LCD15])),
  // Touch monitors
  inSpecifications(t('en', 'generic', 'touch monitor for a goods in desk with built in speakers', [TM17])),
  inSpecifications(t('en', 'colloquial', 'waterproof kitchen screen for orders', [TM22])),
  t('en', 'plural', 'touch monitors for a mini pc', MONITORS),
  // Receipt printers
  t('en', 'colloquial', 'basic usb receipt printer for a kiosk, 58mm paper', [TP58]),
  t('en', 'generic', 'wifi and bluetooth receipt printer for a terrace', [TP80W]),
  t('en', 'colloquial', 'kitchen ticket printer that beeps', [KITCHEN]),
  inSpecifications(t('en', 'generic', 'receipt printer with a presenter and big rolls', [TP90])),
  t('en', 'plural', 'thermal reciept printers for shops', RECEIPT),
  // Label printers
  inSpecifications(t('en', 'generic', 'shelf edge price tag printer', SHELF_LABELS)),
  inSpecifications(t('en', 'generic', 'ribbon label printer for cosmetics labels', RIBBON)),
  t('en', 'plural', 'barcode sticker printers for a small warehouse', LABEL),
  inSpecifications(t('en', 'generic', 'direct thermal printer for shipping labels', [LP42])),
  // Barcode scanners
  t('en', 'regional', 'usb barcode reader for a small shop', [S10, S20]),
  t('en', 'regional', 'wireless scanner for heavy sacks left in the trolley', [S20W]),
  inSpecifications(t('en', 'generic', 'countertop scanner that reads by itself for a boutique', PRESENTATION)),
  t('en', 'generic', 'flush mounted scanner with sapphire glass', [B80]),
  inSpecifications(t('en', 'generic', 'omnidirectional scanner for a busy checkout', [P70, B80])),
  // Cash drawers
  t('en', 'generic', 'heavy duty till drawer for a supermarket', [CD410]),
  inSpecifications(t('en', 'generic', 'wide cash drawer that works without a printer', [CD460])),
  t('en', 'plural', 'cash drawers for shops and cafes', DRAWERS),
  // Scales
  t('en', 'regional', 'greengrocer scales with price per kilo', [MS15]),
  t('en', 'generic', 'checkout scale that sends the weight to the till', [MP15]),
  t('en', 'generic', 'deli counter scale that prints labels', [ML30]),
  t('en', 'regional', 'platform weighing scale for a builders merchant', [MW150]),
  // Accounting software
  t('en', 'abbreviation', 'accounts software for a sole trader with vat returns', BOOKS_BOTH),
  t('en', 'generic', 'payroll and personnel records for up to 100 staff', [PAYROLL]),
  inSpecifications(t('en', 'generic', 'stock control with expiry dates and batches', BATCHES)),
  t('en', 'generic', 'cost accounting for a food manufacturer', [FACTORY]),
  // POS software
  t('en', 'regional', 'till software for a clothing boutique', [RETAIL]),
  t('en', 'generic', 'restaurant pos software with split bills', [CAFE]),
  inSpecifications(t('en', 'generic', 'swim school membership and turnstile software', [FITNESS])),
  // Licences and services
  t('en', 'generic', 'licence to add another till', [SEAT]),
  t('en', 'colloquial', 'app to check the takings from my phone', [GO]),
  t('en', 'generic', 'annual support plan for pos hardware', [CARE]),
  t('en', 'regional', 'engineer visit to install the till and train staff', [INSTALL]),
];

export const TEST_QUERIES_32: TestQuery[] = [...AZ, ...RU, ...EN];
