// The test half of the search queries, twenty-third round (27 November 2026). The seventh to twenty-second rounds
// (scripts/bench-search/test-queries-7.ts to -22.ts) had their one run and their misses written in docs/search.md;
// the twenty-fourth was written at the same time as this one by another session, neither seeing the other's.
// These were written by a session that did not tune the engine and never ran them (nor any search on them), to
// be measured once after the freeze: per language and per kind of device, program and service the site sells,
// the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind with what it is for or what
// it has, sizes and capacities, colloquial words ("yeşik", "piştaxta", "usta", "чековик", "тсдшка", "под
// ключ", "тачскрины", "на ножке", "beer garden", "chemist", "goods in"), plurals, abbreviations (TSD, RFID, VFD,
// KDS, НСБУ, МСФО, CRM, RS232, EPOS), brands and standards used as names (DataMatrix, EAN, iPhone), typing without
// the language's own letters, rarely Russian in Latin letters; not copied from the vocabulary's lists nor from the
// earlier rounds (checked with search's normalizer and stemmer only: after folding and dropping function words no
// query is one of theirs, in any word order, even compared by stem, nor a name of worker/search/vocabulary.ts;
// of the drafts, 48 were: 47 were rewritten, 5 of them twice, and one left out). Each with the demo products a
// buyer using the words would expect, judged from the catalogue's content (reference-api/seed: titles,
// categories, specifications, descriptions), not from search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on the
// demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer
// only the specifications or descriptions hold). Not asserted in tests. One query that equals by stems one of the sixteenth
// round, which was tuned on («industrial label printer for pallet labels»), was taken out by the lead before any run.
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
  COUNTER_SCANNERS,
  DATA_TERMINALS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FITNESS,
  GO,
  HANDHELD_2D,
  INSTALL,
  KITCHEN,
  LABEL,
  LAN_RECEIPT,
  LCD10,
  LCD15,
  LP20M,
  LP42,
  LP42T,
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
  P50,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PHONE_QR,
  PRESENTATION,
  QR_SCANNERS,
  RETAIL,
  RIBBON,
  S10,
  S20,
  S20W,
  S30,
  SEAT,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
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

