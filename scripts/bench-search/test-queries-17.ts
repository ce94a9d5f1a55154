// The test half of the search queries, seventeenth round (27 November 2026). The thirteenth and fourteenth
// rounds (scripts/bench-search/test-queries-13.ts and -14.ts) are the held-out halves wired in before it; the
// eighteenth was written at the same time as this one by another session, neither seeing the other's. These
// were written by a session that did not tune the engine and never ran them (nor any search on them), while
// another session tuned the engine, to be measured once after its freeze: per language and per kind of
// device, program and service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers
// ask for them: a kind with what it is for or what it has, sizes and capacities, colloquial words
// ("aşpazxana printeri", "nerjaveyka", "usta", "чековик", "тач", "мигалка", "общепит", "chit printer",
// "flatbed", "money drawer"), plurals, abbreviations (TSD, VFD, UHF, ƏDV, DSMF, ТСД, KDS, МНН, ИП, RS-232,
// RJ11, DPM, IFRS, FIFO), brands used as the name of a kind ("аналог 1С", "QuickBooks alternative", "iPhone"
// as "айфон"), typing without the language's own letters, rarely Russian in Latin letters, now and then a
// typo; not copied from the vocabulary's lists nor from the earlier rounds (checked with search's
// normalizer only: after folding and dropping function words no query is one of theirs, in any word order,
// even compared by stem, nor a name of worker/search/vocabulary.ts; drafts that shared most of their words
// with an earlier query were reworded too). Each with the demo products a buyer using the words would
// expect, judged from the catalogue's content (reference-api/seed: titles, categories, specifications,
// descriptions), not from search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on
// the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose
// answer only the specifications or descriptions hold). Not asserted in tests.
// Before any run, the lead took out the 3 queries that, folded and stemmed, equal one of the fifteenth or
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
  CD410,
  CD460,
  DATA_TERMINALS,
  FACTORY,
  FITNESS,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  LCD10,
  LCD15,
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
  P50,
  PAYROLL,
  PHARMA,
  PHONE_QR,
  PRESENTATION,
  PRINTER_DRIVEN,
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
  WAREHOUSE_LABELS,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The receipt-type printers whose specifications or descriptions name an auto-cutter. */
const CUTTER = [TP80, TP80W, KITCHEN, TP90];
/** The receipt-type printers with a LAN (Ethernet) port in their specifications. */
const LAN_RECEIPT = [TP80, KITCHEN, TP90];
/** Scanners whose specifications or descriptions name DataMatrix (medicine packs). */
const DATAMATRIX_SCANNERS = [S20, S20W, P50];
/** The 80 mm printers with an auto-cutter (by title and specifications), the TP-90 Pro aside (its width is not stated). */
const EIGHTY_MM_CUTTER = [TP80, TP80W, KITCHEN];

