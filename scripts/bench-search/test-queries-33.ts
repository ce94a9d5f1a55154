// The test half of the search queries, thirty-third round (28 November 2026). The thirty-second round
// (scripts/bench-search/test-queries-32.ts) and those before it had their one run and their misses written in
// docs/search.md; the thirty-fourth is written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), to be measured once after the engine's freeze: per language and per kind of device, program and
// service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind with
// what it is for or what it has, sizes and capacities, colloquial words ("tablo", "yeşik", "çəki", "balaca",
// "nisyə", "чековик", "тач", "нержавейка", "вайфай", "шаурмичная", "till roll", "takings", "burger van",
// "builders yard"), plurals, abbreviations (TSD, VFD, BMHS, DSMF, ТСД, UHF, ПК, IP65, KDS, RFID, PLU, IFRS, EPOS),
// brands used as names ("Hesab Pharma"), typing without the language's own letters, rarely Russian in Latin
// letters; not copied from the vocabulary's lists nor from the earlier rounds (checked with search's normalizer
// only: after folding and dropping function words no query is one of theirs, in any word order, even compared by
// stem, nor a name of worker/search/vocabulary.ts). Each with the demo products a buyer using the words would
// expect, judged from the catalogue's content (reference-api/seed: titles, categories, specifications,
// descriptions), not from search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on the demo
// catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests. Of the first 171 drafts, 70 were already, so
// folded, a query of an earlier round (most of them word for word) or a name of the vocabulary: 38 were
// rewritten (9 of them twice) and 32 left out to keep about 45 per language. Before any run the lead took out
// the one query equal by stems to one of the sixteenth round («industrial label printer for pallet labels»), so it
// counts once.
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
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  LABEL,
  LAN_RECEIPT,
  LCD15,
  LP20M,
  LP42T,
  LP60,
  M10,
  M6,
  M8,
  MARKET_KIT,
  MONITORS,
  MP15,
  MS15,
  ML30,
  MW150,
  P50,
  P70,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PHONE_QR,
  PRESENTATION,
  PRINTER_DRIVEN,
  RETAIL,
  RIBBON,
  S10,
  S20W,
  S30,
  SEAT,
  SHELF_LABELS,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15D,
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
  inSpecifications(t('az', 'generic', 'apteklər üçün böyük ekranlı kassa terminalı', PHARMACY_TILLS)),
  t('az', 'no-letters', 'icinde cek printeri olan kicik android kassa', [A11]),
  t('az', 'generic', 'alıcıya reklam göstərən iki ekranlı kassa', [T15D]),
  inSpecifications(t('az', 'generic', 'Core i5 prosessorlu 21 düymlük POS monoblok', [T22])),
  t('az', 'plural', 'kafe üçün sensorlu POS terminallar', TOUCH_POS),
  // Data terminals
  t('az', 'abbreviation', 'geyim mağazası üçün RFID etiketləri oxuyan TSD', [M10]),
  t('az', 'no-letters', 'tapanca tutacaqli TSD anbar ucun', [M8]),
  inSpecifications(t('az', 'generic', '4G-li yüngül məlumat toplama terminalı', [M6, M8])),
  // Kits
  t('az', 'generic', 'kiçik market üçün hər şeyi daxil olan kassa dəsti', [MARKET_KIT]),
  t('az', 'generic', 'kafe açanlar üçün mətbəx printerli POS dəsti', [CAFE_KIT]),
  t('az', 'plural', 'iki kassa və tərəzi olan dəstlər', [SUPERMARKET_KIT]),
  // Customer displays
  t('az', 'colloquial', 'müştəriyə qiyməti göstərən tablo', DISPLAYS),
  inSpecifications(t('az', 'no-letters', 'boyuk musteri ekrani restoran kassasina', [LCD15])),
  inSpecifications(t('az', 'generic', 'ödəniş üçün QR kod göstərən alıcı ekranı', TEN_INCH_CUSTOMER)),
  t('az', 'abbreviation', 'dayaqlı VFD tablo', [VFD]),
  // Touch monitors
  inSpecifications(t('az', 'generic', 'buxara və yağa davamlı mətbəx monitoru', [TM22])),
  t('az', 'colloquial', 'mini kompüter üçün toxunmalı monitor 17 düym', [TM17]),
  t('az', 'plural', 'köhnə kompüter üçün ucuz sensor monitorlar', MONITORS),
  // Receipt printers
  inSpecifications(t('az', 'no-letters', 'LAN portlu 80 mm cek printeri', LAN_RECEIPT)),
  t('az', 'colloquial', 'çek çıxaran balaca printer 58 mm', [TP58]),
  t('az', 'generic', 'planşetdən çap edən simsiz çek printeri', [TP80W]),
  inSpecifications(t('az', 'generic', 'sifariş gələndə səs çıxaran və işığı yanan printer', [KITCHEN])),
  // Label printers
  t('az', 'colloquial', 'qiymət stikeri çıxaran printer', LABEL),
  inSpecifications(t('az', 'generic', 'rəf yanında qiymət etiketi çap edən portativ printer', [LP20M])),
  inSpecifications(t('az', 'generic', 'palet etiketləri üçün metal korpuslu sənaye printeri', [LP60])),
  // Barcode scanners
  inSpecifications(t('az', 'no-letters', 'en sade xetti barkod oxuyucu', [S10])),
  inSpecifications(t('az', 'generic', 'müştərinin telefonundan kupon oxuyan skaner', PHONE_QR)),
  t('az', 'colloquial', 'kabelsiz barkod tapançası', WIRELESS_SCANNERS),
  t('az', 'generic', 'soyuq anbarda işləyən zərbəyə davamlı skaner', [S30]),
  inSpecifications(t('az', 'generic', 'piştaxtaya yerləşdirilən sapfir şüşəli skaner', [B80])),
  t('az', 'no-letters', 'genis pencereli stolustu skaner', [P70]),
  inSpecifications(t('az', 'generic', 'aptek üçün stolüstü QR skaner', PRESENTATION)),
  // Cash drawers
  inSpecifications(t('az', 'generic', 'açıq qalanda xəbər verən pul yeşiyi', [CD410])),
  inSpecifications(t('az', 'no-letters', 'cixarilan qutulu pul yesiyi', [CD405])),
  // Scales
  inSpecifications(t('az', 'generic', 'göyərti dükanı üçün kiloya görə qiymət hesablayan tərəzi', [MS15])),
  t('az', 'colloquial', 'kassa kompüterinə qoşulan çəki', [MP15]),
  t('az', 'no-letters', 'barkodlu etiket ceken terezi 30 kq', [ML30]),
  // Accounting software
  inSpecifications(t('az', 'no-letters', 'e-taxes qaimelerini yukleyen muhasibat proqrami', BOOKS_BOTH)),
  inSpecifications(t('az', 'abbreviation', 'BMHS hesabatı olan şəbəkəli mühasibat proqramı', [BOOKS_BUSINESS])),
  inSpecifications(t('az', 'abbreviation', 'DSMF hesabatı və məzuniyyət pulu hesablayan proqram', [PAYROLL])),
  t('az', 'generic', 'bir neçə anbarın qalıqlarını göstərən proqram', [STOCK]),
  t('az', 'generic', 'tikinti materialları istehsalçısı üçün istehsal uçotu', [FACTORY]),
  // POS software
  t('az', 'generic', 'elektronika mağazasında nisyə satış üçün kassa proqramı', [RETAIL]),
  t('az', 'no-letters', 'aptek sebekesi ucun derman satis proqrami', [PHARMA]),
  inSpecifications(t('az', 'colloquial', 'restoranda hesabı bölmək və masalar üçün proqram', [CAFE])),
  // Licences and services
  t('az', 'official', 'kassa proqramına əlavə iş yeri lisenziyası', [SEAT]),
  t('az', 'colloquial', 'telefondan dükanın satışlarına baxmaq', [GO]),
  t('az', 'no-letters', 'kassa qurasdirilmasi Sumqayitda', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'generic', 'сенсорный моноблок для аптеки', PHARMACY_TILLS)),
  t('ru', 'colloquial', 'касса-планшет на андроиде со встроенным чековиком', [A11]),
  t('ru', 'generic', 'касса с отдельным экраном для покупателя', [T15D]),
  inSpecifications(t('ru', 'generic', 'POS-терминал с картридером для ресторана 21 дюйм', [T22])),
  // Data terminals
  t('ru', 'abbreviation', 'ТСД с UHF для инвентаризации одежды', [M10]),
  t('ru', 'colloquial', 'пистолет-терминал для склада с клавиатурой', [M8]),
  inSpecifications(t('ru', 'generic', 'лёгкий терминал сбора данных на android 13 с 4G', [M6])),
  t('ru', 'no-letters', 'tsd dlya priemki tovara', DATA_TERMINALS),
  // Kits
  t('ru', 'colloquial', 'кассовый набор в коробке для нового магазина', SHOP_KITS),
  t('ru', 'colloquial', 'комплект для кофейни: касса, принтер на кухню и денежный ящик', [CAFE_KIT]),
  t('ru', 'generic', 'две кассы с весами и сканерами под супермаркет одним комплектом', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('ru', 'generic', 'двухстрочное табло для кассы', [VFD])),
  inSpecifications(t('ru', 'generic', 'цветной дисплей покупателя для показа рекламы', TEN_INCH_CUSTOMER)),
  inSpecifications(t('ru', 'generic', 'экран готовности заказов для фастфуда', [LCD15])),
  // Touch monitors
  t('ru', 'colloquial', 'тач монитор 15 дюймов для кассы на обычном ПК', [TM15]),
  inSpecifications(t('ru', 'generic', 'монитор для кухни с защитой IP65', [TM22])),
  t('ru', 'plural', 'сенсорные мониторы для рабочего места кассира', MONITORS),
  // Receipt printers
  t('ru', 'colloquial', 'маленький чековик на 58 для шаурмичной', [TP58]),
  inSpecifications(t('ru', 'generic', 'принтер чеков 80 мм с автоотрезом и LAN', LAN_RECEIPT)),
  t('ru', 'generic', 'принтер для печати заказов на кухне', [KITCHEN]),
  t('ru', 'colloquial', 'вайфай принтер для летней веранды', [TP80W]),
  // Label printers
  inSpecifications(t('ru', 'colloquial', 'принтер для печати ценников в магазине', SHELF_LABELS)),
  t('ru', 'no-letters', 'printer etiketok dlya sklada', WAREHOUSE_LABELS),
  t('ru', 'official', 'термотрансферный принтер для маркировки продукции', RIBBON),
  // Barcode scanners
  t('ru', 'colloquial', 'недорогой проводной сканер штрих-кодов для ларька', [S10]),
  inSpecifications(t('ru', 'generic', '2D сканер для маркировки лекарств DataMatrix', TWO_D)),
  inSpecifications(t('ru', 'generic', 'сканер с базой на 50 метров', [S20W])),
  t('ru', 'plural', 'настольные сканеры штрихкодов', COUNTER_SCANNERS),
  t('ru', 'generic', 'встраиваемый сканер для кассы гипермаркета', [B80]),
  // Cash drawers
  t('ru', 'generic', 'маленький денежный ящик для узкого прилавка', [CD330]),
  t('ru', 'colloquial', 'денежный ящик с передней панелью из нержавейки', [CD460]),
  inSpecifications(t('ru', 'generic', 'денежный ящик который открывается от принтера', PRINTER_DRIVEN)),
  // Scales
  t('ru', 'generic', 'торговые весы для овощного ларька на батарейке', [MS15]),
  inSpecifications(t('ru', 'generic', 'весы к POS-терминалу с двойным диапазоном 6/15 кг', [MP15])),
  t('ru', 'generic', 'весы с этикетками и штрихкодом веса для отдела кулинарии', [ML30]),
  t('ru', 'generic', 'весы для оптового склада на 150 килограмм', [MW150]),
  // Accounting software
  inSpecifications(t('ru', 'generic', 'бухгалтерская программа для группы компаний с филиалами', [BOOKS_BUSINESS])),
  t('ru', 'generic', 'программа для начисления зарплаты и больничных', [PAYROLL]),
  inSpecifications(t('ru', 'generic', 'учёт товаров на складе со сроками годности и партиями', BATCHES)),
  t('ru', 'generic', 'расчёт себестоимости продукции для кондитерского цеха', [FACTORY]),
  // POS software
  inSpecifications(t('ru', 'generic', 'касса для магазина стройматериалов которая работает без интернета', [RETAIL])),
  t('ru', 'generic', 'программа для ресторана с доставкой и планшетами для официантов', [CAFE]),
  inSpecifications(t('ru', 'generic', 'программа для бассейна с браслетами RFID', [FITNESS])),
  // Licences and services
  t('ru', 'colloquial', 'докупить кассовое место к Hesab Pharma', [SEAT]),
  t('ru', 'generic', 'мобильное приложение для контроля продаж с телефона', [GO]),
  inSpecifications(t('ru', 'generic', 'сервисный контракт на кассы с подменным принтером', [CARE])),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'regional', 'epos till with a customer facing screen', [T15D]),
  t('en', 'generic', 'all in one android pos with a printer for a coffee cart', [A11]),
  inSpecifications(t('en', 'generic', '21.5 inch touch pos for a busy restaurant', [T22])),
  t('en', 'plural', 'touch screen tills for a clothes shop', TOUCH_POS),
  inSpecifications(t('en', 'generic', 'fanless windows pos terminal', FIFTEEN_INCH_POS)),
  inSpecifications(t('en', 'official', 'electronic point of sale terminal with an ip65 front', [T22])),
  // Data terminals
  t('en', 'abbreviation', 'uhf reader for counting tagged clothes', [M10]),
  t('en', 'generic', 'rugged data collector with a pistol grip and keypad', [M8]),
  inSpecifications(t('en', 'colloquial', 'light android scanner phone for shelf price checks', [M6])),
  // Kits
  t('en', 'generic', 'complete pos bundle for a grocery shop', SHOP_KITS),
  t('en', 'regional', 'coffee shop epos package with a kitchen printer', [CAFE_KIT]),
  t('en', 'generic', 'supermarket starter bundle with two checkouts', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('en', 'generic', 'large customer display to use as a fast food order board', [LCD15])),
  inSpecifications(t('en', 'colloquial', 'screen that shows a qr code so customers pay by phone', TEN_INCH_CUSTOMER)),
  // Touch monitors
  inSpecifications(t('en', 'abbreviation', 'grease proof screen for the kitchen kds', [TM22])),
  inSpecifications(t('en', 'colloquial', 'cheap touch monitor to plug into a mini pc', [TM15])),
  // Receipt printers
  t('en', 'regional', 'thermal till roll printer 80mm', [TP80, TP80W]),
  inSpecifications(t('en', 'generic', 'order printer for the hot line that beeps and flashes', [KITCHEN])),
  inSpecifications(t('en', 'generic', 'receipt printer with a presenter for self service kiosks', [TP90])),
  t('en', 'regional', 'budget 58mm receipt printer for a burger van', [TP58]),
  // Label printers
  inSpecifications(t('en', 'generic', 'shipping label printer for parcels', WAREHOUSE_LABELS)),
  t('en', 'abbreviation', '300 dpi thermal transfer label printer for pharmacy labels', [LP42T]),
  inSpecifications(t('en', 'colloquial', 'portable sticker printer for price tags', [LP20M])),
  // Barcode scanners
  inSpecifications(t('en', 'generic', '2d scanner that reads medicine datamatrix codes', TWO_D)),
  inSpecifications(t('en', 'regional', 'bluetooth barcode scanner for a cold store', [S30])),
  inSpecifications(t('en', 'generic', 'compact presentation scanner for a boutique', [P50])),
  t('en', 'generic', 'omnidirectional scanner built into the checkout counter', [B80]),
  t('en', 'plural', 'usb handheld barcode readers for shops', HANDHELD),
  // Cash drawers
  t('en', 'regional', 'cash drawer for a narrow counter', [CD330]),
  inSpecifications(t('en', 'colloquial', 'till drawer that opens over usb without a printer', [CD460])),
  // Scales
  t('en', 'regional', 'fruit and veg scale with a price per kilo', [MS15]),
  t('en', 'abbreviation', 'checkout scale with rs232 for the epos', [MP15]),
  t('en', 'abbreviation', 'deli counter scale that prints plu labels', [ML30]),
  t('en', 'regional', '150 kg platform scale for a builders yard', [MW150]),
  // Accounting software
  t('en', 'generic', 'bookkeeping program with bank reconciliation for a small business', BOOKS_BOTH),
  inSpecifications(t('en', 'abbreviation', 'multi-user accounting with ifrs and multi currency', [BOOKS_BUSINESS])),
  t('en', 'generic', 'hr and payroll software for 100 employees', [PAYROLL]),
  t('en', 'generic', 'stock control software with barcode data terminals', [STOCK]),
  // POS software
  t('en', 'generic', 'pharmacy software with expiry date tracking', [PHARMA]),
  t('en', 'generic', 'restaurant software that sends orders to the kitchen screen', [CAFE]),
  t('en', 'generic', 'gym membership software with qr access', [FITNESS]),
  // Licences and services
  t('en', 'generic', 'licence to add another checkout to hesab pharma', [SEAT]),
  t('en', 'regional', 'app to check the shop takings on my phone', [GO]),
  t('en', 'generic', 'annual pos support with a loan printer', [CARE]),
  t('en', 'generic', 'engineer to install my pos and train staff', [INSTALL]),
];

export const TEST_QUERIES_33: TestQuery[] = [...AZ, ...RU, ...EN];