const AZ: TestQuery[] = [
  // POS terminals
  inSpecifications(t('az', 'generic', 'kafe kassası üçün 21 düymlük böyük sensor terminal', [T22])),
  t('az', 'no-letters', 'kicik dukan ucun android kassa aparati printerli', [A11]),
  inSpecifications(t('az', 'plural', 'aptek üçün sensorlu kassa aparatları', PHARMACY_TILLS)),
  t('az', 'generic', 'reklam göstərən ikinci ekranlı POS', [T15D]),
  // Data terminals
  t('az', 'abbreviation', 'RFID etiketləri sayan TSD', [M10]),
  t('az', 'no-letters', 'anbar ucun mehsul sayimi terminali', DATA_TERMINALS),
  inSpecifications(t('az', 'generic', 'ştrix kod oxuyan əl terminalı android 4G ilə', [M6, M8])),
  // Kits
  t('az', 'colloquial', 'kafe açıram, kassa və mətbəx printeri hamısı bir yerdə', [CAFE_KIT]),
  t('az', 'no-letters', 'iki kassa ucun hazir avadanliq paketi', [SUPERMARKET_KIT]),
  t('az', 'generic', 'kiçik market üçün bir kassalıq POS dəsti', [MARKET_KIT]),
  // Customer displays
  t('az', 'generic', '15 düymlük alıcı ekranı HDMI ilə', [LCD15]),
  t('az', 'abbreviation', 'musteri ucun VFD displey', [VFD]),
  // Touch monitors
  t('az', 'generic', '17 düym toxunma monitor dinamikli', [TM17]),
  t('az', 'plural', 'mini PC üçün sensor monitorlar', MONITORS),
  inSpecifications(t('az', 'no-letters', 'metbex ucun su kecirmeyen boyuk monitor', [TM22])),
  // Receipt printers
  inSpecifications(t('az', 'colloquial', 'rulonu tez-tez dəyişmək lazım olmayan çek printeri', [TP90])),
  t('az', 'no-letters', 'wifi cek printeri yay terrasina', [TP80W]),
  inSpecifications(t('az', 'colloquial', 'aşpaz üçün zəngli sifariş printeri', [KITCHEN])),
  t('az', 'colloquial', '58 mm termo kağızlı ucuz çek printeri', [TP58]),
  // Label printers
  t('az', 'generic', 'ştrixkod stikerləri çap edən printer', LABEL),
  inSpecifications(t('az', 'colloquial', 'rəfin yanında qiymət etiketi çıxaran portativ printer', [LP20M])),
  t('az', 'generic', 'paletlər üçün sənaye etiket printeri', [LP60]),
  inSpecifications(t('az', 'no-letters', 'lentli etiket printeri aptek ucun', RIBBON)),
  // Barcode scanners
  inSpecifications(t('az', 'colloquial', 'telefondakı QR kodu oxuyan skaner', PHONE_QR)),
  t('az', 'no-letters', 'simsiz barkod skaner bazali', [S20W]),
  t('az', 'plural', 'piştaxta üçün stasionar skanerlər', COUNTER_SCANNERS),
  inSpecifications(t('az', 'generic', 'sadə xətti barkod skaneri', [S10])),
  inSpecifications(t('az', 'abbreviation', 'DataMatrix oxuyan əl skaneri', HANDHELD_2D)),
  // Cash drawers
  inSpecifications(t('az', 'colloquial', 'köşk üçün 4 kağız pul bölməli yeşik', [CD330])),
  inSpecifications(t('az', 'generic', 'printersiz USB ilə açılan pul qutusu', [CD460])),
  t('az', 'plural', 'mağaza üçün pul qutuları', DRAWERS),
  inSpecifications(t('az', 'no-letters', 'pul qutusu cixarilan kassetli', [CD405])),
  // Scales
  inSpecifications(t('az', 'colloquial', 'bazarda meyvə satmaq üçün tərəzi', [MS15])),
  t('az', 'no-letters', 'kassir ucun POS terezi usb ile', [MP15]),
  t('az', 'generic', '30 kq etiket çıxaran tərəzi', [ML30]),
  t('az', 'colloquial', 'kisələri çəkmək üçün yer tərəzisi', [MW150]),
  // Accounting software
  t('az', 'official', 'kiçik sahibkar üçün mühasibat uçotu proqramı', BOOKS_BOTH),
  t('az', 'no-letters', 'emek haqqi ve kadr proqrami', [PAYROLL]),
  t('az', 'generic', 'bir neçə anbarın qalığını göstərən uçot proqramı', [STOCK]),
  t('az', 'generic', 'sex üzrə istehsal planı və faktiki xərc proqramı', [FACTORY]),
  // POS software
  t('az', 'generic', 'elektronika dükanında barkodla satış proqramı', [RETAIL]),
  t('az', 'colloquial', 'restoranda masa sxemi olan proqram', [CAFE]),
  t('az', 'no-letters', 'idman zali ucun turniketli giris sistemi', [FITNESS]),
  inSpecifications(t('az', 'generic', 'partiya və yararlılıq müddəti uçotu olan proqram', BATCHES)),
  // Licences and services
  t('az', 'generic', 'əlavə kassa üçün lisenziya açarı', [SEAT]),
  inSpecifications(t('az', 'colloquial', 'satışları telefondan izləmək', [GO])),
  t('az', 'generic', 'kassirlərə təlim keçmək xidməti', [INSTALL]),
  t('az', 'colloquial', 'il boyu usta çağırışı daxil olan dəstək', [CARE]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'colloquial', 'моноблок для кассы на i3 17 дюймов', [T17])),
  t('ru', 'generic', 'андроид касса со встроенным чековым принтером для кофейни', [A11]),
  t('ru', 'colloquial', 'касса с вторым экраном для рекламы', [T15D]),
  t('ru', 'plural', 'сенсорные pos терминалы для магазина', TOUCH_POS),
  inSpecifications(t('ru', 'generic', 'терминал для ресторана с ридером магнитных карт', [T22])),
  // Data terminals
  t('ru', 'colloquial', 'тсдшка с андроидом для приёмки', DATA_TERMINALS),
  t('ru', 'abbreviation', 'RFID считыватель для инвентаризации одежды', [M10]),
  // Kits
  t('ru', 'generic', 'комплект кассового оборудования для кафе', [CAFE_KIT]),
  t('ru', 'colloquial', 'касса под ключ для продуктового магазина', SHOP_KITS),
  t('ru', 'generic', 'готовое решение для супермаркета на 2 рабочих места', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('ru', 'colloquial', 'дисплей покупателя на ножке с поворотом', [VFD])),
  t('ru', 'plural', 'дисплеи покупателя для супермаркета', DISPLAYS),
  t('ru', 'generic', 'экран для клиента 10 дюймов с питанием по usb-c', [LCD10]),
  // Touch monitors
  inSpecifications(t('ru', 'colloquial', 'сенсорный монитор 4:3 для старого компа', [TM15])),
  t('ru', 'abbreviation', 'монитор для кухни KDS 21.5', [TM22]),
  t('ru', 'plural', 'тачскрины для pos системы', MONITORS),
  // Receipt printers
  inSpecifications(t('ru', 'colloquial', 'чековик на узкую ленту для ларька', [TP58])),
  inSpecifications(t('ru', 'generic', 'принтер чеков с автоотрезчиком 250 мм/с', [TP80])),
  t('ru', 'generic', 'кухонный принтер с сигналом и мигалкой', [KITCHEN]),
  inSpecifications(t('ru', 'generic', 'чековый принтер с презентером на 2 млн отрезов', [TP90])),
  inSpecifications(t('ru', 'colloquial', 'принтер чеков по блютуз для официантов', [TP80W])),
  // Label printers
  inSpecifications(t('ru', 'generic', 'принтер этикеток для маркировки паллет', [LP60])),
  t('ru', 'generic', 'переносной принтер этикеток с bluetooth для торгового зала', [LP20M]),
  t('ru', 'plural', 'принтеры этикеток для склада', WAREHOUSE_LABELS),
  inSpecifications(t('ru', 'generic', 'принтер этикеток 300 dpi для мелкого DataMatrix', [LP42T])),
  // Barcode scanners
  inSpecifications(t('ru', 'generic', 'сканер для маркировки DataMatrix в аптеке', [S20, P50])),
  t('ru', 'no-letters', 'skaner shtrihkodov besprovodnoy', WIRELESS_SCANNERS),
  inSpecifications(t('ru', 'generic', 'сканер вровень с поверхностью кассы с сапфировым стеклом', [B80])),
  inSpecifications(t('ru', 'colloquial', 'сканер который сам считывает когда подносишь товар', PRESENTATION)),
  // Cash drawers
  inSpecifications(t('ru', 'colloquial', 'денежный ящик на 4 купюры для киоска', [CD330])),
  t('ru', 'generic', 'усиленный денежный ящик под прилавок', [CD410]),
  inSpecifications(t('ru', 'generic', 'широкий ящик для купюр на 6 отделений', [CD460])),
  // Scales
  inSpecifications(t('ru', 'colloquial', 'весы для рынка на аккумуляторе', [MS15])),
  inSpecifications(t('ru', 'colloquial', 'весы с выводом веса в кассовую программу', [MP15])),
  t('ru', 'generic', 'напольные весы на 150 кг для склада', [MW150]),
  // Accounting software
  t('ru', 'abbreviation', 'бухучет по НСБУ для малого бизнеса', BOOKS_BOTH),
  inSpecifications(t('ru', 'abbreviation', 'бухгалтерия с учетом по филиалам и МСФО', [BOOKS_BUSINESS])),
  inSpecifications(t('ru', 'colloquial', 'программа для расчета больничных и отпускных', [PAYROLL])),
  t('ru', 'abbreviation', 'программа складского учёта с ТСД', [STOCK]),
  t('ru', 'generic', 'учет производства для пищевого цеха', [FACTORY]),
  // POS software
  t('ru', 'generic', 'кассовый софт для магазина стройматериалов с продажей в долг', [RETAIL]),
  t('ru', 'colloquial', 'софт для аптеки', [PHARMA]),
  t('ru', 'generic', 'программа для кофейни с доставкой', [CAFE]),
  t('ru', 'abbreviation', 'crm для фитнес-клуба с напоминаниями в whatsapp', [FITNESS]),
  // Licences and services
  t('ru', 'official', 'лицензия на дополнительную кассу', [SEAT]),
  inSpecifications(t('ru', 'generic', 'сервисный контракт с подменным оборудованием', [CARE])),
  inSpecifications(t('ru', 'generic', 'настройка кассы и перенос товаров из excel', [INSTALL])),
  inSpecifications(t('ru', 'colloquial', 'следить за выручкой магазина с телефона', [GO])),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', 'all-in-one android register with printer', [A11]),
  inSpecifications(t('en', 'regional', 'chemist shop till with a tilting screen', [T17])),
  inSpecifications(t('en', 'generic', '21 inch touchscreen pos for a restaurant', [T22])),
  t('en', 'generic', 'pos terminal with customer facing display', [T15D]),
  t('en', 'plural', 'touch screen epos machines', TOUCH_POS),
  // Data terminals
  t('en', 'abbreviation', 'rfid handheld reader for clothing stock take', [M10]),
  t('en', 'colloquial', 'mobile computer for the warehouse with a pistol grip', [M8]),
  t('en', 'plural', 'data collectors for stocktaking', DATA_TERMINALS),
  // Kits
  t('en', 'colloquial', 'starter pack to open a minimarket till', SHOP_KITS),
  t('en', 'colloquial', 'coffee shop pos package with kitchen printer', [CAFE_KIT]),
  t('en', 'generic', 'two lane supermarket pos kit with scale', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'generic', 'customer facing screen 15.6 inch', [LCD15]),
  t('en', 'plural', 'customer displays for a till', DISPLAYS),
  // Touch monitors
  t('en', 'generic', '17 inch 5:4 touch monitor for a pharmacy', [TM17]),
  t('en', 'colloquial', 'touchscreen for a mini pc', MONITORS),
  // Receipt printers
  inSpecifications(t('en', 'abbreviation', 'network receipt printer with rs232', LAN_RECEIPT)),
  t('en', 'regional', 'cable free receipt printer for a beer garden', [TP80W]),
  inSpecifications(t('en', 'colloquial', 'order printer for the chef that beeps', [KITCHEN])),
  t('en', 'regional', 'small 58 mm till roll printer', [TP58]),
  inSpecifications(t('en', 'regional', 'receipt printer with presenter for self checkout', [TP90])),
  // Label printers
  t('en', 'generic', 'label printer for warehouse bin labels', WAREHOUSE_LABELS),
  t('en', 'generic', 'mobile label printer that pairs with an android phone', [LP20M]),
  inSpecifications(t('en', 'generic', 'direct thermal shipping label printer 4 inch', [LP42])),
  // Barcode scanners
  inSpecifications(t('en', 'generic', 'qr code scanner for the till', QR_SCANNERS)),
  inSpecifications(t('en', 'colloquial', 'bluetooth barcode gun for the cold store', [S30])),
  t('en', 'generic', 'built in counter barcode reader with sapphire glass', [B80]),
  inSpecifications(t('en', 'regional', 'wireless scanner for big items left in the trolley', [S20W])),
  inSpecifications(t('en', 'abbreviation', 'entry level ean scanner plug and play', [S10])),
  // Cash drawers
  t('en', 'colloquial', 'small till drawer for a kiosk', [CD330]),
  t('en', 'plural', 'steel money drawers for tills', DRAWERS),
  inSpecifications(t('en', 'generic', 'cash drawer that opens over usb', [CD460])),
  // Scales
  t('en', 'regional', 'checkout scale that talks to the epos', [MP15]),
  t('en', 'generic', 'deli scale that prints barcode labels', [ML30]),
  inSpecifications(t('en', 'regional', 'battery scale for a fruit and veg stall', [MS15])),
  t('en', 'colloquial', 'platform scales for weighing sacks at goods in', [MW150]),
  // Accounting software
  inSpecifications(t('en', 'generic', 'small business bookkeeping with bank reconciliation', BOOKS_BOTH)),
  inSpecifications(t('en', 'regional', 'accounts package for a company with branches', [BOOKS_BUSINESS])),
  t('en', 'generic', 'hr and payroll system for 100 staff', [PAYROLL]),
  t('en', 'abbreviation', 'inventory software with fifo and batch tracking', [STOCK]),
  t('en', 'generic', 'bill of materials software for a food factory', [FACTORY]),
  // POS software
  inSpecifications(t('en', 'regional', 'shop till software that keeps working offline', [RETAIL])),
  t('en', 'regional', 'pharmacy epos with expiry date alerts', [PHARMA]),
  t('en', 'abbreviation', 'restaurant pos software with kds', [CAFE]),
  t('en', 'generic', 'gym membership software with access control', [FITNESS]),
  // Licences and services
  t('en', 'regional', 'licence to add a third till', [SEAT]),
  inSpecifications(t('en', 'colloquial', 'iphone app showing todays sales', [GO])),
  t('en', 'generic', 'annual support with technician visits', [CARE]),
  t('en', 'colloquial', 'engineer to install my epos and teach the staff', [INSTALL]),
];

export const TEST_QUERIES_23: TestQuery[] = [...AZ, ...RU, ...EN];