const AZ: TestQuery[] = [
  // POS terminals
  inSpecifications(t('az', 'no-letters', 'apteke 17 duymluk POS monoblok', [T17])),
  t('az', 'colloquial', 'android kassa çek çıxaran', [A11]),
  t('az', 'no-letters', 'musterinin gorduyu ikinci ekranli kassa', [T15D]),
  inSpecifications(t('az', 'generic', 'restoran üçün böyük ekranlı kassa aparatı', [T22])),
  t('az', 'plural', 'mağazaya sensor ekranlı kassalar', TOUCH_POS),
  // Data terminals
  t('az', 'colloquial', 'anbarda malları saymaq üçün tapança terminal', [M8]),
  t('az', 'no-letters', 'mehsul qeydiyyati ucun mobil terminal', DATA_TERMINALS),
  t('az', 'abbreviation', 'kitab mağazası üçün UHF oxuyuculu terminal', [M10]),
  inSpecifications(t('az', 'abbreviation', 'yuxarı rəflərdəki barkodu 10 metrdən oxuyan TSD', [M8])),
  // Kits
  t('az', 'generic', 'market açmaq üçün hazır kassa dəsti', SHOP_KITS),
  t('az', 'generic', 'minimarket üçün 2 kassa, tərəzi və skanerlər bir dəstdə', [SUPERMARKET_KIT]),
  t('az', 'no-letters', 'kofe shop ucun kassa desti', [CAFE_KIT]),
  // Customer displays
  t('az', 'abbreviation', 'müştəri üçün məbləğ tablosu VFD', [VFD]),
  t('az', 'generic', 'alıcıya QR ödənişi göstərən 10 düymlük rəngli ekran', [LCD10]),
  inSpecifications(t('az', 'no-letters', 'fast food ucun boyuk musteri monitoru', [LCD15])),
  // Touch monitors
  inSpecifications(t('az', 'generic', 'yağa və buxara davamlı mətbəx ekranı', [TM22])),
  t('az', 'generic', 'kompüterə qoşulan 15 düym toxunma monitoru', [TM15]),
  inSpecifications(t('az', 'generic', 'səsli xəbərdarlıq üçün dinamikləri olan toxunmatik monitor', [TM17])),
  // Receipt printers
  t('az', 'colloquial', 'kiçik köşk üçün 58 mm çek aparatı', [TP58]),
  t('az', 'generic', 'kabelsiz qəbz printeri telefondan çap üçün', [TP80W]),
  t('az', 'colloquial', 'aşpazxana printeri səs siqnalı ilə', [KITCHEN]),
  t('az', 'generic', 'yanacaq doldurma məntəqəsi üçün sürətli kassa printeri', [TP90]),
  inSpecifications(t('az', 'plural', 'avtokəsicili çek printerləri', CUTTER)),
  inSpecifications(t('az', 'abbreviation', 'LAN girişli çek printeri', LAN_RECEIPT)),
  // Label printers
  t('az', 'generic', 'ştrix kod etiketləri üçün stolüstü printer', WAREHOUSE_LABELS),
  t('az', 'plural', 'anbar yarlıqları üçün ribbonlu printerlər', RIBBON),
  inSpecifications(t('az', 'abbreviation', 'bluetooth ilə telefona qoşulan kiçik etiket printeri', [LP20M])),
  t('az', 'no-letters', 'sexde palet etiketi ucun senaye printeri', [LP60]),
  // Barcode scanners
  t('az', 'generic', 'arabadan çıxarmadan oxuyan simsiz barkod oxuyucu', WIRELESS_SCANNERS),
  t('az', 'colloquial', 'soyuducu anbar üçün möhkəm skaner', [S30]),
  t('az', 'abbreviation', 'ucuz 1D skaner USB ilə', [S10]),
  t('az', 'no-letters', 'kassa masasina basdirilan skaner', [B80]),
  t('az', 'plural', 'piştaxtaya qoyulan avtomatik barkod oxuyucular', PRESENTATION),
  inSpecifications(t('az', 'abbreviation', 'dərman qablaşdırmasındakı datamatrix üçün 2D skaner', DATAMATRIX_SCANNERS)),
  // Cash drawers
  t('az', 'colloquial', 'dar piştaxta üçün kiçik pul yeşiyi', [CD330]),
  t('az', 'colloquial', 'nerjaveyka panelli genis pul yesiyi', [CD460]),
  inSpecifications(t('az', 'no-letters', 'gunde yuzlerle acilan davamli pul qutusu', [CD410])),
  inSpecifications(t('az', 'plural', 'printerə qoşulan pul qutuları', PRINTER_DRIVEN)),
  // Scales
  t('az', 'colloquial', 'göyərti satanlar üçün kilo qiyməti ilə elektron tərəzi', [MS15]),
  t('az', 'generic', 'ət reyonu üçün etiketli tərəzi', [ML30]),
  t('az', 'generic', 'kassa ilə işləyən tərəzi', [MP15]),
  t('az', 'generic', 'kisə və qutular üçün döşəmə tərəzisi 150 kq', [MW150]),
  // Accounting software
  t('az', 'abbreviation', 'kiçik şirkət üçün ƏDV hesabatı verən mühasibat proqramı', BOOKS_BOTH),
  t('az', 'generic', 'filiallar üçün çoxistifadəçili mühasibatlıq', [BOOKS_BUSINESS]),
  inSpecifications(t('az', 'abbreviation', 'DSMF hesabatı və tabel proqramı', [PAYROLL])),
  t('az', 'generic', 'topdan satış anbarı üçün qalıq və seriya uçotu', [STOCK]),
  t('az', 'generic', 'istehsal sexi üçün maya dəyəri hesablanması', [FACTORY]),
  // POS software
  t('az', 'no-letters', 'aptek sebekesi ucun son istifade tarixine nezaret', [PHARMA]),
  inSpecifications(t('az', 'generic', 'kafedə hesabı bölmək olan sifariş proqramı', [CAFE])),
  t('az', 'generic', 'fitnes klubu üçün turniket və üzvlük sistemi', [FITNESS]),
  // Licences and services
  t('az', 'generic', 'sahibkar üçün mobil hesabat tətbiqi', [GO]),
  t('az', 'no-letters', 'yeni kassa noqtesi qosmaq ucun lisenziya acari', [SEAT]),
  t('az', 'generic', 'kassa avadanlığına bir il servis dəstəyi', [CARE]),
  t('az', 'colloquial', 'ustanın gəlib kassanı qurması və öyrətməsi', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'generic', 'сенсорная касса 17" для аптечной сети', [T17])),
  t('ru', 'colloquial', 'смарт-терминал на андроиде со встроенной печатью чеков', [A11]),
  t('ru', 'generic', 'пос-моноблок с дисплеем для клиента', [T15D]),
  inSpecifications(t('ru', 'generic', 'пос терминал на 21 дюйм для ресторана', [T22])),
  t('ru', 'plural', 'тачскрин кассы для минимаркета', TOUCH_POS),
  // Data terminals
  t('ru', 'abbreviation', 'тсд пистолет для склада с дальним сканированием', [M8]),
  t('ru', 'abbreviation', 'uhf ридер для книжного магазина', [M10]),
  inSpecifications(t('ru', 'abbreviation', 'андроид тсд с 4G для учета товара', DATA_TERMINALS)),
  t('ru', 'plural', 'терминалы для приёмки товара', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'готовый комплект кассы для продуктового магазина', SHOP_KITS),
  t('ru', 'generic', 'набор для кафе: касса, кухонный принтер и ящик', [CAFE_KIT]),
  t('ru', 'generic', 'оборудование под ключ для супермаркета на 2 кассы', [SUPERMARKET_KIT]),
  // Customer displays
  t('ru', 'abbreviation', 'VFD дисплей покупателя в 2 строки', [VFD]),
  inSpecifications(t('ru', 'generic', 'цветной дисплей клиента на заднюю крышку моноблока', [LCD10])),
  t('ru', 'generic', 'большой дисплей покупателя full hd', [LCD15]),
  // Touch monitors
  t('ru', 'abbreviation', 'кухонный экран заказов KDS', [TM22]),
  t('ru', 'colloquial', 'тач монитор 15" чтобы сделать кассу из обычного ПК', [TM15]),
  t('ru', 'plural', 'тач мониторы для кассы', MONITORS),
  t('ru', 'colloquial', 'тач монитор 17 дюймов со звуком', [TM17]),
  // Receipt printers
  t('ru', 'colloquial', 'маленький чековик на узкую ленту 58', [TP58]),
  inSpecifications(t('ru', 'plural', 'чековые принтеры 80 мм с отрезчиком', EIGHTY_MM_CUTTER)),
  t('ru', 'colloquial', 'принтер чеков без проводов для летней террасы', [TP80W]),
  t('ru', 'colloquial', 'принтер для кухни с мигалкой и звуком', [KITCHEN]),
  inSpecifications(t('ru', 'generic', 'чековый принтер для заправки на 300 мм/с', [TP90])),
  inSpecifications(t('ru', 'generic', 'чековые принтеры с сетевым портом LAN', LAN_RECEIPT)),
  // Label printers
  t('ru', 'colloquial', 'чем печатать ценники на полки', SHELF_LABELS),
  t('ru', 'plural', 'термотрансферные принтеры с риббоном', RIBBON),
  t('ru', 'generic', 'мобильный принтер этикеток на пояс', [LP20M]),
  inSpecifications(t('ru', 'generic', 'широкий принтер этикеток на паллеты 168 мм', [LP60])),
  // Barcode scanners
  t('ru', 'plural', 'ручные сканеры для кассы', HANDHELD),
  t('ru', 'colloquial', 'сканер без провода, заряжается на подставке', WIRELESS_SCANNERS),
  inSpecifications(t('ru', 'generic', 'сканер для оплаты по qr с экрана телефона', PHONE_QR)),
  t('ru', 'colloquial', 'врезной сканер с сапфировым стеклом', [B80]),
  t('ru', 'colloquial', 'сканер-подставка, чтобы кассир не держал в руке', PRESENTATION),
  t('ru', 'abbreviation', 'защищенный сканер IP65 для холодильника', [S30]),
  // Cash drawers
  t('ru', 'generic', 'компактный ящик под купюры для киоска', [CD330]),
  t('ru', 'generic', 'денежный ящик с нержавеющей панелью на 6 купюр', [CD460]),
  inSpecifications(t('ru', 'generic', 'износостойкий ящик для купюр на шариковых направляющих', [CD410])),
  inSpecifications(t('ru', 'plural', 'денежные ящики с разъемом RJ11', PRINTER_DRIVEN)),
  // Scales
  t('ru', 'generic', 'весы, печатающие штрихкод веса, для супермаркета', [ML30]),
  t('ru', 'colloquial', 'весы продавца с ценой за кило для базара', [MS15]),
  t('ru', 'abbreviation', 'pos весы через RS-232', [MP15]),
  t('ru', 'colloquial', 'напольные весы для мешков и коробок', [MW150]),
  // Accounting software
  t('ru', 'abbreviation', 'аналог 1С бухгалтерия для ИП', BOOKS_BOTH),
  t('ru', 'generic', 'бухгалтерия для нескольких филиалов', [BOOKS_BUSINESS]),
  t('ru', 'generic', 'програма для зарплаты и кадров', [PAYROLL]),
  inSpecifications(t('ru', 'abbreviation', 'складской учет с фифо', [STOCK])),
  t('ru', 'generic', 'калькуляция себестоимости для мебельного цеха', [FACTORY]),
  // POS software
  t('ru', 'no-letters', 'kassovaya programma dlya magazina', [RETAIL]),
  t('ru', 'abbreviation', 'софт для аптеки с поиском аналогов по МНН', [PHARMA]),
  t('ru', 'colloquial', 'программа для общепита с кухонным экраном', [CAFE]),
  inSpecifications(t('ru', 'generic', 'программа для бассейна и танцевальной студии', [FITNESS])),
  // Licences and services
  inSpecifications(t('ru', 'colloquial', 'контроль выручки с айфона', [GO])),
  t('ru', 'colloquial', 'докупить лицензию на кассу для Hesab Pharma', [SEAT]),
  t('ru', 'generic', 'установка кассы и обучение продавцов', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', 'android epos with integrated 58mm printer', [A11]),
  t('en', 'generic', 'pos terminal with second screen for customers', [T15D]),
  inSpecifications(t('en', 'regional', 'big 21 inch epos terminal for a restaurant', [T22])),
  t('en', 'plural', 'touch tills for a convenience store', TOUCH_POS),
  inSpecifications(t('en', 'regional', '17in touch till for a chemist', [T17])),
  // Data terminals
  t('en', 'plural', 'handhelds for receiving deliveries', DATA_TERMINALS),
  t('en', 'colloquial', 'gun style data terminal with keypad', [M8]),
  t('en', 'abbreviation', 'uhf rfid handheld for stock counts', [M10]),
  inSpecifications(t('en', 'plural', 'android data collectors', DATA_TERMINALS)),
  // Kits
  t('en', 'regional', 'everything i need to open a corner shop till', [MARKET_KIT]),
  t('en', 'generic', 'coffee shop starter kit with kitchen printer', [CAFE_KIT]),
  t('en', 'generic', 'two lane minimarket package with scale', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'generic', '20 character pole display', [VFD]),
  inSpecifications(t('en', 'generic', 'customer screen showing the bank qr code', TEN_INCH_CUSTOMER)),
  inSpecifications(t('en', 'generic', 'large customer screen for a takeaway counter', [LCD15])),
  // Touch monitors
  t('en', 'generic', 'touchscreen monitor for a pc till', MONITORS),
  inSpecifications(t('en', 'generic', 'kitchen display that can be wiped down', [TM22])),
  t('en', 'generic', '17 inch touch monitor with speakers', [TM17]),
  inSpecifications(t('en', 'generic', 'small 4:3 touch screen monitor', [TM15])),
  // Receipt printers
  inSpecifications(t('en', 'generic', 'usb receipt printer for a small kiosk', [TP58])),
  inSpecifications(t('en', 'colloquial', 'printer waiters can send to from their phones', [TP80W])),
  t('en', 'regional', 'chit printer for the kitchen', [KITCHEN]),
  t('en', 'regional', 'fast receipt printer for a petrol station', [TP90]),
  inSpecifications(t('en', 'plural', 'thermal printers that cut the receipt automatically', CUTTER)),
  inSpecifications(t('en', 'colloquial', 'receipt printer i can plug into the router', LAN_RECEIPT)),
  // Label printers
  t('en', 'generic', 'parcel label printer for an online shop', WAREHOUSE_LABELS),
  inSpecifications(t('en', 'generic', 'ribbon label printer 300 dpi', RIBBON)),
  t('en', 'regional', 'belt clip label printer for shelf edge labels', [LP20M]),
  t('en', 'generic', 'metal bodied label printer for a production line', [LP60]),
  // Barcode scanners
  t('en', 'generic', 'wireless scanner with 50 m range', [S20W]),
  inSpecifications(t('en', 'abbreviation', 'dpm code reader for marked metal parts', [S30])),
  t('en', 'regional', 'flatbed scanner built into the checkout counter', [B80]),
  t('en', 'colloquial', 'scanner that sits by the till and reads by itself', PRESENTATION),
  inSpecifications(t('en', 'generic', 'qr code reader for phone screens', PHONE_QR)),
  t('en', 'abbreviation', 'entry level 1d barcode scanner', [S10]),
  // Cash drawers
  inSpecifications(t('en', 'abbreviation', 'cash drawers kicked by the printer over rj11', PRINTER_DRIVEN)),
  t('en', 'generic', 'compact till drawer 33cm wide', [CD330]),
  inSpecifications(t('en', 'generic', 'cash drawer with open sensor for a busy supermarket', [CD410])),
  t('en', 'colloquial', 'money drawer with steel front', [CD460]),
  // Scales
  t('en', 'regional', 'butcher scales that print a barcode sticker', [ML30]),
  t('en', 'regional', 'scale for a fruit and veg stall with price per kilo', [MS15]),
  t('en', 'generic', 'weighing scale with rs232 for the checkout counter', [MP15]),
  t('en', 'generic', 'platform scales for sacks up to 150 kg', [MW150]),
  // Accounting software
  t('en', 'colloquial', 'quickbooks alternative for azerbaijan', BOOKS_BOTH),
  inSpecifications(t('en', 'abbreviation', 'accounting software for several branches with ifrs', [BOOKS_BUSINESS])),
  t('en', 'generic', 'hr and payroll program', [PAYROLL]),
  inSpecifications(t('en', 'abbreviation', 'fifo stock costing for a wholesaler', [STOCK])),
  inSpecifications(t('en', 'abbreviation', 'bill of materials and batch costing for a food factory', [FACTORY])),
  // POS software
  t('en', 'regional', 'till software for a diy store', [RETAIL]),
  t('en', 'regional', 'chemist pos with expiry dates', [PHARMA]),
  t('en', 'generic', 'cafe till software with table plan', [CAFE]),
  inSpecifications(t('en', 'generic', 'dance studio and swimming pool management', [FITNESS])),
  // Licences and services
  t('en', 'generic', 'owner app to see sales on my phone', [GO]),
  t('en', 'regional', 'licence for one more checkout', [SEAT]),
  t('en', 'regional', 'yearly helpdesk and engineer visits for our tills', [CARE]),
  t('en', 'abbreviation', 'pos installation and cashier trainng', [INSTALL]),
];

export const TEST_QUERIES_17: TestQuery[] = [...AZ, ...RU, ...EN];
