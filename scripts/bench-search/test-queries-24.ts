// The test half of the search queries, twenty-fourth round (27 November 2026). The twenty-second round
// (scripts/bench-search/test-queries-22.ts) and those before it had their one run and their misses written in
// docs/search.md; the twenty-third was written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), to be measured once as the engine ships: per language and per kind of device, program and service
// the site sells, the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind with what
// it is for or what it has, sizes and capacities, colloquial words ("balaca", "piştaxta", "тач", "кэш-бокс",
// "весы-принтер", "чековик", "till", "freezer proof"), plurals, abbreviations (TSD, ТСД, ИП, НДС, МСФО, МНН, RFID,
// KDS, VFD, EPOS), typing without the language's own letters, rarely Russian in Latin letters; not copied
// from the vocabulary's lists nor from the earlier rounds (checked with search's normalizer only: after
// folding and dropping function words no query is one of theirs, in any word order, nor a name of
// worker/search/vocabulary.ts). Each with the demo products a buyer using the words would expect, judged from
// the catalogue's content (reference-api/seed: titles, categories, specifications, descriptions), not from
// search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests. Before any run the lead took out the 12 queries that equal by
// stems one of an earlier round, which were tuned on («сканер-подставка для кассы», «thermal transfer label printers», ...),
// and the 5 the twenty-third round's writer wrote alike («touchscreen for a mini pc», ...), so the two count each once.
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
  DESKTOP_LABELS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FITNESS,
  FIVE_EIGHT,
  GO,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LAN_RECEIPT,
  LCD15,
  LP20M,
  LP42,
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
  PRESENTATION,
  RECEIPT,
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
/** The scanners whose descriptions name DataMatrix codes on medicine packs or pharmacies. */
const PHARMACY_SCANNERS = [S20, P50];
/** The scales that weigh up to 15 kg and give the price: for a stall and for the till. */
const FIFTEEN_KG = [MS15, MP15];
/** The handheld scanners with a USB cable only. */
const USB_HANDHELD = [S10, S20];
/** The handheld scanners without a cable: the cordless one (radio base) and the Bluetooth one. */
const CORDLESS = [S20W, S30];

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'aptek kassası üçün 17 düym ekranlı monoblok', [T17]),
  t('az', 'colloquial', 'printeri özündə olan balaca android kassa', [A11]),
  t('az', 'no-letters', 'alici ekrani da olan kassa aparati', [T15D]),
  inSpecifications(t('az', 'generic', 'Core i5 prosessorlu 21 düymlük POS', [T22])),
  t('az', 'plural', 'mağaza üçün sensorlu POS terminallar', TOUCH_POS),
  // Data terminals
  t('az', 'abbreviation', 'mal qəbulu və inventarizasiya üçün TSD-lər', DATA_TERMINALS),
  t('az', 'generic', 'geyim mağazası üçün RFID etiketləri oxuyan terminal', [M10]),
  t('az', 'no-letters', 'tapanca tutacaqli melumat toplama terminali', [M8]),
  inSpecifications(t('az', 'generic', 'IP65 yüngül android terminal 5000 mAh batareya', [M6])),
  // Kits
  t('az', 'generic', 'kafe açmaq üçün hazır avadanlıq dəsti', [CAFE_KIT]),
  t('az', 'plural', 'quraşdırma ilə kassa dəstləri', KITS),
  t('az', 'no-letters', 'market ucun komplekt terminal printer pul qutusu', [MARKET_KIT]),
  t('az', 'colloquial', 'minimarket üçün iki kassalı hazır komplekt', [SUPERMARKET_KIT]),
  // Customer displays
  t('az', 'generic', 'alıcıya qiyməti göstərən displey', DISPLAYS),
  inSpecifications(t('az', 'colloquial', 'iki sətirli yaşıl yazılı alıcı displeyi', [VFD])),
  // Touch monitors
  t('az', 'plural', 'kompüterə qoşulan sensor monitorlar kassa üçün', MONITORS),
  inSpecifications(t('az', 'no-letters', 'metbex ucun suya davamli boyuk sensor monitor', [TM22])),
  inSpecifications(t('az', 'generic', 'dinamikli 17 düym toxunuşlu monitor', [TM17])),
  // Receipt printers
  inSpecifications(t('az', 'generic', 'şəbəkə kabeli ilə qoşulan çek printeri', LAN_RECEIPT)),
  t('az', 'colloquial', 'dar lentli çek printeri 58', [TP58]),
  t('az', 'no-letters', 'wifi cek printeri yay terasi ucun', [TP80W]),
  t('az', 'generic', 'mətbəx üçün səs çıxaran sifariş printeri', [KITCHEN]),
  t('az', 'plural', 'mürəkkəbsiz termo çek printerləri', RECEIPT),
  // Label printers
  t('az', 'generic', 'qutulara barkod yapışqanı çap etmək üçün printer', LABEL),
  t('az', 'colloquial', 'satış zalında rəfin yanında qiymət etiketi çap edən cib printeri', [LP20M]),
  inSpecifications(t('az', 'generic', 'soyuducu mallar üçün silinməyən etiket printeri', RIBBON)),
  t('az', 'no-letters', 'sanaye etiket printeri metal korpus', [LP60]),
  // Barcode scanners
  t('az', 'colloquial', 'arabadakı ağır kisələri qaldırmadan oxumaq üçün simsiz skaner', [S20W]),
  t('az', 'no-letters', 'anbar ucun zerbeye davamli skaner', [S30]),
  t('az', 'generic', 'supermarket kassasında piştaxtanın içinə yerləşən barkod oxuyucu', [B80]),
  t('az', 'plural', 'stolüstü barkod skanerləri', PRESENTATION),
  // Cash drawers
  t('az', 'colloquial', 'köşkdə dar yerə sığan 33 sm pul yeşiyi', [CD330]),
  t('az', 'generic', 'paslanmayan polad önlü pul qutusu', [CD460]),
  // Scales
  t('az', 'generic', 'bazar üçün 15 kq tərəzi', FIFTEEN_KG),
  t('az', 'no-letters', 'meyve terevez reyonunda barkod etiketi cixaran terezi', [ML30]),
  t('az', 'generic', 'anbar üçün böyük platformalı tərəzi', [MW150]),
  // Accounting software
  t('az', 'generic', 'fərdi sahibkar üçün vergi bəyannaməsi hazırlayan mühasibat proqramı', BOOKS_BOTH),
  inSpecifications(t('az', 'colloquial', 'işçilərin tabelini və məzuniyyət pulunu hesablayan proqram', [PAYROLL])),
  t('az', 'no-letters', 'bir nece anbarda mal qaliqlarini goren proqram', [STOCK]),
  t('az', 'generic', 'istehsalat üçün maya dəyəri proqramı', [FACTORY]),
  // POS software
  t('az', 'generic', 'restoran üçün kassa proqramı', [CAFE]),
  t('az', 'no-letters', 'market ucun kassa proqrami', [RETAIL]),
  t('az', 'colloquial', 'dərmanxana proqramı', [PHARMA]),
  // Licences and services
  t('az', 'official', 'üçüncü kassa üçün əlavə lisenziya', [SEAT]),
  t('az', 'colloquial', 'mağaza sahibinə günlük kassanı telefonda göstərən tətbiq', [GO]),
  t('az', 'generic', 'kassa avadanlığına illik texniki dəstək', [CARE]),
  t('az', 'generic', 'yeni kassa proqramını kassirlərə öyrədən mütəxəssis', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'generic', 'сенсорный моноблок для аптеки 17 дюймов', [T17]),
  t('ru', 'colloquial', 'андроид касса со встроенным принтером', [A11]),
  t('ru', 'generic', 'касса с двумя экранами чтобы покупатель видел сумму', [T15D]),
  inSpecifications(t('ru', 'generic', 'терминал с защитой IP65 и считывателем карт', [T22])),
  t('ru', 'plural', 'кассовые моноблоки для магазина', TOUCH_POS),
  // Data terminals
  t('ru', 'abbreviation', 'ТСД для пересчета вешалок с RFID метками', [M10]),
  t('ru', 'generic', 'терминал сбора данных для приемки товара', DATA_TERMINALS),
  t('ru', 'colloquial', 'пистолетный ТСД с дальним считыванием', [M8]),
  t('ru', 'no-letters', 'tsd dlya inventarizacii', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'набор для минимаркета: две кассы, сканеры и весы с этикетками', [SUPERMARKET_KIT]),
  t('ru', 'colloquial', 'готовое решение для магазина касса принтер сканер ящик', SHOP_KITS),
  t('ru', 'plural', 'наборы кассового оборудования', KITS),
  // Customer displays
  t('ru', 'generic', 'дисплей покупателя на стойке', [VFD]),
  inSpecifications(t('ru', 'colloquial', 'второй экран для покупателя 10 дюймов с QR для оплаты', TEN_INCH_CUSTOMER)),
  // Touch monitors
  t('ru', 'generic', 'сенсорный монитор 15 дюймов для POS', [TM15]),
  inSpecifications(t('ru', 'abbreviation', 'экран KDS повару на стену', [TM22])),
  t('ru', 'colloquial', 'тач мониторы к системнику продавца', MONITORS),
  // Receipt printers
  t('ru', 'generic', 'кухонный принтер заказов', [KITCHEN]),
  t('ru', 'colloquial', 'быстрый чековик на заправку с большим рулоном', [TP90]),
  inSpecifications(t('ru', 'generic', 'принтер чеков по блютуз', [TP80W])),
  // Label printers
  t('ru', 'generic', 'принтер этикеток со штрихкодом', LABEL),
  t('ru', 'colloquial', 'мобильный принтер ценников', [LP20M]),
  inSpecifications(t('ru', 'generic', 'металлический принтер этикеток для цеха на 168 мм', [LP60])),
  inSpecifications(t('ru', 'generic', 'принтер для термоэтикеток без риббона', [LP42])),
  // Barcode scanners
  inSpecifications(t('ru', 'generic', 'сканер DataMatrix для аптеки', PHARMACY_SCANNERS)),
  t('ru', 'colloquial', 'дешевый сканер штрихкодов', [S10]),
  inSpecifications(t('ru', 'generic', 'беспроводные сканеры штрих-кода', CORDLESS)),
  t('ru', 'generic', 'сканер вровень со столешницей кассы', [B80]),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'узкий денежный ящик для ларька', [CD330])),
  inSpecifications(t('ru', 'generic', 'денежный ящик на миллион открываний с датчиком', [CD410])),
  inSpecifications(t('ru', 'generic', 'денежный ящик с открытием по USB', [CD460])),
  t('ru', 'colloquial', 'кэш-боксы для кассы', DRAWERS),
  // Scales
  inSpecifications(t('ru', 'generic', 'торговые весы для рынка с двумя табло', [MS15])),
  t('ru', 'colloquial', 'весы-принтер для мясного отдела', [ML30]),
  t('ru', 'generic', 'кассовые весы с подключением к компьютеру', [MP15]),
  t('ru', 'generic', 'весы для мешков с цементом до 150 кг', [MW150]),
  // Accounting software
  t('ru', 'abbreviation', 'бухгалтерия для ИП с декларацией по НДС', BOOKS_BOTH),
  inSpecifications(t('ru', 'generic', 'программа для начисления больничных и отпускных', [PAYROLL])),
  inSpecifications(t('ru', 'abbreviation', 'бухгалтерия по МСФО', [BOOKS_BUSINESS])),
  // POS software
  t('ru', 'generic', 'кассовая программа для магазина электроники с продажей в кредит', [RETAIL]),
  inSpecifications(t('ru', 'abbreviation', 'аптечная программа с поиском по МНН', [PHARMA])),
  t('ru', 'generic', 'программа для ресторана с доставкой', [CAFE]),
  inSpecifications(t('ru', 'generic', 'программа для танцевальной студии с абонементами и напоминаниями в WhatsApp', [FITNESS])),
  // Licences and services
  t('ru', 'colloquial', 'купить лицензию еще на одну кассу', [SEAT]),
  t('ru', 'colloquial', 'приложение для хозяина кафе смотреть выручку с телефона', [GO]),
  t('ru', 'generic', 'сервисный контракт на год с подменным принтером', [CARE]),
  t('ru', 'colloquial', 'выезд мастера подключить оборудование и перенести товары из Excel', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'regional', '17 inch chemist till', [T17]),
  t('en', 'colloquial', 'small android register that prints its own receipts', [A11]),
  t('en', 'regional', 'till with a second screen facing the shopper', [T15D]),
  inSpecifications(t('en', 'generic', 'pos terminal with magnetic card reader', [T22])),
  t('en', 'plural', 'touchscreen tills for a busy shop', TOUCH_POS),
  // Data terminals
  t('en', 'abbreviation', 'rfid stock take handheld', [M10]),
  t('en', 'plural', 'handheld terminals for receiving deliveries', DATA_TERMINALS),
  t('en', 'colloquial', 'pistol grip scanner terminal', [M8]),
  inSpecifications(t('en', 'generic', 'rugged android handheld ip67', [M8])),
  // Kits
  t('en', 'generic', 'complete pos bundle for a retail shop', SHOP_KITS),
  t('en', 'regional', 'coffee shop till bundle with staff training', [CAFE_KIT]),
  t('en', 'generic', 'two lane supermarket pos bundle', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'abbreviation', 'vfd pole display for the till', [VFD]),
  t('en', 'generic', 'customer facing display 15.6 inch', [LCD15]),
  t('en', 'plural', 'customer displays for checkouts', DISPLAYS),
  // Touch monitors
  inSpecifications(t('en', 'abbreviation', 'kds screen', [TM22])),
  inSpecifications(t('en', 'generic', '17 inch touchscreen for pharmacy counters with built in speakers', [TM17])),
  // Receipt printers
  inSpecifications(t('en', 'plural', 'self cutting 80mm receipt printers', CUTTER_80)),
  inSpecifications(t('en', 'generic', 'bluetooth receipt printer for an ipad', [TP80W])),
  t('en', 'generic', 'kitchen printer that beeps when an order comes in', [KITCHEN]),
  t('en', 'regional', 'small 58mm till printer for a market stall', [TP58]),
  inSpecifications(t('en', 'generic', 'high volume receipt printer with presenter', [TP90])),
  // Label printers
  t('en', 'generic', 'desktop printer for parcel labels', DESKTOP_LABELS),
  t('en', 'colloquial', 'portable price tag printer', [LP20M]),
  // Barcode scanners
  inSpecifications(t('en', 'generic', 'wireless scanner that stores scans when out of range', [S20W])),
  inSpecifications(t('en', 'generic', 'usb barcode reader', USB_HANDHELD)),
  t('en', 'colloquial', 'freezer proof rugged scanner', [S30]),
  inSpecifications(t('en', 'colloquial', 'scanners that read without picking them up', PRESENTATION)),
  t('en', 'generic', 'scanners that sit on the counter', COUNTER_SCANNERS),
  // Cash drawers
  t('en', 'regional', 'compact till drawer for a kiosk', [CD330]),
  t('en', 'generic', 'heavy duty cash drawer for a supermarket', [CD410]),
  inSpecifications(t('en', 'generic', 'money drawer with 5 note 8 coin slots', FIVE_EIGHT)),
  t('en', 'generic', 'stainless steel cash drawer', [CD460]),
  // Scales
  t('en', 'regional', 'meat counter scale printing barcode labels', [ML30]),
  t('en', 'plural', 'price computing scales for a fruit and veg stall', [MS15]),
  t('en', 'generic', 'checkout scale linked to the till', [MP15]),
  t('en', 'generic', 'platform scale for heavy boxes up to 150 kg', [MW150]),
  // Accounting software
  inSpecifications(t('en', 'generic', 'accounting for a company with branches in several currencies', [BOOKS_BUSINESS])),
  t('en', 'generic', 'hr and payroll program for 100 staff', [PAYROLL]),
  t('en', 'generic', 'inventory software with batch and expiry tracking', [STOCK]),
  t('en', 'generic', 'bill of materials software for manufacturers', [FACTORY]),
  // POS software
  t('en', 'regional', 'till software for a grocery that works offline', [RETAIL]),
  t('en', 'generic', 'pharmacy till system', [PHARMA]),
  t('en', 'abbreviation', 'restaurant epos', [CAFE]),
  t('en', 'generic', 'membership and class timetable software for a fitness club', [FITNESS]),
  // Licences and services
  t('en', 'official', 'additional register licence for hesab retail', [SEAT]),
  t('en', 'generic', 'sales app for shop owners', [GO]),
  t('en', 'generic', 'annual support contract for pos', [CARE]),
  t('en', 'generic', 'staff training on the till', [INSTALL]),
];

export const TEST_QUERIES_24: TestQuery[] = [...AZ, ...RU, ...EN];
