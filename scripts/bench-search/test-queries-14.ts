// The test half of the search queries, fourteenth round (27 November 2026). The twelfth round
// (scripts/bench-search/test-queries-12.ts) had its one run and its misses written in docs/search.md; the
// thirteenth was written at the same time as this one by another session, neither seeing the other's. These
// were written by a session that did not tune the engine and never ran them (nor any search on them), while
// another session tuned the engine, to be measured once after its freeze: per language and per kind of
// device, program and service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers
// ask for them: a kind with what it is for or what it has, sizes and capacities, colloquial words
// ("komplekt", "yeşik", "tablo", "чековик", "нержавейка", "тач", "docket printer", "scan gun", "rota"),
// plurals, abbreviations (TSD, RFID, AZS, POS, ТСД, ИП, KDS, VFD, EPOS, BOM, RJ11), brands used as
// the name of a kind ("CAS tipli tərəzi", "аналог r_keeper", "Sage alternative", "андроид касса"), typing
// without the language's own letters, rarely Russian in Latin letters, now and then a typo; not copied
// from the vocabulary's lists nor from the earlier rounds (checked with search's normalizer only: after
// folding and dropping function words no query is one of theirs, in any word order, even compared by
// stem, nor a name of worker/search/vocabulary.ts). Each with the demo products a buyer using the words
// would expect, judged from the catalogue's content (reference-api/seed: titles, categories,
// specifications, descriptions), not from search's answers. `npm run bench:search` reports them (recall
// at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out
// the queries whose answer only the specifications or descriptions hold). Not asserted in tests.
import {
  A11,
  B80,
  BOOKS_BOTH,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  CD330,
  CD410,
  CD460,
  COUNTER_SCANNERS,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FITNESS,
  GO,
  HANDHELD,
  HANDHELD_2D,
  INSTALL,
  KITCHEN,
  LABEL,
  LCD10,
  LCD15,
  LP20M,
  M10,
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
  PRESENTATION,
  PRINTER_DRIVEN,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
  SEAT,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15D,
  T17,
  T22,
  TEN_INCH_CUSTOMER,
  TM17,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TP90,
  VFD,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The 80 mm printers by model number (TP-80, its Wi-Fi version and the kitchen one). */
const EIGHTY_MM = [TP80, TP80W, KITCHEN];

const AZ: TestQuery[] = [
  // POS terminals
  inSpecifications(t('az', 'generic', 'böyük supermarket üçün 21 düymlük kassa terminalı', [T22])),
  t('az', 'colloquial', 'içində çek printeri olan balaca kassa', [A11]),
  t('az', 'no-letters', 'iki ekranli kassa aparati', [T15D]),
  t('az', 'plural', 'toxunma ekranlı kassa aparatları', TOUCH_POS),
  inSpecifications(t('az', 'generic', 'dərman satışı üçün kassa monobloku', PHARMACY_TILLS)),
  // Data terminals
  t('az', 'abbreviation', 'anbar sayımı üçün TSD', DATA_TERMINALS),
  t('az', 'abbreviation', 'geyim mağazası üçün RFID oxuyucu', [M10]),
  inSpecifications(t('az', 'no-letters', 'mal qebulu ve inventar ucun terminallar', DATA_TERMINALS)),
  // Kits
  t('az', 'generic', 'yeni mağaza açmaq üçün kassa avadanlığı dəsti', SHOP_KITS),
  t('az', 'colloquial', 'kafe üçün kassa komplekti mətbəx printeri ilə', [CAFE_KIT]),
  // Customer displays
  t('az', 'generic', 'alıcıya məbləği göstərən ekran', DISPLAYS),
  inSpecifications(t('az', 'generic', 'terminalın arxasına taxılan kiçik alıcı ekranı', [LCD10])),
  t('az', 'no-letters', 'musteri ekrani 15.6 duym full hd', [LCD15]),
  inSpecifications(t('az', 'colloquial', 'ayaqlı müştəri tablosu', [VFD])),
  // Touch monitors
  t('az', 'plural', 'kassa kompüteri üçün toxunmatik monitorlar', MONITORS),
  t('az', 'no-letters', '17 duymluk sensor ekran', [TM17, T17]),
  // Receipt printers
  t('az', 'colloquial', 'ensiz lentli çek printeri 58', [TP58]),
  t('az', 'no-letters', 'wifi cek printeri', [TP80W]),
  t('az', 'generic', 'sifarişi mətbəxə çıxaran printer', [KITCHEN]),
  t('az', 'plural', '80 mm-lik qəbz printerləri', EIGHTY_MM),
  t('az', 'abbreviation', 'AZS üçün yüksək sürətli çek printeri', [TP90]),
  // Label printers
  t('az', 'colloquial', 'barkod stikeri çıxaran aparat', LABEL),
  t('az', 'plural', 'termotransfer etiket printerləri', RIBBON),
  inSpecifications(t('az', 'colloquial', 'rəfin yanında qiymət etiketi çıxaran cib printeri', [LP20M])),
  // Barcode scanners
  t('az', 'colloquial', 'kassa üçün barkod tapançası', HANDHELD),
  inSpecifications(t('az', 'generic', 'telefondan QR kodu oxuyan skaner', PHONE_QR)),
  t('az', 'colloquial', 'kabelsiz barkod oxuyucu', WIRELESS_SCANNERS),
  t('az', 'generic', 'masanın içinə yerləşdirilən barkod skaneri', [B80]),
  t('az', 'plural', 'stasionar barkod skanerləri', COUNTER_SCANNERS),
  // Cash drawers
  t('az', 'colloquial', 'dəmir pul yeşikləri', DRAWERS),
  t('az', 'generic', '33 sm enində kompakt pul qutusu', [CD330]),
  inSpecifications(t('az', 'generic', 'açıq qalanda xəbər verən sensorlu pul qutusu', [CD410])),
  inSpecifications(t('az', 'no-letters', 'printerle acilan pul qutusu', PRINTER_DRIVEN)),
  // Scales
  inSpecifications(t('az', 'colloquial', 'bazarda göyərti satmaq üçün kilo tərəzisi', [MS15])),
  t('az', 'generic', 'barkodlu etiket verən tərəzi', [ML30]),
  t('az', 'no-letters', 'agir yukler ucun platforma terezisi', [MW150]),
  t('az', 'abbreviation', 'kassaya qoşulan POS tərəzi', [MP15]),
  t('az', 'colloquial', 'CAS tipli ticarət tərəzisi', [MS15]),
  // Accounting software
  t('az', 'generic', 'fərdi sahibkar üçün mühasibat uçotu proqramı', BOOKS_BOTH),
  t('az', 'generic', 'filiallar üçün çox istifadəçili mühasibatlıq', [BOOKS_BUSINESS]),
  t('az', 'colloquial', 'maaş hesablayan proqram', [PAYROLL]),
  t('az', 'no-letters', 'sklad ucotu programi', [STOCK]),
  t('az', 'generic', 'istehsalatda xammal və maya dəyəri hesablanması', [FACTORY]),
  // POS software
  t('az', 'generic', 'geyim mağazası üçün kassa porqramı', [RETAIL]),
  inSpecifications(t('az', 'generic', 'dərmanların son istifadə tarixini izləyən proqram', [PHARMA])),
  t('az', 'colloquial', 'qəhvəxana üçün sifariş proqramı', [CAFE]),
  t('az', 'generic', 'hovuz və fitnes mərkəzi üçün proqram', [FITNESS]),
  // Licences and services
  t('az', 'generic', 'yeni kassa üçün əlavə lisenziya', [SEAT]),
  t('az', 'colloquial', 'satışları telefonda göstərən tətbiq', [GO]),
  t('az', 'no-letters', 'kassa avadanliginin il boyu servisi', [CARE]),
  t('az', 'generic', 'kassirlər üçün təlim və quraşdırma xidməti', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'plural', 'кассовые аппараты с сенсорным экраном', TOUCH_POS),
  t('ru', 'colloquial', 'андроид касса с принтером чеков', [A11]),
  inSpecifications(t('ru', 'generic', 'pos терминал 21,5 дюйма для ресторана', [T22])),
  inSpecifications(t('ru', 'generic', 'касса с экраном покупателя на 10 дюймов', TEN_INCH_CUSTOMER)),
  t('ru', 'generic', 'моноблок 17 дюймов 5:4 для кассы', [T17]),
  // Data terminals
  inSpecifications(t('ru', 'abbreviation', 'тсд с клавиатурой для работы в перчатках', [M8])),
  t('ru', 'colloquial', 'рфид считыватель для инвентаризации одежды', [M10]),
  t('ru', 'official', 'терминалы сбора данных для инвентаризации', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'готовое решение для открытия магазина', SHOP_KITS),
  t('ru', 'generic', 'комплект кассового оборудования для кофейни', [CAFE_KIT]),
  // Customer displays
  t('ru', 'abbreviation', 'vfd табло покупателя на стойке', [VFD]),
  t('ru', 'colloquial', 'второй монитор для покупателя', DISPLAYS),
  t('ru', 'generic', 'экран покупателя 15 дюймов full hd', [LCD15]),
  // Touch monitors
  t('ru', 'colloquial', 'тач монитор 17 дюмов', [TM17]),
  t('ru', 'plural', 'сенсорные мониторы для pos систем', MONITORS),
  // Receipt printers
  t('ru', 'colloquial', 'термопринтер чеков 58мм', [TP58]),
  inSpecifications(t('ru', 'colloquial', 'чековик 80 мм с обрезкой', EIGHTY_MM)),
  t('ru', 'generic', 'принтер чеков по wifi для летней террасы', [TP80W]),
  t('ru', 'plural', 'кухонные принтеры для ресторана', [KITCHEN]),
  inSpecifications(t('ru', 'generic', 'принтер чеков с презентером для киоска самообслуживания', [TP90])),
  // Label printers
  t('ru', 'colloquial', 'термопринтер наклеек со штрихкодом', LABEL),
  inSpecifications(t('ru', 'colloquial', 'риббонный принтер для стойких этикеток', RIBBON)),
  t('ru', 'generic', 'переносной принтер ценников с bluetooth', [LP20M]),
  // Barcode scanners
  t('ru', 'colloquial', 'сканер штрихкода 1д usb', [S10]),
  inSpecifications(t('ru', 'official', 'ручной имиджер', HANDHELD_2D)),
  t('ru', 'plural', 'сканеры штрихкода без шнура', WIRELESS_SCANNERS),
  t('ru', 'colloquial', 'сканер в кассовый стол', [B80]),
  t('ru', 'colloquial', 'сканер-подставка для быстрой кассы', PRESENTATION),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'денежный ящик под чековый принтер', PRINTER_DRIVEN)),
  t('ru', 'generic', 'узкий денежный ящик 33 см', [CD330]),
  t('ru', 'colloquial', 'денежный ящик нержавейка 460', [CD460]),
  t('ru', 'generic', 'усиленный ящик для купюр для гипермаркета', [CD410]),
  t('ru', 'no-letters', 'denezhnyj yaschik dlya kassy', DRAWERS),
  // Scales
  inSpecifications(t('ru', 'generic', 'весы с расчетом стоимости для овощей', [MS15])),
  t('ru', 'generic', 'весы с печатью этикеток для мясного отдела', [ML30]),
  t('ru', 'generic', 'весы для склада до 150 кг', [MW150]),
  t('ru', 'generic', 'весы с передачей веса в кассовую программу', [MP15]),
  // Accounting software
  t('ru', 'abbreviation', 'бухгалтерская программа для ИП и малого бизнеса', BOOKS_BOTH),
  t('ru', 'generic', 'сетевая бухгалтерия на 5 пользователей', [BOOKS_BUSINESS]),
  t('ru', 'generic', 'кадровый учет и табель рабочего времени', [PAYROLL]),
  t('ru', 'generic', 'программа складского учета с серийными номерами', [STOCK]),
  t('ru', 'generic', 'учет производства по рецептурам', [FACTORY]),
  // POS software
  t('ru', 'generic', 'программа для кассы в бутике одежды', [RETAIL]),
  t('ru', 'colloquial', 'софт для аптеки с учетом сроков годности', [PHARMA]),
  t('ru', 'abbreviation', 'программа для ресторана с kds', [CAFE]),
  t('ru', 'colloquial', 'аналог r_keeper для кофейни', [CAFE]),
  t('ru', 'generic', 'программа для тренажерного зала с турникетами', [FITNESS]),
  // Licences and services
  t('ru', 'colloquial', 'подключить еще одно кассовое место', [SEAT]),
  t('ru', 'generic', 'приложение для контроля продаж с телефона', [GO]),
  t('ru', 'generic', 'сервисное обслуживание кассового оборудования', [CARE]),
  t('ru', 'generic', 'обучение кассиров работе с программой', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', 'cash register with a touchscreen', TOUCH_POS),
  t('en', 'generic', 'android pos with built in printer', [A11]),
  t('en', 'generic', 'pos with a second screen facing the customer', [T15D]),
  inSpecifications(t('en', 'regional', 'epos terminal with a 21.5" screen', [T22])),
  inSpecifications(t('en', 'plural', 'touch pos terminals for pharmacies', PHARMACY_TILLS)),
  // Data terminals
  t('en', 'regional', 'handheld terminal for stocktaking', DATA_TERMINALS),
  t('en', 'colloquial', 'rfid gun for a clothing store', [M10]),
  t('en', 'generic', 'pistol grip mobile computer', [M8]),
  // Kits
  t('en', 'regional', 'complete epos system for a shop', SHOP_KITS),
  t('en', 'generic', 'coffee shop pos bundle with a kitchen printer', [CAFE_KIT]),
  t('en', 'generic', 'two till supermarket package', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'abbreviation', 'vfd pole display for the counter', [VFD]),
  inSpecifications(t('en', 'generic', 'customer display that mounts on the back of the till', [LCD10])),
  t('en', 'colloquial', 'screen so shoppers can see the price', DISPLAYS),
  // Touch monitors
  t('en', 'plural', 'touch screen monitors for tills', MONITORS),
  t('en', 'generic', '17 inch touchscreen for a pc', [TM17]),
  // Receipt printers
  t('en', 'generic', 'usb receipt printer for 58 mm paper', [TP58]),
  t('en', 'colloquial', 'wifi till printer', [TP80W]),
  t('en', 'generic', 'order printer for the kitchen with a buzzer', [KITCHEN]),
  t('en', 'generic', 'fastest receipt printer for busy checkouts', [TP90]),
  t('en', 'regional', 'docket printers for retail', RECEIPT),
  // Label printers
  t('en', 'colloquial', 'printer for barcode stickers and price tags', LABEL),
  t('en', 'plural', 'thermal transfer printers', RIBBON),
  inSpecifications(t('en', 'generic', 'belt clip label printer with bluetooth', [LP20M])),
  // Barcode scanners
  t('en', 'colloquial', 'scan gun for a corner shop', HANDHELD),
  inSpecifications(t('en', 'generic', 'qr scanner for mobile payment codes', PHONE_QR)),
  t('en', 'colloquial', 'barcode guns without a cable', WIRELESS_SCANNERS),
  t('en', 'generic', 'omnidirectional scanner built into the counter', [B80]),
  t('en', 'plural', 'countertop presentation scanners', PRESENTATION),
  // Cash drawers
  t('en', 'plural', 'metal cash drawers for shops', DRAWERS),
  t('en', 'generic', 'compact cash drawer 330mm', [CD330]),
  t('en', 'generic', 'cash drawer with a stainless front', [CD460]),
  inSpecifications(t('en', 'abbreviation', 'rj11 cash drawer', PRINTER_DRIVEN)),
  // Scales
  t('en', 'generic', 'weighing scale that works out the price', [MS15]),
  t('en', 'plural', 'label printing scales for deli counters', [ML30]),
  t('en', 'regional', 'scale that plugs into the epos', [MP15]),
  t('en', 'regional', 'floor scale 150 kg', [MW150]),
  // Accounting software
  t('en', 'generic', 'accounting software for a small company', BOOKS_BOTH),
  t('en', 'colloquial', 'sage alternative for a sole trader', BOOKS_BOTH),
  t('en', 'generic', 'multi branch accounting for 5 users', [BOOKS_BUSINESS]),
  t('en', 'colloquial', 'staff rota and payroll', [PAYROLL]),
  t('en', 'generic', 'stock control software with barcode scanning', [STOCK]),
  inSpecifications(t('en', 'abbreviation', 'bom software for manufacturers', [FACTORY])),
  // POS software
  t('en', 'regional', 'epos software for a clothes shop', [RETAIL]),
  t('en', 'regional', 'pharmacy epos with batch tracking', [PHARMA]),
  t('en', 'generic', 'restaurant till software with split bills', [CAFE]),
  inSpecifications(t('en', 'regional', 'leisure centre membership and class booking', [FITNESS])),
  // Licences and services
  t('en', 'regional', 'licence to add another register', [SEAT]),
  t('en', 'generic', 'phone app to watch sales and stock', [GO]),
  t('en', 'generic', 'pos support plan', [CARE]),
  t('en', 'generic', 'onsite setup and staff trainning', [INSTALL]),
];

export const TEST_QUERIES_14: TestQuery[] = [...AZ, ...RU, ...EN];
