// The test half of the search queries, twenty-second round (27 November 2026). The twentieth round
// (scripts/bench-search/test-queries-20.ts) and those before it had their one run and their misses written in
// docs/search.md; the twenty-first was written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), while another session tuned the engine, to be measured once after its freeze: per language and
// per kind of device, program and service the site sells, the way buyers in Baku (az, ru) and
// English-speaking buyers ask for them: a kind with what it is for or what it has, sizes and capacities,
// colloquial words ("tapança", "çek vuran", "чековик", "качалка", "ларёк", "till roll", "takings", "boutique"),
// plurals, abbreviations (TSD, MMC, VFD, ТСД, KDS, FIFO, PLU, RFID, IFRS, EPOS), typing without the language's own
// letters, rarely Russian in Latin letters, now and then a typo; not copied from the vocabulary's lists nor
// from the earlier rounds (checked with search's normalizer and stemmer only: after folding and dropping
// function words no query is one of theirs, in any word order, even compared by stem, nor a name of
// worker/search/vocabulary.ts). Each with the demo products a buyer using the words would expect, judged
// from the catalogue's content (reference-api/seed: titles, categories, specifications, descriptions), not
// from search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and
// on scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests. Two queries the twenty-first round's writer wrote
// word for word too («RFID etiketləri uzaqdan oxuyan TSD», «андроид касса со встроенным чековиком», expecting the
// same products) were taken out here by the lead before any run, so the two rounds together count each once.
import {
  A11,
  B80,
  BOOKS,
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
  EIGHT_COINS,
  FACTORY,
  FITNESS,
  FIVE_EIGHT,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LAN_RECEIPT,
  LCD10,
  LP20M,
  LP60,
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
  PHONE_QR,
  PRESENTATION,
  PRINTER_DRIVEN,
  QR_SCANNERS,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
  S20W,
  S30,
  SEAT,
  SHOP_KITS,
  STOCK,
  T15D,
  T17,
  TM17,
  TOUCH_POS,
  TP58,
  TP80,
  TP80W,
  TWO_D,
  VFD,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The two 80 mm printers for the till with an auto-cutter and a paper width of 80 mm in their specifications. */
const CUTTER_80 = [TP80, TP80W];

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'mağaza üçün sensor ekranlı kassa kompüteri', TOUCH_POS),
  t('az', 'colloquial', 'içində çek çıxaran printeri olan planşet kassa', [A11]),
  t('az', 'generic', 'alıcıya ayrıca ekran göstərən POS terminal', [T15D]),
  t('az', 'no-letters', 'aptekde islemek ucun 17 duymluk kassa', [T17]),
  // Data terminals
  t('az', 'no-letters', 'anbarda mal qebulu ucun el terminali', DATA_TERMINALS),
  inSpecifications(t('az', 'generic', 'batareyası dəyişdirilən məlumat toplama terminalı', [M8])),
  // Kits
  t('az', 'plural', 'mağaza və kafe üçün POS dəstləri', KITS),
  t('az', 'no-letters', 'bir kassali kicik market desti', [MARKET_KIT]),
  // Customer displays
  t('az', 'generic', 'müştəriyə ödəniş məbləğini göstərən tablo', DISPLAYS),
  t('az', 'abbreviation', 'kassa üçün iki sətirli VFD displey', [VFD]),
  // Touch monitors
  t('az', 'plural', 'kassa kompüteri üçün toxunuşlu monitorlar', MONITORS),
  inSpecifications(t('az', 'colloquial', 'səsi olan 17 düym toxunuşlu monitor', [TM17])),
  // Receipt printers
  t('az', 'colloquial', '80 mm çek vuran aparat', [TP80, TP80W]),
  t('az', 'colloquial', 'aşpaza sifarişi çıxaran səs siqnallı printer', [KITCHEN]),
  t('az', 'plural', 'kartricsiz işləyən qəbz printerləri', RECEIPT),
  t('az', 'generic', 'USB ilə qoşulan ucuz 58 mm çek printeri', [TP58]),
  // Label printers
  t('az', 'generic', 'cibdə gəzdirilən bluetooth etiket printeri', [LP20M]),
  inSpecifications(t('az', 'generic', 'zavod üçün metal korpuslu etiket printeri', [LP60])),
  t('az', 'plural', 'ştrix-kod stikerləri üçün printerlər', LABEL),
  // Barcode scanners
  inSpecifications(t('az', 'plural', 'müştərinin telefonundakı QR kuponu oxuyan skanerlər', PHONE_QR)),
  t('az', 'no-letters', 'simsiz barkod oxuyucu bazasi ile', [S20W]),
  t('az', 'generic', 'tozdan və zərbədən qorunan sənaye skaneri', [S30]),
  t('az', 'generic', 'kassa masasının içinə yerləşdirilən skaner', [B80]),
  t('az', 'colloquial', 'əl dəymədən oxuyan stolüstü barkod aparatı', PRESENTATION),
  t('az', 'colloquial', 'sadə 1D barkod tapançası', [S10]),
  // Cash drawers
  t('az', 'generic', 'köşk üçün kiçik pul qutusu', [CD330]),
  inSpecifications(t('az', 'no-letters', 'cek printerine qosulan pul yesiyi', PRINTER_DRIVEN)),
  t('az', 'colloquial', 'paslanmayan poladdan kassa yeşiyi', [CD460]),
  // Scales
  t('az', 'no-letters', 'bazar ucun elektron ticaret terezisi 15 kq', [MS15]),
  t('az', 'generic', 'kassaya qoşulan çəki tərəzisi', [MP15]),
  t('az', 'colloquial', 'un kisəsi çəkmək üçün böyük tərəzi', [MW150]),
  t('az', 'generic', 'kolbasa reyonu üçün etiket vuran tərəzi', [ML30]),
  // Accounting software
  t('az', 'abbreviation', 'MMC üçün mühasibat uçotu proqramı', BOOKS_BOTH),
  inSpecifications(t('az', 'generic', 'işçilərin tabeli və məzuniyyət hesablanması proqramı', [PAYROLL])),
  t('az', 'no-letters', 'anbar qaliqlarini izleyen programi', [STOCK]),
  t('az', 'generic', 'sex üçün maya dəyəri hesablayan proqram', [FACTORY]),
  // POS software
  t('az', 'colloquial', 'dükan üçün kassa proqramı', [RETAIL]),
  t('az', 'generic', 'son istifadə tarixini izləyən aptek proqramı', [PHARMA]),
  t('az', 'no-letters', 'restoran ucun sifaris programi', [CAFE]),
  t('az', 'generic', 'idman zalının üzvlük kartları üçün proqram', [FITNESS]),
  // Licences and services
  t('az', 'official', 'əlavə kassa yerinin aktivləşdirilməsi', [SEAT]),
  t('az', 'colloquial', 'dükanın gündəlik qazancını telefonda göstərən proqram', [GO]),
  t('az', 'colloquial', 'kassa xarab olanda bir il pulsuz təmir və dəstək', [CARE]),
  t('az', 'generic', 'yeni kassirlər üçün təlim və avadanlığın qurulması', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'generic', 'касса-моноблок с сенсорным экраном для магазина', TOUCH_POS),
  t('ru', 'colloquial', 'большой кассовый терминал на 17 дюймов с наклоном экрана', [T17]),
  // Data terminals
  t('ru', 'abbreviation', 'ТСД со считывателем RFID меток', [M10]),
  t('ru', 'colloquial', 'ручной терминал для инвентаризации на андроиде', DATA_TERMINALS),
  t('ru', 'no-letters', 'tsd s pistoletnoj rukoyatkoj', [M8]),
  // Kits
  t('ru', 'generic', 'всё оборудование для открытия продуктового магазина одним набором', SHOP_KITS),
  t('ru', 'colloquial', 'кофейня под ключ: касса, принтер и программа', [CAFE_KIT]),
  t('ru', 'plural', 'готовые наборы POS-оборудования', KITS),
  // Customer displays
  t('ru', 'plural', 'дисплеи для покупателей на кассовую стойку', DISPLAYS),
  t('ru', 'official', 'вакуумно-люминесцентный дисплей покупателя на ножке', [VFD]),
  inSpecifications(t('ru', 'generic', 'экран покупателя который крепится на заднюю часть терминала', [LCD10])),
  // Touch monitors
  t('ru', 'plural', 'тач мониторы для кассового ПК', MONITORS),
  // Receipt printers
  t('ru', 'colloquial', 'чековик под ленту 57 мм', [TP58]),
  inSpecifications(t('ru', 'generic', 'принтер чеков 80 мм с сетевым портом LAN', LAN_RECEIPT)),
  t('ru', 'colloquial', 'принтер на кухню чтобы повара видели заказы', [KITCHEN]),
  t('ru', 'plural', 'недорогие термопринтеры для печати чеков', RECEIPT),
  t('ru', 'no-letters', 'chekovyj printer wi-fi', [TP80W]),
  // Label printers
  inSpecifications(t('ru', 'generic', 'принтер этикеток с риббоном 300 dpi', RIBBON)),
  t('ru', 'colloquial', 'переносной принтер ценников на блютузе', [LP20M]),
  t('ru', 'plural', 'принтеры для печати штрихкодов на самоклейке', LABEL),
  // Barcode scanners
  t('ru', 'colloquial', 'сканер-пистолет для магазина', HANDHELD),
  t('ru', 'colloquial', 'врезной сканер в кассовый стол', [B80]),
  t('ru', 'generic', 'настольный сканер штрихкодов на кассу', COUNTER_SCANNERS),
  inSpecifications(t('ru', 'abbreviation', '2D сканер для кодов DataMatrix на лекарствах', TWO_D)),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'денежный ящик на 5 купюр и 8 монет', FIVE_EIGHT)),
  t('ru', 'colloquial', 'маленький денежный ящик для ларька', [CD330]),
  inSpecifications(t('ru', 'generic', 'денежный ящик который открывается от чекового принтера', PRINTER_DRIVEN)),
  // Scales
  t('ru', 'generic', 'торговые весы для рынка до 15 кг', [MS15]),
  t('ru', 'colloquial', 'весы к кассе для фруктов', [MP15]),
  inSpecifications(t('ru', 'generic', 'весы с памятью PLU и печатью этикеток', [ML30])),
  t('ru', 'colloquial', 'напольные весы для мешков', [MW150]),
  // Accounting software
  t('ru', 'generic', 'простая бухгалтерская программа на один компьютер', [BOOKS]),
  t('ru', 'generic', 'бухгалтерская программа для нескольких бухгалтеров по сети', [BOOKS_BUSINESS]),
  t('ru', 'colloquial', 'программа для кадровика и бухгалтера по зарплате', [PAYROLL]),
  inSpecifications(t('ru', 'abbreviation', 'учет остатков по FIFO', [STOCK])),
  t('ru', 'generic', 'программа для производства с расчетом себестоимости', [FACTORY]),
  // POS software
  t('ru', 'colloquial', 'программа для кассы магазина одежды', [RETAIL]),
  t('ru', 'generic', 'аптечная программа с учетом сроков годности', [PHARMA]),
  t('ru', 'abbreviation', 'программа для кафе с кухонным экраном KDS', [CAFE]),
  t('ru', 'colloquial', 'програма для качалки', [FITNESS]),
  // Licences and services
  t('ru', 'generic', 'расширение кассовой программы ещё на одну кассу', [SEAT]),
  t('ru', 'official', 'годовое сервисное обслуживание кассового оборудования', [CARE]),
  t('ru', 'generic', 'настройка кассы и обучение продавцов на месте', [INSTALL]),
  t('ru', 'generic', 'мобильное приложение для отчетов о продажах', [GO]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'abbreviation', 'epos till with a touch screen', TOUCH_POS),
  t('en', 'generic', 'android till with a built in receipt printer', [A11]),
  t('en', 'generic', '17 inch touch pos for a chemist', [T17]),
  // Data terminals
  t('en', 'abbreviation', 'uhf rfid reader gun for counting stock', [M10]),
  t('en', 'colloquial', 'pistol grip handheld computer', [M8]),
  t('en', 'plural', 'handheld terminals for goods receiving', DATA_TERMINALS),
  // Kits
  t('en', 'generic', 'complete pos bundle for a grocery store', SHOP_KITS),
  t('en', 'regional', 'coffee shop epos bundle', [CAFE_KIT]),
  // Customer displays
  t('en', 'colloquial', 'display on a pole that shows customers the price', [VFD]),
  t('en', 'plural', 'customer facing displays for checkouts', DISPLAYS),
  // Touch monitors
  inSpecifications(t('en', 'generic', 'touchscreen monitor with built in speakers', [TM17])),
  t('en', 'plural', 'capacitive touch monitors for epos', MONITORS),
  // Receipt printers
  inSpecifications(t('en', 'regional', 'till roll printer 80mm with a cutter', CUTTER_80)),
  inSpecifications(t('en', 'generic', 'receipt printer that prints from a phone over bluetooth', [TP80W])),
  t('en', 'colloquial', 'printer that sends orders to the chefs', [KITCHEN]),
  t('en', 'plural', 'direct thermal receipt printers', RECEIPT),
  // Label printers
  t('en', 'generic', 'portable lable printer for price tags', [LP20M]),
  inSpecifications(t('en', 'generic', 'thermal transfer label printer 300 dpi', RIBBON)),
  t('en', 'colloquial', 'heavy duty label printer for a factory', [LP60]),
  t('en', 'plural', 'sticker printers for product barcodes', LABEL),
  // Barcode scanners
  t('en', 'generic', 'basic usb reader for linear barcodes', [S10]),
  inSpecifications(t('en', 'generic', '2d barcode scanner that reads qr codes', QR_SCANNERS)),
  t('en', 'generic', 'wireless barcode scanner that works across the shop floor', WIRELESS_SCANNERS),
  t('en', 'regional', 'hands free scanner that sits on the counter', PRESENTATION),
  inSpecifications(t('en', 'generic', 'in-counter scanner with sapphire glass', [B80])),
  // Cash drawers
  inSpecifications(t('en', 'regional', 'cash tray with 8 coin slots', EIGHT_COINS)),
  t('en', 'generic', 'compact money drawer for a small counter', [CD330]),
  t('en', 'generic', 'reinforced cash drawer for a busy supermarket', [CD410]),
  // Scales
  inSpecifications(t('en', 'generic', 'retail scale with a display on both sides', [MS15])),
  t('en', 'generic', 'checkout scale that talks to the pos', [MP15]),
  t('en', 'regional', 'scale that prints price stickers for the meat counter', [ML30]),
  t('en', 'plural', 'floor scales for weighing parcels up to 150kg', [MW150]),
  // Accounting software
  t('en', 'generic', 'simple bookkeeping package for a one person business', BOOKS_BOTH),
  inSpecifications(t('en', 'official', 'multi user accounting with ifrs reporting', [BOOKS_BUSINESS])),
  t('en', 'generic', 'software to run the monthly payroll and staff records', [PAYROLL]),
  t('en', 'generic', 'stock control software with an android app', [STOCK]),
  t('en', 'generic', 'production costing software for a bakery', [FACTORY]),
  // POS software
  t('en', 'regional', 'till software for a boutique', [RETAIL]),
  t('en', 'generic', 'pharmacy software with batch and expiry tracking', [PHARMA]),
  t('en', 'generic', 'restaurant pos with tablets for waiters', [CAFE]),
  t('en', 'generic', 'software for a fitness club with qr check in', [FITNESS]),
  // Licences and services
  t('en', 'generic', 'licence to add another checkout', [SEAT]),
  t('en', 'regional', "mobile app to check the day's takings", [GO]),
  t('en', 'generic', 'yearly support plan for a pos system', [CARE]),
  t('en', 'generic', 'setup and staff training for a new till', [INSTALL]),
];

export const TEST_QUERIES_22: TestQuery[] = [...AZ, ...RU, ...EN];
