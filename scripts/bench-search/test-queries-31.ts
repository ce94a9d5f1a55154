// The test half of the search queries, thirty-first round (27 November 2026). The thirtieth round
// (scripts/bench-search/test-queries-30.ts) and those before it had their one run and their misses written in
// docs/search.md; the thirty-second is written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), to be measured once after the engine's freeze: per language and per kind of device, program and
// service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind with
// what it is for or what it has, sizes and capacities, colloquial words ("yer tərəzisi", "barkod tapançası",
// "80lik", "nisyə", "кэшбокс", "чековик", "тачскрины", "поблистерно", "shop in a box", "till roll"), plurals,
// abbreviations (TSD, UHF, MHBS, ТСД, KDS, DPM, PLU, НДС, ГФСЗ, RFID, SSD), brands used as names ("zebra-like",
// "hesab retail", "hesab pharma"), typing without the language's own letters, rarely Russian in Latin letters,
// now and then a typo ("pirinter", "милион", "lable"); not copied from the vocabulary's lists nor from the
// earlier rounds (checked with search's normalizer and stemmer only: after folding and dropping function words
// no query is one of theirs, in any word order, nor a name of worker/search/vocabulary.ts). Each with the demo
// products a buyer using the words would expect, judged from the catalogue's content (reference-api/seed:
// titles, categories, specifications, descriptions), not from search's answers. `npm run bench:search` reports
// them (recall at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which
// leaves out the queries whose answer only the specifications or descriptions hold). Not asserted in tests.
// Before any run the lead took out the one query equal by stems to one of the twentieth round («sənaye tipli etiket
// printeri palet etiketləri üçün»), so it counts once.
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
  DESKTOP_LABELS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  INSTALL,
  KITCHEN,
  LABEL,
  LAN_RECEIPT,
  LCD10,
  LCD15,
  LP20M,
  LP42,
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
  PRESENTATION,
  RETAIL,
  S10,
  S20,
  S20W,
  S30,
  SEAT,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15,
  T15D,
  T17,
  T22,
  TM15,
  TM17,
  TM22,
  TP58,
  TP80,
  TP80W,
  TP90,
  VFD,
  WAREHOUSE_LABELS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The two 80 mm printers for the till with an auto-cutter in their specifications (the kitchen one and the TP-90 Pro aside). */
