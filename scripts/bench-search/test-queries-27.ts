// The test half of the search queries, twenty-seventh round (27 November 2026). The rounds before it had their
// one run and their misses written in docs/search.md; the twenty-eighth is written at the same time as this one
// by another session, neither seeing the other's. These were written by a session that did not tune the engine
// and never ran them (nor any search on them), to be measured once after the engine's freeze: per language and
// per kind of device, program and service the site sells, the way buyers in Baku (az, ru) and English-speaking
// buyers ask for them: a kind with what it is for or what it has, sizes and capacities, colloquial words
// ("toxunmalı", "açar təhvil", "tablo", "stiker", "maaş", "под ключ", "тач", "ценники", "сканер-пистолет",
// "мигалка", "gun grip", "floor scale", "trolley"), plurals, abbreviations (TSD, NKA, ƏDV, MHBS, ТСД, ИП, МСФО,
// ЗУП, ПК, АЗС, KDS, PDA, EPOS, HR, IFRS, FIFO), brands used as the name of a kind ("sunmi kimi", "CAS tipli",
// "типа CAS", "вместо 1С", "honeywell type", "epson tm style"), typing without the language's own letters,
// rarely Russian in Latin letters, now and then a typo ("programı", "защищеный", "reciept"); not copied from
// the vocabulary's lists nor from the earlier rounds (checked with search's normalizer and stemmer only: after
// folding and dropping function words no query is one of theirs, in any word order, even compared by stem, nor
// a name of worker/search/vocabulary.ts: 54 drafts were, 46 are rewritten and 8 left out). Each with
// the demo products a buyer using the words would expect, judged from the catalogue's content
// (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers.
// `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests. Before any run the lead took out the 2
// queries the twenty-sixth round's writer wrote alike by stems («бухучёт для ИП и малого бизнеса», ...), so each counts once.
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
  DESKTOP_LABELS,
  DISPLAYS,
  DRAWERS,
  EIGHT_COINS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  INSTALL,
  KITCHEN,
  KITS,
  LCD15,
  LP20M,
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
  PHONE_QR,
  PRESENTATION,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
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

