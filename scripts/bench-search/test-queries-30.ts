// The test half of the search queries, thirtieth round (27 November 2026). The twenty-eighth round
// (scripts/bench-search/test-queries-28.ts) and those before it had their one run and their misses written in
// docs/search.md; the twenty-ninth was written at the same time as this one by another session, neither seeing
// the other's. These were written by a session that did not tune the engine and never ran them (nor any search
// on them), to be measured once after the engine's freeze: per language and per kind of device, program and
// service the site sells, the way buyers in Baku (az, ru) and English-speaking buyers ask for them: a kind with
// what it is for or what it has, sizes and capacities, colloquial words ("kassa aparatı", "çekçi aparat",
// "денежник", "штрихкодник", "тсдшка", "тач монитор", "barcode guns", "one man band"), plurals, abbreviations
// (TSD, DSMF, VESA, ТСД, НСБУ, FIFO, HR, VFD, PLU, RFID), brands used as names ("типа зебры", "zebra type",
// "Hesab Care"), typing without the language's own letters, rarely Russian in Latin letters, now and then a
// typo; not copied from the vocabulary's lists nor from the earlier rounds (checked with search's normalizer and
// stemmer only: after folding and dropping function words no query is one of theirs, in any word order, nor a
// name of worker/search/vocabulary.ts). Each with
// the demo products a buyer using the words would expect, judged from the catalogue's content
// (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers.
// `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests. Before any run the lead took out the one query the twenty-ninth round's
// writer wrote alike («additional lane licence for hesab retail»), so it counts once.
import {
  A11,
  B80,
  BOOKS,
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
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LCD15,
  LP20M,
  LP42,
  LP42T,
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
  POS_SOFTWARE,
  PRESENTATION,
  PRINTER_DRIVEN,
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
  WAREHOUSE_LABELS,
  WIRELESS_SCANNERS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'colloquial', 'marketə sensor ekranlı kassa aparatı', TOUCH_POS),
  t('az', 'no-letters', 'icinde cek printeri olan android kassa aparati', [A11]),
  inSpecifications(t('az', 'generic', '16 GB yaddaşlı güclü POS kompüter', [T22])),
  t('az', 'generic', 'alıcı öz məbləğini görsün deyə iki ekranlı kassa', [T15D]),
  inSpecifications(t('az', 'generic', 'Core i3 prosessorlu 17 düym kassa', [T17])),
  // Data terminals
  t('az', 'abbreviation', 'anbarda qalıq saymaq üçün TSD-lər', DATA_TERMINALS),
  t('az', 'abbreviation', 'RFID etiketləri oxuyan əl terminalı', [M10]),
  inSpecifications(t('az', 'no-letters', 'suya ve toza davamli IP67 terminal tapanca tutacaqli', [M8])),
  t('az', 'colloquial', 'mobil terminal mağazada malı qəbul etmək üçün', [M6, M8]),
  // Kits
  t('az', 'generic', 'kafe üçün kassa, mətbəx printeri və proqram birlikdə', [CAFE_KIT]),
  t('az', 'no-letters', 'iki kassa ucun supermarket avadanliq komplekti', [SUPERMARKET_KIT]),
  t('az', 'plural', 'hazır POS dəstləri', KITS),
  t('az', 'colloquial', 'kiçik dükan üçün tam kassa avadanlığı bir yerdə', SHOP_KITS),
  // Customer displays
  t('az', 'generic', 'alıcıya qiyməti göstərən kiçik displey ayaqlı', [VFD]),
  inSpecifications(t('az', 'generic', 'HDMI ilə qoşulan 15,6 düym müştəri monitoru', [LCD15])),
  inSpecifications(t('az', 'generic', 'kassada alıcıya baxan 10 düymlük reklam ekranı', TEN_INCH_CUSTOMER)),
  // Touch monitors
  t('az', 'plural', 'kassa kompüteri üçün sensorlu monitorlar 15 və 17 düym', [TM15, TM17]),
  inSpecifications(t('az', 'abbreviation', 'divara VESA ilə bərkidilən böyük sensor monitor', [TM22])),
  t('az', 'no-letters', '17 duymluk toxunma ekranli monitor', [TM17]),
  // Receipt printers
  t('az', 'colloquial', 'çekçi aparat 80 mm kağızla', [TP80, TP80W]),
  t('az', 'generic', 'Wi-Fi ilə işləyən qəbz printeri kafe üçün', [TP80W]),
  t('az', 'plural', 'kağız rulonla işləyən kartricsiz çek printerləri', RECEIPT),
  t('az', 'no-letters', 'aspaza sifarisleri cixaran printer, buxara davamli', [KITCHEN]),
  inSpecifications(t('az', 'generic', 'saniyədə 300 mm çap edən çek printeri', [TP90])),
  // Label printers
  t('az', 'generic', 'anbar qutularına barkod yapışqanı çıxaran printerlər', LABEL),
  inSpecifications(t('az', 'colloquial', 'kəmərə taxılan akkumulyatorlu etiket printeri', [LP20M])),
  t('az', 'generic', 'gecə-gündüz işləyən sənaye etiket printeri', [LP60]),
  inSpecifications(t('az', 'no-letters', 'lentli etiket printeri 300 dpi', [LP42T])),
  // Barcode scanners
  t('az', 'colloquial', 'kabelsiz barkod oxuyan', WIRELESS_SCANNERS),
  inSpecifications(t('az', 'generic', 'telefon ekranından QR kupon oxuyan skaner', PHONE_QR)),
  inSpecifications(t('az', 'no-letters', 'sapfir suseli masaya gomulen skaner', [B80])),
  t('az', 'plural', 'mağaza üçün barkod oxuyucuları, simli və simsiz', HANDHELD),
  inSpecifications(t('az', 'generic', 'yerə düşəndə sınmayan IP65 skaner', [S30])),
  // Cash drawers
  t('az', 'colloquial', 'pul qutusu kassa altına', DRAWERS),
  t('az', 'generic', 'paslanmayan polad qapaqlı pul yeşiyi', [CD460]),
  inSpecifications(t('az', 'no-letters', 'en kicik pul yesiyi 4 kagiz pul bolmeli', [CD330])),
  // Scales
  t('az', 'generic', 'meyvə-tərəvəz satışı üçün elektron tərəzi', [MS15, MP15]),
  t('az', 'no-letters', 'kolbasa cekib ustune etiket yapisdiran terezi', [ML30]),
  t('az', 'generic', 'kisə və qutular üçün 150 kiloluq tərəzi', [MW150]),
  // Accounting software
  inSpecifications(t('az', 'generic', 'tək mühasib üçün ucuz mühasibat proqramı', [BOOKS])),
  inSpecifications(t('az', 'no-letters', 'isci maaslari ve DSMF hesabati ucun proqram', [PAYROLL])),
  t('az', 'generic', 'topdançı üçün anbar proqramı, malın qəbulu və silinməsi', [STOCK]),
  inSpecifications(t('az', 'colloquial', 'mebel istehsalı üçün xammal normaları proqramı', [FACTORY])),
  // POS software
  t('az', 'generic', 'elektronika dükanına endirim və bonus kartlı kassa proqramı', [RETAIL]),
  t('az', 'generic', 'aptek şəbəkəsi üçün kassa proqramı', [PHARMA]),
  t('az', 'no-letters', 'restoran ucun masa ve sifaris proqrami', [CAFE]),
  inSpecifications(t('az', 'generic', 'fitnes klubu üçün abunə və qrup məşqləri cədvəli', [FITNESS])),
  // Licences and services
  t('az', 'no-letters', 'elave kassa yeri lisenziyasi', [SEAT]),
  t('az', 'generic', 'iPhone-da kassadakı pulu görmək üçün Hesab tətbiqi', [GO]),
  t('az', 'generic', 'Hesab Care dəstək paketi bir illik', [CARE]),
  t('az', 'colloquial', 'yeni kassirlərin təlimi və avadanlığın qoşulması', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'colloquial', 'сенсорная касса моноблок для магазина', TOUCH_POS),
  t('ru', 'generic', 'андроид терминал со встроенным чековым принтером', [A11]),
  inSpecifications(t('ru', 'generic', 'POS-терминал 16 ГБ оперативки', [T22])),
  t('ru', 'generic', 'касса с дополнительным экраном для покупателя', [T15D]),
  inSpecifications(t('ru', 'generic', 'сенсорный терминал 17 дюймов для аптеки', [T17])),
  // Data terminals
  t('ru', 'colloquial', 'тсдшка для приемки товара на складе', DATA_TERMINALS),
  t('ru', 'abbreviation', 'терминал для считывания RFID меток на одежде', [M10]),
  inSpecifications(t('ru', 'colloquial', 'легкий ТСД 260 грамм', [M6])),
  t('ru', 'plural', 'терминалы сбора данных для склада', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'комплект для шаурмичной: касса, чековый и кухонный принтер', [CAFE_KIT]),
  t('ru', 'colloquial', 'все для кассы магазина под ключ', SHOP_KITS),
  t('ru', 'generic', 'оборудование на 2 кассовых места для продуктового супермаркета', [SUPERMARKET_KIT]),
  // Customer displays
  t('ru', 'abbreviation', 'поворотный VFD дисплей покупателя', [VFD]),
  t('ru', 'plural', 'экраны для клиента чтобы видел сумму к оплате', DISPLAYS),
  t('ru', 'generic', 'второй монитор для клиента 15,6 дюйма', [LCD15]),
  // Touch monitors
  t('ru', 'generic', 'тач монитор 15 дюймов с VGA к старому компьютеру', [TM15]),
  inSpecifications(t('ru', 'generic', 'монитор 21,5 с креплением VESA для кухни', [TM22])),
  t('ru', 'plural', 'сенсорные мониторы для кассовых мест с HDMI', MONITORS),
  // Receipt printers
  t('ru', 'colloquial', 'маленький чековый принтер на 58 для ларька', [TP58]),
  t('ru', 'generic', 'принтер чеков 80 мм с автоотрезом', [TP80, TP80W]),
  t('ru', 'generic', 'кухонный принтер для заказов в ресторан', [KITCHEN]),
  inSpecifications(t('ru', 'generic', 'самый быстрый принтер чеков 300 мм/с', [TP90])),
  t('ru', 'plural', 'термопринтеры для печати чеков на кассе', RECEIPT),
  // Label printers
  t('ru', 'colloquial', 'принтер для наклеек со шрихкодом', LABEL),
  t('ru', 'generic', 'мобильный принтер этикеток на батарее', [LP20M]),
  t('ru', 'colloquial', 'промышленный принтер этикеток типа зебры', [LP60]),
  t('ru', 'generic', 'термотрансферный принтер этикеток с риббоном', RIBBON),
  // Barcode scanners
  t('ru', 'colloquial', 'штрихкодник проводной для магазина', [S10, S20]),
  t('ru', 'generic', 'беспроводной сканер штрихкодов с радиобазой', [S20W]),
  t('ru', 'generic', 'стационарный сканер на прилавок', PRESENTATION),
  inSpecifications(t('ru', 'generic', 'сканер заподлицо в кассовый стол с сапфировым стеклом', [B80])),
  t('ru', 'official', 'защищённый сканер для производства', [S30]),
  // Cash drawers
  inSpecifications(t('ru', 'colloquial', 'денежник который открывает чековый принтер', PRINTER_DRIVEN)),
  inSpecifications(t('ru', 'generic', 'денежный ящик на 6 купюр и 8 монет', [CD460])),
  inSpecifications(t('ru', 'colloquial', 'ящик для денег на миллион открываний', [CD410])),
  // Scales
  inSpecifications(t('ru', 'generic', 'весы для овощного ларька на аккумуляторе', [MS15])),
  t('ru', 'generic', 'весы для кассы подключаемые к компьютеру', [MP15]),
  t('ru', 'colloquial', 'весы с принтером этикеток для фасовки', [ML30]),
  inSpecifications(t('ru', 'generic', 'весы на 15 кг для магазина', [MS15, MP15, ML30])),
  // Accounting software
  inSpecifications(t('ru', 'generic', 'бухгалтерия по НСБУ для одного бухгалтера', [BOOKS])),
  t('ru', 'generic', 'программа для бухгалтерии на несколько пользователей', [BOOKS_BUSINESS]),
  t('ru', 'abbreviation', 'программа расчета зарплаты и HR', [PAYROLL]),
  inSpecifications(t('ru', 'generic', 'складская программа с FIFO и мобильным приложением', [STOCK])),
  t('ru', 'generic', 'учет производства для пекарни', [FACTORY]),
  // POS software
  t('ru', 'generic', 'программа для магазина электроники с бонусными картами', [RETAIL]),
  t('ru', 'generic', 'софт для аптечной сети с маркировкой', [PHARMA]),
  t('ru', 'colloquial', 'программа для ресторана с кухонным экраном', [CAFE]),
  inSpecifications(t('ru', 'generic', 'программа для спортзала с заморозкой абонементов и турникетами', [FITNESS])),
  // Licences and services
  t('ru', 'generic', 'лицензия на ещё одно кассовое место', [SEAT]),
  t('ru', 'generic', 'техподдержка кассового оборудования на год', [CARE]),
  t('ru', 'no-letters', 'ustanovka kassy i obuchenie kassirov', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', 'touch screen pos terminal for a restaurant', TOUCH_POS),
  t('en', 'generic', 'android pos with a printer on top for a food truck', [A11]),
  inSpecifications(t('en', 'abbreviation', 'core i5 pos terminal with 16gb ram', [T22])),
  t('en', 'generic', 'pos terminal with a second screen facing customers', [T15D]),
  inSpecifications(t('en', 'generic', '17 inch pos with a tilting screen', [T17])),
  // Data terminals
  t('en', 'colloquial', 'handheld stock taking device', DATA_TERMINALS),
  t('en', 'abbreviation', 'rfid reader handheld for clothing stores', [M10]),
  t('en', 'generic', 'gun style android terminal with a keypad', [M8]),
  inSpecifications(t('en', 'generic', 'lightweight data terminal 5.5 inch screen', [M6])),
  // Kits
  t('en', 'regional', 'takeaway cafe starter pack with kitchen printer', [CAFE_KIT]),
  t('en', 'generic', 'two lane supermarket checkout bundle', [SUPERMARKET_KIT]),
  t('en', 'colloquial', 'complete till setup for a grocery store', SHOP_KITS),
  t('en', 'plural', 'pos hardware bundles', KITS),
  // Customer displays
  t('en', 'generic', 'vfd pole display that swivels', [VFD]),
  t('en', 'plural', 'screens that show the customer what they owe', DISPLAYS),
  t('en', 'generic', 'second screen for customers 15.6in', [LCD15]),
  // Touch monitors
  t('en', 'generic', '22 inch touch monitor for a kitchen', [TM22]),
  inSpecifications(t('en', 'generic', 'touch monitor with built in speakers', [TM17])),
  inSpecifications(t('en', 'plural', '10 point touch monitors for a pos pc', MONITORS)),
  // Receipt printers
  inSpecifications(t('en', 'generic', '80mm thermal printer with autocutter and ethernet', [TP80])),
  t('en', 'generic', 'wifi receipt printer for tablets', [TP80W]),
  t('en', 'generic', 'small 58mm thermal reciept printer', [TP58]),
  t('en', 'generic', 'high speed receipt printer for busy checkouts', [TP90]),
  inSpecifications(t('en', 'generic', 'splashproof printer for kitchen orders', [KITCHEN])),
  // Label printers
  t('en', 'plural', 'sticker printers for a warehouse', WAREHOUSE_LABELS),
  t('en', 'colloquial', 'zebra type desktop label printer', [LP42, LP42T]),
  inSpecifications(t('en', 'generic', 'battery label printer staff carry round the shop floor', [LP20M])),
  t('en', 'generic', 'industrial label printer for a factory', [LP60]),
  // Barcode scanners
  t('en', 'colloquial', 'cheap usb barcode scanner', [S10]),
  t('en', 'generic', '2d handheld scanner for qr codes', [S20, S20W, S30]),
  t('en', 'generic', 'omnidirectional counter scanner for a busy shop', COUNTER_SCANNERS),
  t('en', 'colloquial', 'scanner sunk into the checkout counter', [B80]),
  t('en', 'plural', 'handheld barcode guns with a usb cable', [S10, S20]),
  // Cash drawers
  inSpecifications(t('en', 'generic', 'drawer with an open sensor for a supermarket till', [CD410])),
  t('en', 'generic', 'compact cash drawer for a kiosk', [CD330]),
  inSpecifications(t('en', 'regional', 'till drawer that works over usb', [CD460])),
  t('en', 'plural', 'steel cash drawers for a busy till', DRAWERS),
  // Scales
  inSpecifications(t('en', 'generic', 'battery powered scale for a fruit stall', [MS15])),
  inSpecifications(t('en', 'generic', 'till scale with a customer display', [MP15])),
  inSpecifications(t('en', 'abbreviation', 'scale with label printer and 10000 plu', [ML30])),
  t('en', 'generic', 'platform scale for weighing parcels', [MW150]),
  // Accounting software
  inSpecifications(t('en', 'colloquial', 'accounts software for a one man band', [BOOKS])),
  t('en', 'generic', 'software to work out salaries and sick pay for 50 staff', [PAYROLL]),
  t('en', 'generic', 'multi warehouse stock control software', [STOCK]),
  t('en', 'generic', 'production costing software for manufacturers', [FACTORY]),
  // POS software
  t('en', 'regional', 'till software for an electronics shop', [RETAIL]),
  inSpecifications(t('en', 'generic', 'software for a fast food outlet with split bills', [CAFE])),
  inSpecifications(t('en', 'generic', 'dance studio booking and membership software', [FITNESS])),
  t('en', 'plural', 'point of sale programs', POS_SOFTWARE),
  // Licences and services
  t('en', 'generic', 'sales app for business owners on iphone', [GO]),
  t('en', 'generic', 'annual support for pos equipment', [CARE]),
  t('en', 'generic', 'on site setup of pos hardware', [INSTALL]),
];

export const TEST_QUERIES_30: TestQuery[] = [...AZ, ...RU, ...EN];
