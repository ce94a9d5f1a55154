// The test half of the search queries, twenty-ninth round (27 November 2026). The seventh to twenty-eighth
// rounds (scripts/bench-search/test-queries-7.ts to -28.ts) had their one run and their misses written in
// docs/search.md; the thirtieth was written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), to be measured once on the engine as it ships: per language and per kind of device, program and
// service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind
// with what it is for or what it has, sizes and capacities, colloquial words ("balaca", "kiloluq", "kofe şop",
// "тсдшка", "чековик", "мигалка", "one man business", "uhf gun"), plurals, abbreviations (TSD, MHBS, RFID, ИП,
// НДС, PLU, KDS, FIFO, UHF), brands used as names ("epos", "ipads"), typing without the language's own letters,
// rarely Russian in Latin letters; not copied from the vocabulary's lists nor from the earlier rounds (checked
// with search's normalizer and stemmer only: after folding and dropping function words no query is one of
// theirs, in any word order, even compared by stem, nor a name of worker/search/vocabulary.ts). Each with
// the demo products a buyer using the words would expect, judged from the catalogue's content
// (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers.
// `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests.
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
  CD405,
  CD410,
  CD460,
  DATA_TERMINALS,
  DESKTOP_LABELS,
  DISPLAYS,
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
  P70,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PHONE_QR,
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
  TP80W,
  TP90,
  VFD,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // POS terminals
  inSpecifications(t('az', 'generic', 'aptek üçün sensor ekranlı kassa kompüteri', PHARMACY_TILLS)),
  t('az', 'no-letters', 'printeri icinde olan balaca android kassa', [A11]),
  t('az', 'generic', 'alıcıya reklam göstərən ikinci ekranlı kassa', [T15D]),
  t('az', 'plural', 'magaza ucun sensorlu kassa aparatlari', TOUCH_POS),
  // Data terminals
  t('az', 'abbreviation', 'geyim mağazasında RFID etiketləri sayan TSD', [M10]),
  inSpecifications(t('az', 'colloquial', 'anbarda 10 metrdən barkod oxuyan düyməli terminal', [M8])),
  inSpecifications(t('az', 'no-letters', 'qiymet yoxlamaq ucun yungul android terminal 4G', [M6])),
  t('az', 'plural', 'inventarizasiya üçün məlumat toplama terminalları', DATA_TERMINALS),
  // Kits
  t('az', 'generic', 'kiçik market üçün bir kassalı tam komplekt', [MARKET_KIT]),
  t('az', 'colloquial', 'kofe şop üçün hazır kassa dəsti, sifariş mətbəxə çıxsın', [CAFE_KIT]),
  t('az', 'no-letters', 'iki kassali supermarket ucun hazir avadanliq', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('az', 'generic', 'alıcıya QR kodla ödənişi göstərən 10 düymlük ekran', TEN_INCH_CUSTOMER)),
  // Touch monitors
  t('az', 'generic', 'adi kompüteri kassaya çevirən toxunuşlu monitor', MONITORS),
  t('az', 'colloquial', 'səsli xəbərdarlıq verən 17 düym toxunma ekranı anbar qəbulu üçün', [TM17]),
  t('az', 'generic', 'buxara və yağa davamlı 21.5 düym sensor ekran mətbəx üçün', [TM22]),
  // Receipt printers
  t('az', 'colloquial', 'wifi ilə işləyən çek printeri yay terrası üçün', [TP80W]),
  t('az', 'generic', '58 mm kağızla işləyən ucuz qəbz printeri', [TP58]),
  t('az', 'no-letters', 'boyuk rulonlu suretli cek printeri benzin kolonkasi ucun', [TP90]),
  inSpecifications(t('az', 'generic', 'aşpaz sifarişi qaçırmasın deyə səs siqnallı printer', [KITCHEN])),
  // Label printers
  t('az', 'generic', 'barkod stikeri çap edən stolüstü printer', DESKTOP_LABELS),
  inSpecifications(t('az', 'colloquial', 'kəmərə taxılan bluetooth etiket printeri', [LP20M])),
  inSpecifications(t('az', 'no-letters', 'lentli etiket printeri soyuducu mehsullar ucun', RIBBON)),
  // Barcode scanners
  inSpecifications(t('az', 'colloquial', 'kassa üçün ucuz xətti barkod oxuyan', [S10])),
  inSpecifications(t('az', 'generic', 'telefondakı QR kuponu oxuyan skaner', PHONE_QR)),
  t('az', 'no-letters', 'kabelsiz barkod skaneri bazasi ile', [S20W]),
  t('az', 'generic', 'masanın içinə quraşdırılan barkod oxuyucu', [B80]),
  t('az', 'colloquial', 'növbə çox olan kassaya geniş pəncərəli skaner', [P70]),
  inSpecifications(t('az', 'generic', 'aptek piştaxtası üçün kiçik stolüstü skaner', [P50])),
  // Cash drawers
  inSpecifications(t('az', 'generic', 'kaseti çıxarılan pul qutusu kafe üçün', [CD405])),
  t('az', 'colloquial', 'gündə yüz dəfə açılan möhkəm pul qutusu', [CD410]),
  // Scales
  inSpecifications(t('az', 'colloquial', 'bazarda meyvə satmaq üçün kilo qiyməti hesablayan tərəzi', [MS15])),
  t('az', 'no-letters', 'barkodlu etiket cixaran terezi', [ML30]),
  t('az', 'colloquial', 'kisələr üçün 150 kiloluq tərəzi', [MW150]),
  // Accounting software
  t('az', 'generic', 'fərdi sahibkar üçün sadə mühasibat proqramı', [BOOKS]),
  inSpecifications(t('az', 'abbreviation', 'MHBS hesabatı olan filiallı mühasibat', [BOOKS_BUSINESS])),
  t('az', 'colloquial', 'maaş, məzuniyyət və xəstəlik vərəqəsi hesablayan proqram', [PAYROLL]),
  t('az', 'generic', 'çörək sexində xammal normaları və partiyanın maya dəyəri', [FACTORY]),
  // POS software
  t('az', 'generic', 'geyim mağazası üçün nisyə satışlı kassa proqramı', [RETAIL]),
  t('az', 'no-letters', 'derman satan aptekler ucun proqram', [PHARMA]),
  t('az', 'colloquial', 'restoranda masa planı və hesabı bölmək üçün proqram', [CAFE]),
  t('az', 'generic', 'hovuz və idman zalına girişi QR ilə açan proqram', [FITNESS]),
  // Licences and services
  t('az', 'official', 'üçüncü kassanı qoşmaq üçün lisenziya', [SEAT]),
  t('az', 'generic', 'mağazanın satışlarını telefondan izləmək üçün tətbiq', [GO]),
  t('az', 'colloquial', 'kassa avadanlığına illik texniki baxış', [CARE]),
  t('az', 'generic', 'kassirlər üçün təlim və quraşdırma', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'generic', 'сенсорная касса для аптеки 17 дюймов', [T17]),
  t('ru', 'colloquial', 'андроид-касса со встроенным принтером для ларька', [A11]),
  t('ru', 'generic', 'касса с экраном для клиента, где крутится реклама', [T15D]),
  inSpecifications(t('ru', 'generic', 'моноблок 21.5 для ресторана с ридером карт', [T22])),
  // Data terminals
  t('ru', 'generic', 'терминал сбора данных для приемки товара на андроиде', DATA_TERMINALS),
  t('ru', 'colloquial', 'тсдшка с пистолетной ручкой и клавиатурой', [M8]),
  t('ru', 'abbreviation', 'ТСД с RFID для бутика, пересчет вешалок', [M10]),
  t('ru', 'no-letters', 'terminal dlya inventarizacii', DATA_TERMINALS),
  // Kits
  t('ru', 'colloquial', 'готовая касса под ключ для продуктового', SHOP_KITS),
  t('ru', 'colloquial', 'кассовый набор для кафе с кухонной печатью заказов', [CAFE_KIT]),
  t('ru', 'generic', 'два рабочих места кассира и весы с этикетками одним набором', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('ru', 'colloquial', 'вакуумный дисплей покупателя на две строки', [VFD])),
  t('ru', 'generic', 'дисплей покупателя 10 дюймов с питанием по usb-c', [LCD10]),
  t('ru', 'plural', 'покупательские дисплеи', DISPLAYS),
  // Touch monitors
  t('ru', 'generic', 'сенсорный монитор 15 дюймов с vga входом', [TM15]),
  // Receipt printers
  t('ru', 'generic', 'чековый принтер с wi-fi и bluetooth для летней террасы', [TP80W]),
  inSpecifications(t('ru', 'generic', 'чековый принтер 300 мм/с с большим рулоном', [TP90])),
  t('ru', 'colloquial', 'принтер на кухню с мигалкой и пищалкой', [KITCHEN]),
  inSpecifications(t('ru', 'abbreviation', 'чековик 80 мм с lan', LAN_RECEIPT)),
  // Label printers
  t('ru', 'generic', 'принтер для печати штрихкодов на коробки', LABEL),
  t('ru', 'colloquial', 'мобильный принтер ценников на ремень', [LP20M]),
  inSpecifications(t('ru', 'generic', 'промышленный термотрансферный принтер для паллетных этикеток', [LP60])),
  inSpecifications(t('ru', 'official', 'принтер этикеток прямой термопечати 108 мм', [LP42])),
  // Barcode scanners
  inSpecifications(t('ru', 'colloquial', 'ручной 2D сканер для маркировки', HANDHELD_2D)),
  inSpecifications(t('ru', 'generic', 'морозостойкий сканер штрих-кодов bluetooth', [S30])),
  inSpecifications(t('ru', 'colloquial', 'дешевый линейный сканер для ларька', [S10])),
  t('ru', 'generic', 'сканер с широким окном для гипермаркета', [P70]),
  // Cash drawers
  t('ru', 'generic', 'узкий денежный ящик под маленький прилавок', [CD330]),
  inSpecifications(t('ru', 'colloquial', 'усиленный денежный ящик на миллион открытий', [CD410, CD460])),
  // Scales
  t('ru', 'generic', 'торговые весы с калькуляцией цены до 15 кг', [MS15]),
  t('ru', 'colloquial', 'весы для кассы которые передают вес в программу', [MP15]),
  t('ru', 'abbreviation', 'весы-принтер этикеток с PLU для гастрономии', [ML30]),
  t('ru', 'colloquial', 'платформенные весы на 150 кило для стройматериалов', [MW150]),
  // Accounting software
  t('ru', 'abbreviation', 'бухгалтерская программа для ИП с декларацией НДС', BOOKS_BOTH),
  t('ru', 'abbreviation', 'учет остатков на нескольких складах с FIFO', [STOCK]),
  t('ru', 'generic', 'учет производства хлебозавода и себестоимости', [FACTORY]),
  t('ru', 'colloquial', 'многопользовательская бухгалтерия для холдинга', [BOOKS_BUSINESS]),
  // POS software
  t('ru', 'generic', 'программа для магазина одежды с картами лояльности', [RETAIL]),
  t('ru', 'colloquial', 'аптечный софт, чтобы видеть просрочку заранее', [PHARMA]),
  inSpecifications(t('ru', 'abbreviation', 'программа для кофейни с KDS', [CAFE])),
  inSpecifications(t('ru', 'colloquial', 'софт для танцевальной студии с расписанием групп', [FITNESS])),
  // Licences and services
  t('ru', 'colloquial', 'ключ на еще одну кассу в hesab retail', [SEAT]),
  t('ru', 'generic', 'мобильное приложение для собственника бизнеса', [GO]),
  t('ru', 'generic', 'сервисный контракт на год с подменным оборудованием', [CARE]),
  t('ru', 'generic', 'установка и настройка кассы с обучением', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'regional', 'epos till for a pharmacy with a 17 inch screen', [T17]),
  t('en', 'generic', 'android cash register with a built in receipt printer', [A11]),
  inSpecifications(t('en', 'abbreviation', 'core i5 pos terminal for a busy restaurant', [T22])),
  t('en', 'plural', 'touchscreen epos systems for shops', TOUCH_POS),
  // Data terminals
  t('en', 'colloquial', 'uhf gun for counting tagged stock', [M10]),
  inSpecifications(t('en', 'colloquial', 'rugged handheld terminal with a keypad for the warehouse', [M8])),
  inSpecifications(t('en', 'generic', 'lightweight android mobile computer for price checks', [M6])),
  // Kits
  t('en', 'generic', 'till, drawer and kitchen printer package for a small cafe', [CAFE_KIT]),
  t('en', 'regional', 'single till starter kit for a grocery', [MARKET_KIT]),
  // Customer displays
  t('en', 'generic', 'two line customer pole display for a shop', [VFD]),
  t('en', 'generic', '15.6 inch customer facing display hdmi', [LCD15]),
  inSpecifications(t('en', 'generic', 'customer screen that shows a qr code to pay', TEN_INCH_CUSTOMER)),
  // Touch monitors
  t('en', 'generic', 'splash proof 21.5 touchscreen for a kitchen', [TM22]),
  t('en', 'generic', '17 inch touch monitor with built in speakers', [TM17]),
  t('en', 'plural', 'touchscreens for a mini pc till', MONITORS),
  // Receipt printers
  t('en', 'regional', 'cheap 58mm thermal receipt printer for a market stall', [TP58]),
  t('en', 'regional', 'receipt printer for ipads with no cable', [TP80W]),
  t('en', 'colloquial', 'grease proof order printer for the chefs', [KITCHEN]),
  // Label printers
  inSpecifications(t('en', 'plural', 'label printers for labels that must not fade', RIBBON)),
  t('en', 'generic', 'portable label printer for the shop floor', [LP20M]),
  inSpecifications(t('en', 'colloquial', 'heavy duty pallet label printer', [LP60])),
  // Barcode scanners
  t('en', 'colloquial', 'plug and play 1d scanner', [S10]),
  t('en', 'generic', '2d handheld scanner for datamatrix on medicines', [S20]),
  inSpecifications(t('en', 'generic', 'scanner for a cold store that survives drops', [S30])),
  inSpecifications(t('en', 'colloquial', 'hands free counter scanner for a boutique', [P50])),
  t('en', 'generic', 'built in checkout scanner with sapphire glass', [B80]),
  inSpecifications(t('en', 'plural', 'omnidirectional scanners for busy tills', [P70, B80])),
  // Cash drawers
  inSpecifications(t('en', 'generic', 'slim cash drawer for a tight counter', [CD330])),
  t('en', 'regional', 'heavy duty till drawer with ball bearing slides', [CD410]),
  inSpecifications(t('en', 'generic', 'cash drawer that opens over usb without a printer', [CD460])),
  // Scales
  inSpecifications(t('en', 'regional', 'greengrocers scale with a display for the customer', [MS15])),
  t('en', 'generic', 'checkout scale that connects to the epos', [MP15]),
  t('en', 'generic', '150kg warehouse platform scale', [MW150]),
  // Accounting software
  t('en', 'colloquial', 'simple bookkeeping for a one man business', [BOOKS]),
  inSpecifications(t('en', 'generic', 'accounts package for a group of branches', [BOOKS_BUSINESS])),
  t('en', 'generic', 'hr and payroll program with timesheets', [PAYROLL]),
  t('en', 'abbreviation', 'warehouse inventory software with fifo', [STOCK]),
  // POS software
  t('en', 'regional', 'till program for a hardware store', [RETAIL]),
  t('en', 'generic', 'pharmacy till system with expiry alerts', [PHARMA]),
  t('en', 'generic', 'restaurant software with split bills', [CAFE]),
  inSpecifications(t('en', 'generic', 'membership and class timetable software for a yoga studio', [FITNESS])),
  // Licences and services
  t('en', 'generic', 'additional lane licence for hesab retail', [SEAT]),
  t('en', 'colloquial', 'see my shop sales on my iphone', [GO]),
  t('en', 'generic', 'annual support plan for the tills', [CARE]),
  t('en', 'colloquial', 'someone to set up our tills and train the cashiers', [INSTALL]),
];

export const TEST_QUERIES_29: TestQuery[] = [...AZ, ...RU, ...EN];