/** The printers for the till whose specifications say they cut the receipt themselves (the kitchen printer too). */
const AUTO_CUTTER = [TP80, TP80W, TP90, KITCHEN];
/** The two 80 mm printers for the till with an auto-cutter in their specifications (the kitchen printer aside). */
const CUTTER_80 = [TP80, TP80W];

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'kiçik dükan üçün çek çıxaran android monoblok', [A11]),
  inSpecifications(t('az', 'colloquial', 'aptekə 17lik sensor monoblok', [T17])),
  t('az', 'colloquial', 'alıcı da qiyməti görsün deyə iki ekranlı kassa aparatı', [T15D]),
  inSpecifications(t('az', 'generic', 'restoran üçün Core i5 prosessorlu güclü kassa', [T22])),
  t('az', 'plural', 'toxunmalı ekranlı kassa aparatları', TOUCH_POS),
  t('az', 'colloquial', 'sunmi kimi çek çıxaran planşet kassa', [A11]),
  inSpecifications(t('az', 'no-letters', 'ventilyatorsuz 15.6 duymluk kassa komputeri', FIFTEEN_INCH_POS)),
  // Data terminals
  t('az', 'abbreviation', 'anbarda inventarizasiya üçün TSD', DATA_TERMINALS),
  inSpecifications(t('az', 'colloquial', 'yuxarı rəflərdən 10 metrə qədər oxuyan anbar terminalı', [M8])),
  inSpecifications(t('az', 'no-letters', '5.5 duym ekranli melumat toplama terminali', [M6])),
  // Kits
  t('az', 'generic', 'kafe açanlar üçün kassa, printer və pul qutusu bir yerdə', [CAFE_KIT]),
  t('az', 'colloquial', 'minimarket üçün açar təhvil kassa komplekti', SHOP_KITS),
  t('az', 'plural', 'quraşdırılması daxil olan kassa dəstləri', KITS),
  t('az', 'no-letters', 'boyuk market ucun iki kassa ve etiketli terezi desti', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('az', 'generic', 'ödəniş üçün alıcıya QR kodu göstərən ekran', TEN_INCH_CUSTOMER)),
  inSpecifications(t('az', 'colloquial', 'iki sətirli alıcı tablosu', [VFD])),
  t('az', 'plural', 'alıcının üzünə baxan displeylər', DISPLAYS),
  // Touch monitors
  inSpecifications(t('az', 'generic', 'səsli xəbərdarlıq üçün dinamikləri olan toxunma monitoru', [TM17])),
  t('az', 'no-letters', 'metbex ucun suya davamli 22 duym sensor ekran', [TM22]),
  // Receipt printers
  t('az', 'generic', 'kabel çəkmək mümkün olmayan yerə simsiz qəbz printeri', [TP80W]),
  t('az', 'generic', 'mətbəxə sifariş çap edən səs siqnallı printer', [KITCHEN]),
  t('az', 'no-letters', 'yanacaq doldurma menteqesi ucun suretli cek printeri', [TP90]),
  t('az', 'plural', 'termo çek printerləri', RECEIPT),
  // Label printers
  t('az', 'generic', 'kəmərə taxılan mobil qiymət etiketi printeri', [LP20M]),
  t('az', 'colloquial', 'masaüstü barkod stiker printeri', DESKTOP_LABELS),
  inSpecifications(t('az', 'no-letters', 'palet etiketleri ucun metal korpuslu printer', [LP60])),
  // Barcode scanners
  t('az', 'generic', 'soyuducu anbarda işləyən zərbəyə davamlı skaner', [S30]),
  inSpecifications(t('az', 'no-letters', 'ucuz xetti barkod oxuyucu usb ile', [S10])),
  inSpecifications(t('az', 'generic', 'piştaxtaya oturdulan sapfir şüşəli skaner', [B80])),
  // Cash drawers
  t('az', 'generic', 'kiçik kassa masasına sığan yığcam pul qutusu', [CD330]),
  t('az', 'no-letters', 'paslanmayan polad qapaqli genis pul qutusu', [CD460]),
  t('az', 'plural', 'kilidli pul qutuları mağaza üçün', DRAWERS),
  // Scales
  t('az', 'generic', 'bazar tezgahı üçün kilo qiymətini vuran elektron tərəzi', [MS15]),
  t('az', 'colloquial', 'CAS tipli etiket vuran tərəzi', [ML30]),
  t('az', 'no-letters', '150 kq anbar terezisi kiselerin cekisi ucun', [MW150]),
  t('az', 'generic', 'ət şöbəsi üçün etiket çıxaran tərəzi', [ML30]),
  t('az', 'generic', 'kassir çəkini əl ilə yazmasın deyə POS-a qoşulan tərəzi', [MP15]),
  // Accounting software
  t('az', 'abbreviation', 'ƏDV bəyannaməsi hazırlayan mühasibat proqramı', BOOKS_BOTH),
  inSpecifications(t('az', 'abbreviation', 'MHBS hesabatları olan şəbəkə mühasibat proqramı', [BOOKS_BUSINESS])),
  t('az', 'colloquial', 'maaş hesablama və kadrlar programı', [PAYROLL]),
  t('az', 'generic', 'mebel sexi üçün maya dəyəri hesablayan proqram', [FACTORY]),
  // POS software
  t('az', 'official', 'NKA ilə işləyən mağaza kassa proqramı', [RETAIL]),
  inSpecifications(t('az', 'generic', 'dərmanları seriya və son istifadə tarixi ilə izləyən proqram', [PHARMA])),
  t('az', 'generic', 'ofisiant planşetindən sifariş qəbul edən kafe proqramı', [CAFE]),
  t('az', 'no-letters', 'fitnes klub ucun turniketli uzvluk proqrami', [FITNESS]),
  // Licences and services
  t('az', 'generic', 'ikinci kassa üçün əlavə lisenziya', [SEAT]),
  t('az', 'generic', 'biznes sahibi üçün iPhone-da gündəlik satış hesabatı', [GO]),
  t('az', 'generic', 'kassa avadanlığı üçün illik servis xidməti', [CARE]),
  t('az', 'no-letters', 'mehsul bazasinin excelden kocurulmesi ve kassa qurasdirilmasi', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'generic', 'моноблок 17" с экраном 5:4 для аптечной кассы', [T17])),
  t('ru', 'generic', 'андроид касса со встроенным чековым принтером', [A11]),
  t('ru', 'no-letters', 'kassovyi terminal s dvumya ekranami', [T15D]),
  t('ru', 'plural', 'кассовые моноблоки для продуктового магазина', TOUCH_POS),
  // Data terminals
  t('ru', 'plural', 'терминалы сбора данных для ревизии', DATA_TERMINALS),
  t('ru', 'generic', 'терминал сбора данных с пистолетной рукояткой для высоких стеллажей', [M8]),
  t('ru', 'generic', 'считыватель RFID меток для пересчёта одежды', [M10]),
  inSpecifications(t('ru', 'colloquial', 'лёгкий ТСД на андроиде для переоценки', [M6])),
  // Kits
  t('ru', 'colloquial', 'оборудование для открытия кофейни под ключ', [CAFE_KIT]),
  t('ru', 'generic', 'комплект оборудования для минимаркета на 2 кассы', [SUPERMARKET_KIT]),
  t('ru', 'plural', 'POS-комплекты для магазина', SHOP_KITS),
  // Customer displays
  inSpecifications(t('ru', 'generic', 'двухстрочный дисплей покупателя на штанге', [VFD])),
  inSpecifications(t('ru', 'generic', 'дисплей покупателя для показа QR-кода оплаты', TEN_INCH_CUSTOMER)),
  inSpecifications(t('ru', 'generic', 'большой дисплей покупателя full hd для фастфуда', [LCD15])),
  // Touch monitors
  t('ru', 'abbreviation', 'сенсорный монитор 15 дюймов для подключения к ПК', [TM15]),
  t('ru', 'colloquial', 'тач монитор 17" с колонками', [TM17]),
  t('ru', 'generic', 'монитор 21,5 для кухонного экрана заказов', [TM22]),
  // Receipt printers
  t('ru', 'generic', 'маленький чековый принтер на узкую ленту 58', [TP58]),
  inSpecifications(t('ru', 'generic', 'чековый принтер 80 мм с автообрезкой', CUTTER_80)),
  t('ru', 'colloquial', 'кухонный принтер с мигалкой, чтобы повар не пропустил заказ', [KITCHEN]),
  inSpecifications(t('ru', 'abbreviation', 'скоростной чековый принтер для АЗС', [TP90])),
  // Label printers
  t('ru', 'generic', 'термотрансферный принтер этикеток для склада', RIBBON),
  t('ru', 'colloquial', 'переносной принтер ценников на пояс', [LP20M]),
  t('ru', 'plural', 'настольные принтеры штрихкод-этикеток', DESKTOP_LABELS),
  // Barcode scanners
  t('ru', 'colloquial', 'беспроводной сканер-пистолет для тяжёлых мешков', [S20W]),
  t('ru', 'generic', 'защищеный сканер для морозильного склада', [S30]),
  t('ru', 'generic', 'встраиваемый в кассовый стол сканер для супермаркета', [B80]),
  t('ru', 'plural', 'сканеры штрихкодов, которые стоят на прилавке', PRESENTATION),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'денежный ящик на 4 купюры для маленького прилавка', [CD330])),
  inSpecifications(t('ru', 'generic', 'широкий денежный ящик с потайным отделением', [CD460])),
  t('ru', 'plural', 'денежные ящики для кассы магазина', DRAWERS),
  // Scales
  t('ru', 'colloquial', 'весы для рынка с ценой за килограмм', [MS15]),
  t('ru', 'colloquial', 'весы типа CAS для овощного прилавка', [MS15]),
  t('ru', 'generic', 'весы с принтером наклеек для овощного отдела', [ML30]),
  t('ru', 'generic', 'складские весы до 150 кг с платформой 50 на 60', [MW150]),
  t('ru', 'generic', 'весы, которые передают вес в кассовую программу', [MP15]),
  // Accounting software
  inSpecifications(t('ru', 'abbreviation', 'сетевая бухгалтерия МСФО на 5 пользователей', [BOOKS_BUSINESS])),
  t('ru', 'colloquial', 'зарплатная программа с табелем', [PAYROLL]),
  t('ru', 'colloquial', 'вместо 1С ЗУП для кадров и зарплаты', [PAYROLL]),
  t('ru', 'abbreviation', 'учёт товара на нескольких складах с FIFO', [STOCK]),
  t('ru', 'generic', 'учёт себестоимости на пищевом производстве', [FACTORY]),
  // POS software
  t('ru', 'official', 'программа для магазина с онлайн-кассой', [RETAIL]),
  t('ru', 'generic', 'программа для аптеки с продажей поштучно блистерами', [PHARMA]),
  t('ru', 'generic', 'автоматизация ресторана со схемой зала', [CAFE]),
  // Licences and services
  t('ru', 'abbreviation', 'доп. лицензия на вторую кассу', [SEAT]),
  t('ru', 'colloquial', 'приложение для владельца смотреть выручку с телефона', [GO]),
  t('ru', 'colloquial', 'абонентское обслуживание касс на год с выездом мастера', [CARE]),
  t('ru', 'generic', 'настройка кассового оборудования и перенос товаров из Excel', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', 'android till with a built-in receipt printer for a kiosk', [A11]),
  inSpecifications(t('en', 'generic', '17 inch touchscreen till for a pharmacy', [T17])),
  t('en', 'abbreviation', 'dual screen EPOS with a customer facing display', [T15D]),
  inSpecifications(t('en', 'generic', 'restaurant pos terminal with a 21.5 inch screen and card reader', [T22])),
  t('en', 'plural', 'touchscreen all-in-ones for retail', TOUCH_POS),
  // Data terminals
  t('en', 'abbreviation', 'PDA for stocktaking', DATA_TERMINALS),
  t('en', 'generic', 'uhf rfid reader for clothing store stock counts', [M10]),
  t('en', 'colloquial', 'gun grip mobile computer for a warehouse', [M8]),
  // Kits
  t('en', 'generic', 'everything needed to open a coffee shop till', [CAFE_KIT]),
  t('en', 'regional', 'two lane supermarket pos bundle with a scale', [SUPERMARKET_KIT]),
  t('en', 'plural', 'pos starter packs for a grocery shop', SHOP_KITS),
  // Customer displays
  inSpecifications(t('en', 'generic', 'customer screen that shows a payment qr code', TEN_INCH_CUSTOMER)),
  t('en', 'plural', 'customer facing screens', DISPLAYS),
  // Touch monitors
  t('en', 'generic', '15 inch touch monitor to turn a pc into a till', [TM15]),
  inSpecifications(t('en', 'generic', 'touch monitor with speakers for a pharmacy counter', [TM17])),
  inSpecifications(t('en', 'abbreviation', 'waterproof KDS screen for the kitchen wall', [TM22])),
  t('en', 'plural', 'capacitive touch monitors for tills', MONITORS),
  // Receipt printers
  t('en', 'generic', 'budget usb receipt printer that takes 58 mm rolls', [TP58]),
  t('en', 'regional', 'wifi reciept printer for a market stall', [TP80W]),
  inSpecifications(t('en', 'generic', 'order printer that beeps and flashes for the chefs', [KITCHEN])),
  t('en', 'colloquial', 'epson tm style printer for the kitchen', [KITCHEN]),
  inSpecifications(t('en', 'regional', 'receipt printer for a petrol station with a presenter', [TP90])),
  inSpecifications(t('en', 'plural', 'receipt printers with an auto cutter', AUTO_CUTTER)),
  // Label printers
  t('en', 'generic', 'portable label printer that pairs with a handheld terminal', [LP20M]),
  inSpecifications(t('en', 'plural', 'label printers that use a ribbon', RIBBON)),
  // Barcode scanners
  inSpecifications(t('en', 'generic', '2d imager that reads qr codes off phone screens', PHONE_QR)),
  t('en', 'generic', 'wireless barcode scanner for heavy items left in the trolley', [S20W]),
  t('en', 'colloquial', 'honeywell type rugged scanner for a freezer warehouse', [S30]),
  inSpecifications(t('en', 'generic', 'scanner built into the checkout desk with sapphire glass', [B80])),
  t('en', 'generic', 'hands-free scanner that stands on the counter', PRESENTATION),
  // Cash drawers
  inSpecifications(t('en', 'generic', 'cash drawer only 33cm wide for a kiosk', [CD330])),
  t('en', 'generic', 'stainless steel cash drawer for a filling station', [CD460]),
  inSpecifications(t('en', 'generic', 'drawer with ball bearing slides for a high volume checkout', [CD410])),
  inSpecifications(t('en', 'plural', 'cash drawers with 8 coin slots', EIGHT_COINS)),
  // Scales
  t('en', 'generic', 'weigh and label scale for a supermarket deli counter', [ML30]),
  t('en', 'regional', 'market stall scale that works out the price per kilo', [MS15]),
  t('en', 'generic', 'scale that sends the weight to the pos software', [MP15]),
  t('en', 'colloquial', 'floor scale for 150 kg sacks', [MW150]),
  // Accounting software
  t('en', 'generic', 'small business bookkeeping software with bank reconciliation', BOOKS_BOTH),
  inSpecifications(t('en', 'abbreviation', 'IFRS accounting with multi currency for branches', [BOOKS_BUSINESS])),
  t('en', 'abbreviation', 'hr and payroll software for up to 100 employees', [PAYROLL]),
  t('en', 'abbreviation', 'warehouse software with FIFO and batch tracking', [STOCK]),
  t('en', 'official', 'bill of materials and production costing', [FACTORY]),
  // POS software
  t('en', 'generic', 'shop checkout software that keeps selling offline', [RETAIL]),
  t('en', 'generic', 'pharmacy software with expiry date alerts', [PHARMA]),
  inSpecifications(t('en', 'generic', 'software for a dance studio with class timetables', [FITNESS])),
  // Licences and services
  t('en', 'colloquial', 'add another register to my pos licence', [SEAT]),
  t('en', 'generic', 'mobile app to check sales on my phone', [GO]),
  t('en', 'generic', 'pos helpdesk subscription with remote support', [CARE]),
  t('en', 'colloquial', 'someone to install my pos and show staff how to use it', [INSTALL]),
];

export const TEST_QUERIES_27: TestQuery[] = [...AZ, ...RU, ...EN];
