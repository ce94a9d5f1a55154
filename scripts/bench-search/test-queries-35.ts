// The test half of the search queries, thirty-fifth round (28 November 2026). The thirty-fourth round
// (scripts/bench-search/test-queries-34.ts) and those before it were written before this one; another session
// wrote another round at the same time, neither seeing the other's. These were written by a session that did
// not tune the engine and never ran them (nor any search on them), to be measured once after the engine's
// freeze: per language and per kind of device, program and service the site sells, the way buyers in Baku (az,
// ru) and English-speaking buyers ask for them: a kind with what it is for or what it has, sizes and capacities,
// colloquial and regional words ("dükan", "tablo", "qassab", "kisə", "nisyə", "hesabı bölmək", "prilavka",
// "master", "doqovor", "термотрансферник", "маркет", "навынос", "на пояс", "весы-платформа", "scanner gun",
// "barcode gun", "takeaway", "chit printer", "goods in", "shelf edge labels", "chemist", "petrol station",
// "flatbed", "slimline till drawer", "market trader"), official terms ("sadələşdirilmiş vergi bəyannaməsi",
// "рабочее место кассира"), plurals, abbreviations (TSD, DPM, ТСД, АЗС, ГФСЗ, ИП, COM, EPOS, UHF, IFRS, MRP,
// RS232, VGA, 4G), brands used as names ("Hesab Retail", "Hesab Pharma", "Hesab Cafe"), typing without the
// language's own letters, rarely Russian in Latin letters; not copied from the vocabulary's lists nor from the
// earlier rounds. Each with the demo products a buyer using the words would expect, judged from the catalogue's
// content (reference-api/seed: titles, categories, specifications, descriptions), not from search's answers.
// `npm run bench:search` reports them once wired in (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the specifications
// or descriptions hold). Not asserted in tests. Checked with search's normalizer and stemmer only (foldText,
// the stopwords, the stemmer): after folding, dropping function words and stemming, no query's set of stems is
// that of a query of queries.ts, vocabulary-queries.ts or any test-queries*.ts, in any word order, nor a name of
// worker/search/vocabulary.ts, nor another of this round. Of the 144 first drafts, 25 were, so compared, an
// earlier round's query (24, most of them word for word) or a vocabulary name (1, "docket printer for the
// kitchen"): all 25 were rewritten, 4 of them twice; the check then found 0 duplicates.
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
  CD410,
  CD460,
  COUNTER_SCANNERS,
  DATA_TERMINALS,
  DESKTOP_LABELS,
  DISPLAYS,
  FACTORY,
  FITNESS,
  FIVE_EIGHT,
  GO,
  INSTALL,
  KITCHEN,
  LCD10,
  LCD15,
  LP20M,
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
  P70,
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
  VFD,
  WAREHOUSE_LABELS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