const CUTTER_80 = [TP80, TP80W];

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'no-letters', 'aptekde isleyen kvadrat ekranli 17 duym kassa', [T17]),
  t('az', 'no-letters', 'android kassa aparati ozunde cek cixaran', [A11]),
  t('az', 'generic', 'böyük restoran üçün 21.5 düymlük POS monoblok', [T22]),
  t('az', 'plural', 'alıcı tərəfdə də ekranı olan kassa aparatları', [T15D]),
  inSpecifications(t('az', 'generic', 'tozdan qorxmayan alüminium gövdəli POS terminal', [T15])),
  // Data terminals
  t('az', 'abbreviation', 'inventarizasiya edən TSD aparatları', DATA_TERMINALS),
  inSpecifications(t('az', 'generic', 'əlcəklə işləmək üçün düyməli TSD', [M8])),
  t('az', 'abbreviation', 'paltar rəfini bir dəqiqədə sayan UHF oxuyucu', [M10]),
  // Kits
  t('az', 'colloquial', 'dükan açana hər şey bir qutuda: kassa, printer, skaner', SHOP_KITS),
  t('az', 'no-letters', 'kofe shop ucun kassa desti, metbexe ayrica printer', [CAFE_KIT]),
  t('az', 'generic', 'minimarket üçün 2 kassalıq hazır avadanlıq', [SUPERMARKET_KIT]),
  // Customer displays
  t('az', 'colloquial', 'müştəri görsün deyə kassaya tablo', DISPLAYS),
  inSpecifications(t('az', 'no-letters', 'supermarket kassasi ucun boyuk alici ekrani full hd', [LCD15])),
  // Touch monitors
  t('az', 'generic', 'buxara və yağa dözən 21.5 düym toxunma ekranı', [TM22]),
  t('az', 'plural', 'mini PC üçün toxunmalı monitorlar', MONITORS),
  t('az', 'generic', 'əlcəklə də basılan 17 düym toxunma monitor, dinamikli', [TM17]),
  // Receipt printers
  inSpecifications(t('az', 'no-letters', '80lik cek printeri lan portlu', LAN_RECEIPT)),
  t('az', 'colloquial', 'kiçik köşk üçün 58 mm-lik termo pirinter', [TP58]),
  t('az', 'generic', 'mətbəxə sifariş çıxaran səsli printer', [KITCHEN]),
  t('az', 'generic', 'yanacaq doldurma məntəqəsi üçün sürətli qəbz printeri', [TP90]),
  // Label printers
  t('az', 'generic', 'qutulara barkod stikeri çap edən printer', LABEL),
  t('az', 'colloquial', 'satış zalında rəfin yanında qiymət yarlığı çap edən mobil printer', [LP20M]),
  inSpecifications(t('az', 'generic', 'lentsiz masaüstü etiket printeri', [LP42])),
  // Barcode scanners
  t('az', 'no-letters', 'sade 1d skaner dukan ucun', [S10]),
  t('az', 'colloquial', 'naqilsiz barkod tapançası bazası ilə', [S20W]),
  inSpecifications(t('az', 'generic', 'soyuducu anbar üçün şaxtaya davamlı skaner', [S30])),
  t('az', 'plural', 'kassa masasına gömülən skanerlər', [B80]),
  t('az', 'generic', 'telefondan QR ödənişi oxuyan stolüstü skaner', PRESENTATION),
  // Cash drawers
  t('az', 'colloquial', 'kiçik pul yeşiyi dar masa üçün', [CD330]),
  t('az', 'no-letters', 'paslanmayan polad qapaqli pul qutusu', [CD460]),
  inSpecifications(t('az', 'generic', 'çıxarılan plastik bölməli pul qutusu', [CD405])),
  // Scales
  t('az', 'generic', 'meyvə-tərəvəz satanlar üçün ticarət tərəzisi', [MS15]),
  t('az', 'no-letters', 'cekisi birbasa kassa proqramina dusen terezi', [MP15]),
  t('az', 'generic', 'barkodlu etiket vuran tərəzi 30 kq', [ML30]),
  t('az', 'colloquial', 'kisələr üçün böyük yer tərəzisi', [MW150]),
  // Accounting software
  t('az', 'generic', 'kiçik biznes üçün mühasibat uçotu proqramı', BOOKS_BOTH),
  inSpecifications(t('az', 'abbreviation', 'MHBS hesabatları olan mühasibat', [BOOKS_BUSINESS])),
  t('az', 'colloquial', 'kadrlar və tabel üçün proqram', [PAYROLL]),
  t('az', 'no-letters', 'bir nece anbar ucun ucot proqrami', [STOCK]),
  t('az', 'generic', 'istehsal sexləri üzrə plan-fakt uçotu', [FACTORY]),
  // POS software
  t('az', 'colloquial', 'elektronika mağazasında nisyə satış edən kassa proqramı', [RETAIL]),
  t('az', 'generic', 'hesabı masalar arasında bölən kafe proqramı', [CAFE]),
  t('az', 'no-letters', 'fitnes klubu ucun turniketli giris sistemi', [FITNESS]),
  // Licences and services
  t('az', 'official', 'əlavə kassa yeri üçün açar', [SEAT]),
  t('az', 'colloquial', 'mağaza sahibi üçün günlük kassanı göstərən mobil proqram', [GO]),
  t('az', 'generic', 'kassa üçün illik texniki xidmət müqaviləsi', [CARE]),
  t('az', 'generic', 'kassirlərin öyrədilməsi', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'generic', 'сенсорная касса 17" для аптечного пункта', [T17]),
  t('ru', 'colloquial', 'андроид-касса с печатью чеков для кофейни', [A11]),
  inSpecifications(t('ru', 'generic', 'pos-терминал с ридером магнитных карт', [T22])),
  t('ru', 'plural', 'сенсорные кассы 15.6', FIFTEEN_INCH_POS),
  // Data terminals
  t('ru', 'abbreviation', 'складской ТСД-пистолет с дальним сканированием', [M8]),
  t('ru', 'generic', 'терминал для инвентаризации одежды по RFID-меткам', [M10]),
  t('ru', 'no-letters', 'terminal dlya inventarizacii sklada', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'всё для открытия кафе: касса, кухонный принтер и ящик', [CAFE_KIT]),
  t('ru', 'plural', 'готовые кассовые решения для магазинов', SHOP_KITS),
  t('ru', 'generic', 'две кассы под ключ с весами этикеток и сканерами', [SUPERMARKET_KIT]),
  // Customer displays
  t('ru', 'colloquial', 'табло с ценой для клиента на кассу', DISPLAYS),
  t('ru', 'generic', 'дисплей покупателя 10.1 дюйма', [LCD10]),
  // Touch monitors
  t('ru', 'plural', 'тачскрины для pos-системы на мини-пк', MONITORS),
  t('ru', 'colloquial', 'монитор с сенсором 15" 4:3 для старого компа', [TM15]),
  inSpecifications(t('ru', 'abbreviation', 'пылевлагозащищённый монитор для KDS на кухне', [TM22])),
  // Receipt printers
  inSpecifications(t('ru', 'colloquial', 'чековик 80 мм с обрезчиком', CUTTER_80)),
  t('ru', 'generic', 'принтер заказов для кухни со звуком и мигалкой', [KITCHEN]),
  inSpecifications(t('ru', 'colloquial', 'чековый принтер для заправки с рулоном 120 мм', [TP90])),
  t('ru', 'plural', 'чековые принтеры под ленту 58', [TP58]),
  inSpecifications(t('ru', 'generic', 'принтер чеков по блютуз для планшета официанта', [TP80W])),
  // Label printers
  t('ru', 'colloquial', 'принтер ценников который носят на поясе', [LP20M]),
  t('ru', 'official', 'промышленный термотрансферный принтер этикеток', [LP60]),
  t('ru', 'generic', 'настольный принтер наклеек со штрихкодом для маркетплейса', DESKTOP_LABELS),
  // Barcode scanners
  t('ru', 'colloquial', 'проводной сканер-пистолет 2D', [S20]),
  t('ru', 'generic', 'сканер встроенный в кассовый стол', [B80]),
  inSpecifications(t('ru', 'abbreviation', 'сканер DPM кодов на металле', [S30])),
  t('ru', 'generic', 'настольный сканер штрихкодов для аптеки', PRESENTATION),
  t('ru', 'abbreviation', '1D сканер штрих-кодов для ларька', [S10]),
  // Cash drawers
  t('ru', 'colloquial', 'кэшбокс для магазина', DRAWERS),
  inSpecifications(t('ru', 'generic', 'денежный ящик на милион открытий', [CD410, CD460])),
  inSpecifications(t('ru', 'generic', 'денежный ящик шириной 33 см на узкий прилавок', [CD330])),
  // Scales
  t('ru', 'colloquial', 'весы для рынка с расчётом цены', [MS15]),
  t('ru', 'generic', 'весы которые передают вес на кассу', [MP15]),
  t('ru', 'abbreviation', 'весы на 10000 PLU с печатью этикеток', [ML30]),
  t('ru', 'generic', 'напольные весы для мешков до 150 кг', [MW150]),
  // Accounting software
  t('ru', 'abbreviation', 'бухгалтерская программа с подачей деклараций по НДС', BOOKS_BOTH),
  inSpecifications(t('ru', 'generic', 'бухгалтерия в облаке на 5 пользователей', [BOOKS_BUSINESS])),
  t('ru', 'abbreviation', 'программа для начисления зарплаты с отчётами в ГФСЗ', [PAYROLL]),
  t('ru', 'generic', 'складская программа с ячейками хранения и автозаказом', [STOCK]),
  t('ru', 'generic', 'учёт себестоимости в кондитерском цеху', [FACTORY]),
  // POS software
  t('ru', 'generic', 'программа для магазина электроники с продажей в кредит', [RETAIL]),
  t('ru', 'colloquial', 'программа для аптеки с продажей поблистерно', [PHARMA]),
  t('ru', 'generic', 'программа для ресторана с раздельным счётом', [CAFE]),
  t('ru', 'generic', 'программа для фитнес-клуба с заморозкой абонементов', [FITNESS]),
  // Licences and services
  t('ru', 'colloquial', 'доп лицензия на кассу hesab retail', [SEAT]),
  t('ru', 'colloquial', 'сервисный контракт с выездом мастера', [CARE]),
  t('ru', 'generic', 'установка кассового оборудования в Сумгаите', [INSTALL]),
  t('ru', 'colloquial', 'приложение чтобы видеть остатки и выручку на айфоне', [GO]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', '15.6 inch touch till for a pharmacy', FIFTEEN_INCH_POS),
  t('en', 'colloquial', 'all-in-one epos with built in receipt printer', [A11]),
  inSpecifications(t('en', 'plural', 'big screen epos terminals for restaurants', [T22])),
  t('en', 'plural', 'touchscreen tills with a customer facing screen', [T15D]),
  inSpecifications(t('en', 'abbreviation', 'pos terminal with core i3 and 256gb ssd', [T17])),
  // Data terminals
  t('en', 'generic', 'rugged handheld computer for stocktaking', DATA_TERMINALS),
  t('en', 'abbreviation', 'uhf rfid reader for a clothing store', [M10]),
  // Kits
  t('en', 'regional', 'complete epos package for a coffee shop', [CAFE_KIT]),
  t('en', 'colloquial', 'shop in a box pos kit', [MARKET_KIT]),
  // Customer displays
  t('en', 'plural', 'screens facing shoppers at the till', DISPLAYS),
  t('en', 'generic', 'green vfd price display for a shop counter', [VFD]),
  // Touch monitors
  t('en', 'generic', '21.5 inch touch monitor for a self service kiosk', [TM22]),
  t('en', 'colloquial', 'touch screen for a mini pc till', MONITORS),
  // Receipt printers
  inSpecifications(t('en', 'generic', '80mm thermal receipt printer with auto cutter', CUTTER_80)),
  t('en', 'generic', 'splash proof printer for kitchen orders with a buzzer', [KITCHEN]),
  inSpecifications(t('en', 'generic', 'receipt printer with a presenter and big paper rolls', [TP90])),
  t('en', 'colloquial', 'small usb till roll printer 58mm', [TP58]),
  // Label printers
  t('en', 'generic', 'barcode lable printer for a warehouse', WAREHOUSE_LABELS),
  t('en', 'colloquial', 'portable printer for shelf price tags', [LP20M]),
  inSpecifications(t('en', 'generic', 'label printer that needs no ribbon for parcel labels', [LP42])),
  t('en', 'colloquial', 'big zebra-like printer for pallet labels', [LP60]),
  // Barcode scanners
  t('en', 'generic', 'wireless barcode gun so cashiers can scan heavy sacks in the trolley', [S20W]),
  t('en', 'abbreviation', 'usb 2d handheld scanner that reads qr codes', [S20, S20W]),
  inSpecifications(t('en', 'generic', 'drop proof barcode scanner for a cold store', [S30])),
  t('en', 'plural', 'presentation scanners for a busy boutique', PRESENTATION),
  t('en', 'generic', 'omnidirectional scanner built into the checkout', [B80]),
  inSpecifications(t('en', 'generic', 'plug and play linear barcode scanner', [S10])),
  // Cash drawers
  inSpecifications(t('en', 'generic', 'cash drawer only 33cm wide', [CD330])),
  inSpecifications(t('en', 'generic', 'cash drawer with a hidden note slot under the tray', [CD460])),
  t('en', 'regional', 'heavy duty till drawer for a busy supermarket', [CD410]),
  inSpecifications(t('en', 'generic', 'money drawer with a three position lock', [CD405])),
  // Scales
  t('en', 'generic', 'scale that sends the weight to the till', [MP15]),
  t('en', 'generic', 'deli counter scale that prints barcode labels', [ML30]),
  t('en', 'regional', 'floor scale for weighing sacks in a builders merchant', [MW150]),
  inSpecifications(t('en', 'regional', 'battery weighing scale for a market stall', [MS15])),
  // Accounting software
  t('en', 'generic', 'bookkeeping for a one person business with bank statement import', BOOKS_BOTH),
  inSpecifications(t('en', 'generic', 'accounting for several branches with an audit log', [BOOKS_BUSINESS])),
  t('en', 'generic', 'staff wages and timesheets software', [PAYROLL]),
  inSpecifications(t('en', 'generic', 'software that warns about goods near their sell by date', BATCHES)),
  t('en', 'generic', 'production planning software with plan vs actual per workshop', [FACTORY]),
  // POS software
  t('en', 'regional', 'till software for a phone and electronics shop', [RETAIL]),
  t('en', 'generic', 'pharmacy software that sells by the blister', [PHARMA]),
  t('en', 'abbreviation', 'restaurant pos with kds support', [CAFE]),
  inSpecifications(t('en', 'generic', 'membership software for a dance studio', [FITNESS])),
  // Licences and services
  t('en', 'colloquial', 'extra checkout licence for hesab pharma', [SEAT]),
  t('en', 'colloquial', 'app to check my shop sales on my phone', [GO]),
  t('en', 'generic', 'annual support contract with technician visits', [CARE]),
  t('en', 'generic', 'till setup and cashier training on site', [INSTALL]),
];

export const TEST_QUERIES_31: TestQuery[] = [...AZ, ...RU, ...EN];
