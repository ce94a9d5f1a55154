// The test half of the search queries, thirty-fourth round (28 November 2026). The thirty-second round
// (scripts/bench-search/test-queries-32.ts) and those before it had their one run and their misses written in
// docs/search.md; the thirty-third was written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), to be measured once after the engine's freeze: per language and per kind of device, program and
// service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind with
// what it is for or what it has, sizes and capacities, colloquial words ("planşet kassa", "piştaxta", "çiynində",
// "dükan", "stiker", "тачскрин", "курок", "табло", "под ключ", "палатка", "till roll", "hot line", "builders
// yard", "sole trader", "dispensary", "label makers"), plurals, abbreviations (TSD, RFID, BMHS, RJ11, RS-232, ТСД,
// МСФО, FIFO, EPOS, VFD, VESA, PLU, HR), brands used as names ("Hesab Pharma", "Hesab Cafe", "Hesab Retail"),
// typing without the language's own letters, rarely Russian in Latin letters; not copied from the vocabulary's
// lists nor from the earlier rounds (checked with search's normalizer and stemmer only: after folding and
// dropping function words no query is one of theirs, in any word order, even compared by stem, nor a name of
// worker/search/vocabulary.ts). Each with the demo products a buyer using the words would expect, judged from
// the catalogue's content (reference-api/seed: titles, categories, specifications, descriptions), not from
// search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the specifications
// or descriptions hold). Not asserted in tests. Of the first 162 drafts, 68 were already, so folded, a query of
// an earlier round (most of them word for word) or a name of the vocabulary (2): all 68 were rewritten (7 of them
// twice); 18 more were then left out to keep 48 per language. Before any run the lead took out the one query the
// thirty-third round's writer wrote alike («soyuq anbarda işləyən zərbəyə davamlı skaner»), so it counts once.
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
  DATA_TERMINALS,
  DESKTOP_LABELS,
  DISPLAYS,
  EIGHT_COINS,
  FACTORY,
  FITNESS,
  GO,
  INSTALL,
  KITCHEN,
  LABEL,
  LAN_RECEIPT,
  LCD15,
  LP20M,
  LP60,
  M10,
  M6,
  M8,
  MARKET_KIT,
  ML30,
  MONITORS,
  MP15,
  MS15,
  MW150,
  P70,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PHONE_QR,
  PRESENTATION,
  PRINTER_DRIVEN,
  RETAIL,
  S10,
  S20W,
  S30,
  SEAT,
  SHELF_LABELS,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15,
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
  TWO_D,
  VFD,
  WAREHOUSE_LABELS,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'dərman satışı üçün 17 düym ekranlı kassa kompüteri', [T17]),
  t('az', 'no-letters', 'icinde cek printeri olan planset kassa', [A11]),
  inSpecifications(t('az', 'generic', 'Core i5 prosessorlu güclü POS terminal', [T22])),
  t('az', 'plural', 'arxasında alıcı ekranı olan kassa aparatları', [T15D]),
  inSpecifications(t('az', 'colloquial', 'Windows 11 ilə gələn 15.6 düymlük kassa kompüteri', [T15])),
  // Data terminals
  t('az', 'abbreviation', 'RFID etiketləri oxuyan TSD', [M10]),
  inSpecifications(t('az', 'generic', 'batareyası dəyişilən möhkəm terminal anbar üçün', [M8])),
  inSpecifications(t('az', 'colloquial', 'cibə sığan yüngül android terminal barkod oxumaq üçün', [M6])),
  // Kits
  t('az', 'generic', 'kafe açmaq üçün kassa, printer və proqram bir yerdə', [CAFE_KIT]),
  t('az', 'no-letters', 'magaza ucun hazir POS komplekti', SHOP_KITS),
  t('az', 'colloquial', 'supermarketə iki kassalıq tam avadanlıq', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('az', 'no-letters', 'HDMI ile qosulan musteri ekrani', [LCD15])),
  inSpecifications(t('az', 'colloquial', 'dirəkli iki sətirlik alıcı displeyi', [VFD])),
  // Touch monitors
  inSpecifications(t('az', 'generic', 'köhnə kompüter üçün VGA girişli sensor monitor', [TM15, TM17])),
  t('az', 'plural', 'kassa kompüteri üçün sensorlu monitorlar', MONITORS),
  inSpecifications(t('az', 'generic', 'aşpazlar üçün nəmdən qorunan iri toxunma monitoru', [TM22])),
  // Receipt printers
  t('az', 'no-letters', 'qebz printeri 58 mm usb ile', [TP58]),
  inSpecifications(t('az', 'generic', 'Bluetooth-lu çek printeri', [TP80W])),
  t('az', 'colloquial', 'mətbəx üçün səs salan sifariş printeri', [KITCHEN]),
  inSpecifications(t('az', 'plural', 'LAN portlu qəbz printerləri', LAN_RECEIPT)),
  // Label printers
  t('az', 'generic', 'anbar etiketləri üçün sənaye printeri', [LP60]),
  t('az', 'no-letters', 'ciyinde gezdirilen etiket printeri', [LP20M]),
  t('az', 'plural', 'qutular üçün ştrix kod stikeri çıxaran printerlər', LABEL),
  // Barcode scanners
  inSpecifications(t('az', 'colloquial', 'müştərinin telefonundan endirim kuponunu oxuyan skaner', PHONE_QR)),
  t('az', 'no-letters', 'bazali simsiz barkod oxuyucu', [S20W]),
  t('az', 'colloquial', 'piştaxtaya gömülü barkod skaneri', [B80]),
  t('az', 'plural', 'əl dəymədən oxuyan stol skanerləri', PRESENTATION),
  t('az', 'abbreviation', 'dərman qutularındakı DataMatrix üçün 2D skaner', TWO_D),
  // Cash drawers
  t('az', 'generic', 'kiçik köşk üçün dar pul qutusu', [CD330]),
  t('az', 'no-letters', 'qabagi paslanmayan poladdan genis kassa yesiyi', [CD460]),
  inSpecifications(t('az', 'colloquial', 'açıq qalanda xəbər verən kassa qutusu', [CD410])),
  inSpecifications(t('az', 'plural', 'RJ11 kabellə açılan pul qutuları', PRINTER_DRIVEN)),
  // Scales
  inSpecifications(t('az', 'generic', 'bazarda meyvə satmaq üçün batareyalı tərəzi', [MS15])),
  t('az', 'no-letters', 'kassa kompyuterine RS-232 ile qosulan terezi', [MP15]),
  t('az', 'colloquial', 'çəki malına etiket vuran tərəzi', [ML30]),
  t('az', 'generic', 'kisə və yeşik çəkmək üçün yer tərəzisi', [MW150]),
  // Accounting software
  t('az', 'colloquial', 'kadrlar və maaş uçotu proqramı', [PAYROLL]),
  t('az', 'no-letters', 'bir nece anbarda mal qaliqi ucun proqram', [STOCK]),
  t('az', 'generic', 'mebel sexi üçün istehsal uçotu', [FACTORY]),
  inSpecifications(t('az', 'abbreviation', 'beynəlxalq standartla (BMHS) hesabat verən şəbəkə mühasibatı', [BOOKS_BUSINESS])),
  // POS software
  t('az', 'colloquial', 'ayaqqabı dükanında satış proqramı', [RETAIL]),
  t('az', 'no-letters', 'ofisiant planseti ile isleyen kafe programi', [CAFE]),
  t('az', 'generic', 'aptekdə seriya və son istifadə müddəti uçotu', [PHARMA]),
  t('az', 'colloquial', 'idman zalına girişi QR ilə açan proqram', [FITNESS]),
  // Licences and services
  t('az', 'official', 'Hesab Pharma-da yeni kassa yeri açmaq üçün lisenziya', [SEAT]),
  t('az', 'no-letters', 'dukan sahibi ucun mobil hesabat', [GO]),
  t('az', 'colloquial', 'işçilərə kassanı öyrətmək', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'colloquial', 'моноблок для кассы в аптеку на 17 дюймов', [T17]),
  t('ru', 'generic', 'андроид касса со встроенным принтером 58', [A11]),
  t('ru', 'generic', 'касса с дисплеем для покупателя на обратной стороне', [T15D]),
  inSpecifications(t('ru', 'generic', 'сенсорный терминал с ридером магнитных карт', [T22])),
  t('ru', 'plural', 'сенсорные POS-моноблоки для пекарни', TOUCH_POS),
  // Data terminals
  inSpecifications(t('ru', 'abbreviation', 'ТСД с курком и сменным аккумулятором', [M8])),
  t('ru', 'official', 'терминал для считывания RFID-меток в магазине одежды', [M10]),
  t('ru', 'plural', 'терминалы сбора данных для приёмки товара', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'готовое решение для кофейни: касса, принтер на кухню, программа', [CAFE_KIT]),
  t('ru', 'colloquial', 'всё для открытия продуктового магазина под ключ', SHOP_KITS),
  t('ru', 'generic', 'супермаркет под ключ: две кассы, весы с этикетками и установка', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('ru', 'colloquial', 'зелёное табло с суммой для покупателя на штанге', [VFD])),
  t('ru', 'colloquial', 'второй экран для клиента 10 дюймов', TEN_INCH_CUSTOMER),
  inSpecifications(t('ru', 'plural', 'дисплеи покупателя с full hd', [LCD15])),
  // Touch monitors
  t('ru', 'colloquial', 'квадратный тачскрин 15" для старого кассового ПК', [TM15]),
  inSpecifications(t('ru', 'colloquial', 'тач монитор для кассы с колонками', [TM17])),
  inSpecifications(t('ru', 'generic', 'пылевлагозащищённый монитор IP65 для кухни', [TM22])),
  // Receipt printers
  t('ru', 'colloquial', 'принтер чеков без провода для планшета', [TP80W]),
  t('ru', 'generic', 'самый быстрый чековый принтер для гипермаркета', [TP90]),
  // Label printers
  t('ru', 'colloquial', 'принтер термоэтикеток на коробки для склада', WAREHOUSE_LABELS),
  inSpecifications(t('ru', 'generic', 'принтер ценников на аккумуляторе для торгового зала', [LP20M])),
  t('ru', 'official', 'промышленный термотрансферный принтер в металлическом корпусе', [LP60]),
  t('ru', 'plural', 'принтеры штрих-кодов для маркировки товара', LABEL),
  // Barcode scanners
  t('ru', 'generic', 'простой 1D сканер для палатки на рынке', [S10]),
  inSpecifications(t('ru', 'colloquial', 'сканер чтобы считывать QR-коды с экрана телефона', PHONE_QR)),
  inSpecifications(t('ru', 'colloquial', 'сканер который не боится мороза и падений', [S30])),
  t('ru', 'generic', 'врезной сканер в кассовый стол супермаркета', [B80]),
  t('ru', 'plural', 'сканеры штрихкодов на подставке, чтобы не держать в руке', PRESENTATION),
  t('ru', 'no-letters', 'besprovodnoy skaner dlya sklada', WIRELESS_SCANNERS),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'ящик для денег с USB, без чекового принтера', [CD460])),
  t('ru', 'colloquial', 'узкий денежный ящик 33 см под прилавок', [CD330]),
  inSpecifications(t('ru', 'generic', 'денежный ящик который видит что его забыли закрыть', [CD410])),
  inSpecifications(t('ru', 'generic', 'кассовый ящик с восемью ячейками для мелочи', EIGHT_COINS)),
  // Scales
  inSpecifications(t('ru', 'generic', 'весы для овощного лотка с работой от батареи', [MS15])),
  t('ru', 'colloquial', 'POS-весы для кассы с двумя диапазонами', [MP15]),
  t('ru', 'generic', 'весы печатающие этикетки в мясной отдел', [ML30]),
  // Accounting software
  inSpecifications(t('ru', 'abbreviation', 'бухгалтерская программа с отчётностью по МСФО', [BOOKS_BUSINESS])),
  inSpecifications(t('ru', 'colloquial', 'простая бухгалтерская программа на одного бухгалтера', [BOOKS])),
  t('ru', 'generic', 'зарплатная программа для отдела кадров', [PAYROLL]),
  t('ru', 'abbreviation', 'складская программа с учётом по FIFO', [STOCK]),
  // POS software
  t('ru', 'generic', 'кассовый софт для хозяйственного магазина', [RETAIL]),
  t('ru', 'colloquial', 'аптечная программа со сроками годности', [PHARMA]),
  inSpecifications(t('ru', 'generic', 'программа для ресторана с экраном для повара', [CAFE])),
  t('ru', 'generic', 'учёт клиентов спортзала и напоминания в WhatsApp', [FITNESS]),
  // Licences and services
  t('ru', 'official', 'подключить дополнительную кассу к Hesab Cafe', [SEAT]),
  t('ru', 'colloquial', 'мобильное приложение для хозяина кафе с отчётами', [GO]),
  t('ru', 'generic', 'сервисный контракт на год с выездом мастера', [CARE]),
  t('ru', 'generic', 'мастер подключит кассу и покажет продавцам как работать', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  inSpecifications(t('en', 'abbreviation', 'epos terminal for a pharmacy counter', PHARMACY_TILLS)),
  t('en', 'generic', 'all-in-one android till that prints receipts itself', [A11]),
  t('en', 'generic', 'till with a second screen on the back for customers', [T15D]),
  inSpecifications(t('en', 'generic', 'core i5 touch till with card swipe', [T22])),
  // Data terminals
  t('en', 'abbreviation', 'rfid handheld for stock counts', [M10]),
  t('en', 'colloquial', 'rugged android handheld with a pistol grip', [M8]),
  t('en', 'plural', 'handheld computers for scanning deliveries', DATA_TERMINALS),
  inSpecifications(t('en', 'generic', 'lightweight handheld terminal with a 5.5 inch screen', [M6])),
  // Kits
  t('en', 'generic', 'restaurant pos bundle with kitchen printer', [CAFE_KIT]),
  t('en', 'regional', 'complete till setup for a corner shop', [MARKET_KIT]),
  t('en', 'generic', 'everything for a grocery store with two checkouts and a scale', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'abbreviation', 'vfd pole showing prices to shoppers', [VFD]),
  inSpecifications(t('en', 'generic', 'customer screen on a vesa arm', [LCD15])),
  t('en', 'plural', 'displays facing the customer at checkout', DISPLAYS),
  // Touch monitors
  inSpecifications(t('en', 'generic', '5:4 touchscreen with stereo speakers', [TM17])),
  inSpecifications(t('en', 'regional', 'splash proof monitor for the pass in a restaurant kitchen', [TM22])),
  t('en', 'plural', 'ten point touch monitors for epos', MONITORS),
  // Receipt printers
  t('en', 'generic', 'wifi receipt printer for a tablet pos', [TP80W]),
  t('en', 'colloquial', 'narrow till roll printer for a market stall', [TP58]),
  inSpecifications(t('en', 'generic', 'heavy duty receipt printer with a large paper roll', [TP90])),
  t('en', 'regional', 'printer on the hot line that flashes when a ticket comes in', [KITCHEN]),
  inSpecifications(t('en', 'plural', 'receipt printers that cut the paper automatically', [TP80, TP80W, TP90])),
  // Label printers
  t('en', 'plural', 'desk label printers for product barcodes', DESKTOP_LABELS),
  t('en', 'colloquial', 'portable bluetooth sticker printer', [LP20M]),
  inSpecifications(t('en', 'generic', 'thermal transfer printer with a 450 m ribbon', [LP60])),
  inSpecifications(t('en', 'plural', 'label makers for shelf price tags', SHELF_LABELS)),
  // Barcode scanners
  inSpecifications(t('en', 'regional', 'hands free scanner for the till counter', PRESENTATION)),
  t('en', 'colloquial', 'drop proof bluetooth scanner for a builders yard', [S30]),
  t('en', 'generic', 'flush scanner set into the checkout desk', [B80]),
  inSpecifications(t('en', 'generic', 'fast presentation scanner for busy tills', [P70])),
  t('en', 'abbreviation', 'cordless 2d scanner with charging base', [S20W]),
  // Cash drawers
  inSpecifications(t('en', 'regional', 'till drawer that opens from the receipt printer', PRINTER_DRIVEN)),
  t('en', 'generic', 'small cash drawer for a market stall', [CD330]),
  inSpecifications(t('en', 'generic', 'cash drawer with an open alarm', [CD410])),
  // Scales
  t('en', 'generic', 'scale for the meat counter with barcode labels and 10000 plu', [ML30]),
  t('en', 'colloquial', 'scales for weighing parcels up to 150kg', [MW150]),
  // Accounting software
  t('en', 'regional', 'bookkeeping program for a sole trader', BOOKS_BOTH),
  t('en', 'generic', 'multi user accounting on a cloud server', [BOOKS_BUSINESS]),
  t('en', 'generic', 'hr and payroll system for up to 100 staff', [PAYROLL]),
  t('en', 'generic', 'inventory software with average cost valuation', [STOCK]),
  t('en', 'generic', 'batch costing software for a food plant', [FACTORY]),
  // POS software
  t('en', 'abbreviation', 'epos software for a hardware store with offline mode', [RETAIL]),
  t('en', 'regional', 'dispensary till software that tracks expiry dates', [PHARMA]),
  t('en', 'colloquial', 'software for a coffee shop with waiter tablets', [CAFE]),
  // Licences and services
  t('en', 'generic', 'one more checkout licence for hesab retail', [SEAT]),
  t('en', 'generic', 'app to see my shop sales from anywhere', [GO]),
  t('en', 'regional', 'annual support with engineer visits', [CARE]),
  t('en', 'generic', 'on site installation and cashier training', [INSTALL]),
];

export const TEST_QUERIES_34: TestQuery[] = [...AZ, ...RU, ...EN];