const AZ: TestQuery[] = [
  // POS terminals
  inSpecifications(t('az', 'generic', 'növbəsi çox olan supermarket üçün iri ekranlı güclü kassa', [T22])),
  t('az', 'no-letters', 'android kassa aparati qebz cixaran', [A11]),
  t('az', 'generic', 'ikinci ekranda reklam göstərən kassa', [T15D]),
  t('az', 'plural', 'mağaza üçün toxunuşlu kassa aparatları', TOUCH_POS),
  // Data terminals
  t('az', 'abbreviation', 'anbar sayımı üçün android TSD', DATA_TERMINALS),
  inSpecifications(t('az', 'colloquial', 'əlcəklə də basılan düyməli anbar terminalı', [M8])),
  t('az', 'generic', 'paltar mağazası üçün RFID oxuyucu', [M10]),
  // Kits
  t('az', 'no-letters', 'restoran ucun hazir kassa desti metbex printeri ile', [CAFE_KIT]),
  t('az', 'generic', 'minimarket üçün iki kassalı komplekt tərəzi ilə', [SUPERMARKET_KIT]),
  t('az', 'colloquial', 'yeni dükan üçün kassa, skaner, pul qutusu — hamısı bir dəstdə', SHOP_KITS),
  // Customer displays
  inSpecifications(t('az', 'generic', 'alıcı telefonla ödəsin deyə QR göstərən ikinci ekran', TEN_INCH_CUSTOMER)),
  t('az', 'no-letters', 'kassada musteriye meblegi gosteren tablo', DISPLAYS),
  inSpecifications(t('az', 'generic', 'fast-food üçün "sifariş hazırdır" ekranı', [LCD15])),
  // Touch monitors
  t('az', 'generic', 'mini PC-ni kassaya çevirən sensor monitor', MONITORS),
  inSpecifications(t('az', 'generic', 'aşpazın qarşısında sifarişləri göstərən sensor ekran', [TM22])),
  t('az', 'no-letters', 'toz ve suya davamli 15 duym sensor monitor', [TM15]),
  // Receipt and kitchen printers
  inSpecifications(t('az', 'colloquial', 'gündə minlərlə çek vuran supermarket printeri', [TP90])),
  t('az', 'no-letters', 'kafe terasi ucun kabelsiz cek printeri', [TP80W]),
  inSpecifications(t('az', 'plural', 'avtomatik kəsicili 80 mm-lik çek printerləri', [TP80, TP80W])),
  inSpecifications(t('az', 'colloquial', 'sifariş gələndə işığı yanıb-sönən printer', [KITCHEN])),
  // Label printers
  inSpecifications(t('az', 'generic', 'istiyə və sürtünməyə davamlı etiket çıxaran printer', RIBBON)),
  inSpecifications(t('az', 'colloquial', 'kəmərə taxılan qiymət stikeri printeri', [LP20M])),
  inSpecifications(t('az', 'generic', 'paletlər üçün 168 mm enində etiket printeri', [LP60])),
  inSpecifications(t('az', 'plural', 'ştrix-kod etiketi çıxaran stolüstü printerlər', DESKTOP_LABELS)),
  // Barcode scanners
  t('az', 'no-letters', 'ekrandan barkod oxuyan ucuz skaner', [S10]),
  inSpecifications(t('az', 'colloquial', 'ağır kisələri arabadan çıxarmadan oxumaq üçün skaner', [S20W])),
  inSpecifications(t('az', 'abbreviation', 'metal hissələrdəki DPM kodlarını oxuyan skaner', [S30])),
  inSpecifications(t('az', 'generic', 'supermarket kassası üçün geniş pəncərəli skaner', [P70, B80])),
  t('az', 'regional', 'prilavkanın içinə quraşdırılan skaner', [B80]),
  // Cash drawers
  inSpecifications(t('az', 'generic', 'sənədlər üçün gizli gözü olan pul yeşiyi', [CD460])),
  inSpecifications(t('az', 'no-letters', 'milyon defe acilmaga davamli pul qutusu', [CD410, CD460])),
  inSpecifications(t('az', 'plural', '5 əskinas və 8 qəpik bölməli pul qutuları', FIVE_EIGHT)),
  // Scales
  inSpecifications(t('az', 'no-letters', 'qassab ucun qiymeti hesablayan terezi', [MS15, ML30])),
  inSpecifications(t('az', 'generic', 'kassaya qoşulan, 6 kq-a qədər 2 qram dəqiqlikli tərəzi', [MP15])),
  t('az', 'colloquial', 'tikinti materialları dükanı üçün 150 kiloluq tərəzi', [MW150]),
  t('az', 'colloquial', 'kolbasa və pendir piştaxtası üçün barkod tərəzisi', [ML30]),
  // Accounting software
  inSpecifications(t('az', 'official', 'sadələşdirilmiş vergi bəyannaməsi üçün proqram', BOOKS_BOTH)),
  t('az', 'no-letters', 'emek haqqi ve mezuniyyet pulu hesablayan program', [PAYROLL]),
  t('az', 'generic', 'çörək sexi üçün resept və maya dəyəri proqramı', [FACTORY]),
  t('az', 'colloquial', 'topdan satış anbarı üçün qalıq proqramı', [STOCK]),
  // POS software
  t('az', 'colloquial', 'nisyə satış və bonus kartı olan market proqramı', [RETAIL]),
  t('az', 'generic', 'təsiredici maddəyə görə dərman axtaran proqram', [PHARMA]),
  t('az', 'no-letters', 'masa plani ve hesabi bolmek olan restoran programi', [CAFE]),
  t('az', 'generic', 'hovuz və rəqs studiyası üçün abonement proqramı', [FITNESS]),
  // The app, licences and services
  t('az', 'colloquial', 'telefondan kassadakı pulu görmək', [GO]),
  t('az', 'official', 'Hesab Retail-ə ikinci kassa qoşmaq', [SEAT]),
  t('az', 'regional', 'ildə 4 dəfə masterin gəldiyi servis doqovoru', [CARE]),
  t('az', 'no-letters', 'Sumqayitda kassa qurasdirilmasi ve satici telimi', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'generic', 'касса-моноблок 21,5 дюйма для ресторана', [T22])),
  t('ru', 'colloquial', 'планшетная касса, которая сама печатает чеки', [A11]),
  inSpecifications(t('ru', 'abbreviation', 'POS-терминал на Core i3 с экраном 5:4', [T17])),
  inSpecifications(t('ru', 'colloquial', 'безвентиляторный моноблок для магазина, чтобы не шумел', [T15, T15D])),
  t('ru', 'regional', 'кассовые аппараты для маркета', TOUCH_POS),
  // Data terminals
  inSpecifications(t('ru', 'abbreviation', 'ТСД со считыванием штрихкода до 10 метров', [M8])),
  inSpecifications(t('ru', 'generic', 'лёгкий терминал сбора данных для проверки ценников', [M6])),
  t('ru', 'colloquial', 'радиочастотный считыватель меток для книжного магазина', [M10]),
  // Kits
  t('ru', 'generic', 'комплект для кафе с кухонным принтером и обучением персонала', [CAFE_KIT]),
  t('ru', 'generic', 'набор оборудования на две кассы для минимаркета', [SUPERMARKET_KIT]),
  t('ru', 'no-letters', 'gotovyy komplekt kassy dlya magazina', SHOP_KITS),
  // Customer displays
  inSpecifications(t('ru', 'abbreviation', 'дисплей покупателя с подключением по COM-порту', [VFD])),
  inSpecifications(t('ru', 'generic', 'цветной экран покупателя, который вешается на заднюю крышку терминала', [LCD10])),
  t('ru', 'plural', 'выносные табло для покупателей', DISPLAYS),
  // Touch monitors
  t('ru', 'generic', 'сенсорный монитор 17 дюймов с DisplayPort', [TM17]),
  inSpecifications(t('ru', 'colloquial', 'монитор на кухню, который можно протирать влажной тряпкой', [TM22])),
  t('ru', 'plural', 'сенсорные экраны, чтобы подключить к компьютеру на кассе', MONITORS),
  // Receipt and kitchen printers
  t('ru', 'colloquial', 'самый простой принтер чеков на узкую ленту', [TP58]),
  inSpecifications(t('ru', 'abbreviation', 'чековый принтер с презентером для АЗС', [TP90])),
  t('ru', 'generic', 'принтер заказов на кухню с защитой от брызг', [KITCHEN]),
  inSpecifications(t('ru', 'generic', 'принтер чеков с Bluetooth для официантов', [TP80W])),
  // Label printers
  inSpecifications(t('ru', 'generic', 'этикет-принтер с разрешением 300 точек на дюйм', [LP42T, LP60])),
  inSpecifications(t('ru', 'colloquial', 'термотрансферник для маркировки паллет', RIBBON)),
  inSpecifications(t('ru', 'colloquial', 'принтер ценников на пояс для мерчендайзеров', [LP20M])),
  // Barcode scanners
  inSpecifications(t('ru', 'generic', 'сканер с подставкой для аптеки', [P50, S20])),
  inSpecifications(t('ru', 'generic', 'беспроводной сканер с памятью на 10000 сканов', [S20W])),
  inSpecifications(t('ru', 'colloquial', 'сканер для цеха с Bluetooth в резиновом корпусе', [S30])),
  t('ru', 'no-letters', 'ruchnoy skaner 1d usb', [S10]),
  t('ru', 'generic', 'встраиваемый в прилавок сканер с сапфировым стеклом', [B80]),
  t('ru', 'plural', 'стационарные сканеры для кассовой зоны', COUNTER_SCANNERS),
  // Cash drawers
  t('ru', 'generic', 'широкий денежный ящик со стальной передней панелью', [CD460]),
  inSpecifications(t('ru', 'generic', 'ящик для денег на шариковых направляющих', [CD410])),
  inSpecifications(t('ru', 'plural', 'денежные ящики на 24 В', PRINTER_DRIVEN)),
  // Scales
  inSpecifications(t('ru', 'generic', 'весы для рынка с двумя дисплеями', [MS15])),
  t('ru', 'colloquial', 'весы-платформа для приёмки мешков', [MW150]),
  t('ru', 'generic', 'весы, которые передают вес прямо в кассовую программу', [MP15]),
  // Accounting software
  t('ru', 'abbreviation', 'зарплата и кадры с отчётами в ГФСЗ', [PAYROLL]),
  inSpecifications(t('ru', 'abbreviation', 'бухгалтерия для ИП с выгрузкой банковских выписок', BOOKS_BOTH)),
  t('ru', 'generic', 'калькуляция себестоимости для пищевого производства', [FACTORY]),
  inSpecifications(t('ru', 'generic', 'складской учёт по сериям и срокам годности', BATCHES)),
  // POS software
  t('ru', 'generic', 'кассовая программа для магазина одежды с бонусными картами', [RETAIL]),
  t('ru', 'colloquial', 'программа для аптеки с поиском по действующему веществу', [PHARMA]),
  t('ru', 'generic', 'программа для фастфуда с доставкой и навынос', [CAFE]),
  t('ru', 'generic', 'абонементы и турникеты для фитнес-клуба', [FITNESS]),
  // The app, licences and services
  t('ru', 'colloquial', 'приложение для владельца, чтобы видеть выручку с телефона', [GO]),
  t('ru', 'official', 'ещё одно рабочее место кассира в Hesab Pharma', [SEAT]),
  t('ru', 'generic', 'техподдержка без выходных с подменным принтером', [CARE]),
  t('ru', 'generic', 'перенос товаров из Excel и обучение кассиров', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  inSpecifications(t('en', 'generic', 'big 21.5 inch touchscreen till for a restaurant', [T22])),
  t('en', 'regional', 'all in one android register for a kiosk', [A11]),
  t('en', 'abbreviation', 'dual display epos for a pharmacy', [T15D]),
  t('en', 'plural', 'touchscreen epos terminals for retail', TOUCH_POS),
  // Data terminals
  t('en', 'colloquial', 'android scanner gun with a keypad for the warehouse', [M8]),
  inSpecifications(t('en', 'generic', 'mobile computer with 4g for shelf price checks', [M6])),
  t('en', 'abbreviation', 'uhf reader for counting clothes rails', [M10]),
  // Kits
  t('en', 'regional', 'starter epos package for a takeaway', [CAFE_KIT]),
  t('en', 'generic', 'two till bundle with a label printing scale', [SUPERMARKET_KIT]),
  t('en', 'generic', 'boxed pos system for a new boutique with scanner and cash drawer', [MARKET_KIT]),
  // Customer displays
  inSpecifications(t('en', 'generic', 'two line customer display with usb', [VFD])),
  inSpecifications(t('en', 'regional', 'order ready screen for a fast food counter', [LCD15])),
  inSpecifications(t('en', 'plural', 'customer facing screens that show a qr code to pay', TEN_INCH_CUSTOMER)),
  // Touch monitors
  inSpecifications(t('en', 'generic', '4:3 touch monitor with vga', [TM15])),
  inSpecifications(t('en', 'regional', 'glove friendly touch monitor for goods in', [TM17])),
  inSpecifications(t('en', 'plural', 'self service kiosk touch screens', [TM22])),
  // Receipt and kitchen printers
  t('en', 'regional', 'chit printer that beeps for the chefs', [KITCHEN]),
  inSpecifications(t('en', 'generic', 'receipt printer with paper low alarm', [TP80W])),
  inSpecifications(t('en', 'plural', 'receipt printers with an rs232 port', [TP80, TP90])),
  t('en', 'regional', 'fastest receipt printer for a petrol station', [TP90]),
  // Label printers
  inSpecifications(t('en', 'generic', 'ribbon label printer for pharmacy stickers', [LP42T])),
  inSpecifications(t('en', 'regional', 'label printer that clips onto your belt for shelf edge labels', [LP20M])),
  inSpecifications(t('en', 'generic', 'label printer with a colour touchscreen for the factory floor', [LP60])),
  inSpecifications(t('en', 'plural', 'carton label printers for a distribution centre', WAREHOUSE_LABELS)),
  // Barcode scanners
  t('en', 'colloquial', 'cheap usb barcode gun for a small shop', [S10]),
  inSpecifications(t('en', 'generic', 'qr code reader for loyalty apps on phones', PHONE_QR)),
  inSpecifications(t('en', 'regional', 'omnidirectional flatbed scanner for supermarket tills', [B80, P70])),
  t('en', 'plural', 'countertop scanners for pharmacies and boutiques', PRESENTATION),
  t('en', 'generic', 'rugged scanner with a 3 year warranty', [S30]),
  // Cash drawers
  inSpecifications(t('en', 'generic', 'money drawer with a front cheque slot and open sensor', [CD410])),
  t('en', 'regional', 'slimline till drawer for a kiosk counter', [CD330]),
  inSpecifications(t('en', 'plural', 'hard wearing cash drawers for high turnover checkouts', [CD410, CD460])),
  // Scales
  t('en', 'colloquial', "market trader's scale that works out the price", [MS15]),
  t('en', 'generic', 'dual range checkout scale', [MP15]),
  t('en', 'regional', 'deli counter scale that prints barcode stickers', [ML30]),
  t('en', 'plural', 'platform scales for weighing sacks of cement', [MW150]),
  // Accounting software
  inSpecifications(t('en', 'abbreviation', 'accounts software with ifrs and budgeting', [BOOKS_BUSINESS])),
  t('en', 'generic', 'payroll with sick pay and timesheets', [PAYROLL]),
  t('en', 'generic', 'stock control with reorder levels and automatic purchase orders', [STOCK]),
  t('en', 'abbreviation', 'mrp software for a furniture workshop', [FACTORY]),
  // POS software
  t('en', 'generic', 'pos software for a clothes shop with loyalty cards', [RETAIL]),
  t('en', 'regional', 'chemist till system with a prescription log', [PHARMA]),
  t('en', 'abbreviation', 'restaurant epos with table plan and split bills', [CAFE]),
  t('en', 'generic', 'software for a yoga studio to sell and freeze memberships', [FITNESS]),
  // The app, licences and services
  t('en', 'colloquial', 'owner app for iphone', [GO]),
  t('en', 'official', 'add a second till to hesab cafe', [SEAT]),
  t('en', 'generic', 'pos maintenance contract with loan equipment', [CARE]),
  t('en', 'colloquial', 'someone to set up my till and train staff in sumgait', [INSTALL]),
];

export const TEST_QUERIES_35: TestQuery[] = [...AZ, ...RU, ...EN];
