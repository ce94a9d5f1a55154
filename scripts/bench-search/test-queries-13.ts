// The test half of the search queries, thirteenth round (27 November 2026). The twelfth round
// (scripts/bench-search/test-queries-12.ts) had its one run and its misses written in docs/search.md; it
// was not tuned on, so this round measures the same engine once more. These were written by a session that
// did not tune the engine and never ran them (nor any search on them), while another session tuned it: per
// language and per kind of device, program and service the site sells, the way buyers in Baku (az, ru) and
// English-speaking buyers ask for them: a kind with what it is for or what it has, sizes and capacities,
// colloquial words ("pul yeşiyi", "nisyə", "чековик", "бегунок", "docket"), plurals, abbreviations (BMHS,
// ТСД, ГФСЗ, МСФО, ИП, KDS, DPM, PDF417, BOM), brands used as the name of a kind ("Zebra", "1С",
// "Honeywell" typed in Cyrillic), typing without the language's own letters, rarely Russian in Latin
// letters, now and then a misspelling ("programi"); not copied from the vocabulary's lists nor from the
// earlier rounds (checked with search's normalizer only: after folding and dropping function words no
// query is one of theirs, in any word order, even compared by stem, nor a name of
// worker/search/vocabulary.ts). Each with the demo products a buyer using the words would expect, judged
// from the catalogue's content (reference-api/seed: titles, categories, specifications, descriptions), not
// from search's answers. `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue
// and on scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the
// specifications or descriptions hold). Not asserted in tests.
import {
  A11,
  BOOKS,
  BOOKS_BOTH,
  BOOKS_BUSINESS,
  CAFE,
  CAFE_KIT,
  CARE,
  CD405,
  CD410,
  CD460,
  COUNTER_SCALES,
  COUNTER_SCANNERS,
  DATA_TERMINALS,
  DESKTOP_LABELS,
  DISPLAYS,
  DRAWERS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LCD10,
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
  PAYROLL,
  PHARMA,
  PHONE_QR,
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
  T15,
  T15D,
  T17,
  T22,
  TM17,
  TM22,
  TOUCH_POS,
  TP58,
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
  t('az', 'generic', 'mağaza kassası üçün 15,6 düymlük sensor ekranlı terminal', FIFTEEN_INCH_POS),
  t('az', 'colloquial', 'kassa ilə printer bir yerdə olan android aparat', [A11]),
  inSpecifications(t('az', 'generic', 'restoran üçün iri ekranlı güclü POS terminal', [T22])),
  t('az', 'generic', 'alıcıya ikinci ekran göstərən kassa terminalı', [T15D]),
  t('az', 'no-letters', '17 duymluk sensor monoblok', [T17]),
  t('az', 'plural', 'sensorlu kassa monobloklarının qiymətləri', TOUCH_POS),
  // Data terminals
  t('az', 'generic', 'inventarizasiya üçün android terminal', DATA_TERMINALS),
  inSpecifications(t('az', 'generic', 'əlcəklə işləmək üçün düyməli anbar terminalı', [M8])),
  inSpecifications(t('az', 'generic', 'QR və DataMatrix oxuyan yüngül 5,5 düymlük terminal', [M6])),
  // Kits
  t('az', 'generic', 'yeni dükan üçün hər şey daxil kassa paketi', SHOP_KITS),
  t('az', 'no-letters', 'kafe ucun komplekt avadanliq', [CAFE_KIT]),
  t('az', 'generic', 'böyük market üçün iki iş yerli POS dəsti, tərəzi ilə', [SUPERMARKET_KIT]),
  // Customer displays
  t('az', 'generic', 'alıcıya məbləği göstərən ekran', DISPLAYS),
  t('az', 'generic', 'terminalın arxasına bərkidilən 10 düymlük müştəri ekranı', [LCD10]),
  inSpecifications(t('az', 'colloquial', 'ayaqlı iki sətirli alıcı tablosu', [VFD])),
  // Touch monitors
  t('az', 'generic', 'kassa proqramı üçün toxunma ekranlı monitor', MONITORS),
  inSpecifications(t('az', 'generic', 'mətbəxdə sifarişləri göstərmək üçün ekran', [TM22])),
  // Receipt printers
  t('az', 'colloquial', 'çek çıxaran printerlər', RECEIPT),
  t('az', 'no-letters', 'ensiz 58 mm-lik cek printeri', [TP58]),
  t('az', 'colloquial', 'simsiz wifi çek printeri', [TP80W]),
  inSpecifications(t('az', 'generic', 'iri rulonlu, çeki müştəriyə uzadan printer', [TP90])),
  t('az', 'plural', 'mətbəxə sifariş göndərmək üçün printerlər', [KITCHEN]),
  // Label printers
  t('az', 'official', 'lentli termotransfer etiket printeri', RIBBON),
  t('az', 'generic', 'akkumulyatorlu mobil etiket printeri', [LP20M]),
  inSpecifications(t('az', 'no-letters', 'palet etiketleri ucun genis printer', [LP60])),
  // Barcode scanners
  t('az', 'abbreviation', 'ucuz 1D əl skaneri', [S10]),
  inSpecifications(t('az', 'generic', 'smartfondakı QR kuponları oxuyan barkod skaneri', PHONE_QR)),
  t('az', 'generic', 'kabelsiz barkod oxuyucu', WIRELESS_SCANNERS),
  t('az', 'generic', 'sexdə işləmək üçün möhkəm barkod skaneri', [S30]),
  t('az', 'plural', 'stasionar barkod skanerləri', COUNTER_SCANNERS),
  // Cash drawers
  t('az', 'colloquial', 'demir pul yesiyi', DRAWERS),
  t('az', 'generic', 'paslanmayan polad üzlü pul qutusu', [CD460]),
  inSpecifications(t('az', 'generic', 'açıq qaldığını proqrama bildirən pul qutusu', [CD410])),
  // Scales
  t('az', 'generic', 'göyərti-meyvə dükanı üçün tərəzi', COUNTER_SCALES),
  t('az', 'colloquial', 'kolbasa reyonu üçün barkodlu etiket vuran tərəzi', [ML30]),
  t('az', 'no-letters', 'kiseleri cekmek ucun platformali terezi', [MW150]),
  t('az', 'generic', 'POS terminala qoşulan tərəzi', [MP15]),
  // Accounting software
  t('az', 'generic', 'kiçik şirkət üçün mühasibatlıq proqramı', BOOKS_BOTH),
  inSpecifications(t('az', 'abbreviation', 'BMHS hesabatları olan mühasibat proqramı', [BOOKS_BUSINESS])),
  t('az', 'no-letters', 'isci maaslarinin hesablanmasi', [PAYROLL]),
  t('az', 'generic', 'malların qalığını bir neçə anbarda göstərən proqram', [STOCK]),
  // POS software
  t('az', 'colloquial', 'nisyə satışı olan dükan proqramı', [RETAIL]),
  inSpecifications(t('az', 'generic', 'dərmanların son istifadə tarixinə baxan proqram', [PHARMA])),
  t('az', 'no-letters', 'kafe restoran ucun programi', [CAFE]),
  t('az', 'generic', 'turniketli idman zalı üçün proqram', [FITNESS]),
  // Licences and services
  t('az', 'generic', 'kassaların sayını artırmaq üçün lisenziya', [SEAT]),
  t('az', 'colloquial', 'satışları telefondan görmək üçün proqram', [GO]),
  t('az', 'generic', 'kassa avadanlığına illik texniki xidmət', [CARE]),
  t('az', 'generic', 'kassirlərə təlim keçmək', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'colloquial', 'сенсорная касса для магазина 15 дюймов', FIFTEEN_INCH_POS),
  t('ru', 'colloquial', 'смарт-терминал с термопринтером 58 мм', [A11]),
  t('ru', 'generic', 'моноблок с экраном для покупателя', [T15D]),
  inSpecifications(t('ru', 'generic', 'pos-терминал с защищённой от брызг панелью', [T22])),
  t('ru', 'plural', 'pos моноблоки для магазина', TOUCH_POS),
  // Data terminals
  t('ru', 'abbreviation', 'тсд на андроиде для инвентаризации', DATA_TERMINALS),
  inSpecifications(t('ru', 'generic', 'терминал со сканером на 10 метров для высоких стеллажей', [M8])),
  t('ru', 'generic', 'rfid терминал для магазина одежды', [M10]),
  // Kits
  t('ru', 'generic', 'всё для открытия кассы в магазине у дома', [MARKET_KIT]),
  t('ru', 'generic', 'оснащение кофейни под ключ', [CAFE_KIT]),
  t('ru', 'plural', 'готовые наборы для автоматизации торговли', KITS),
  t('ru', 'generic', 'комплект на два рабочих места кассира', [SUPERMARKET_KIT]),
  // Customer displays
  t('ru', 'plural', 'дисплеи покупателя для кассы', DISPLAYS),
  inSpecifications(t('ru', 'generic', 'экран клиента, где видно чек и qr для оплаты', [LCD10, T15D])),
  t('ru', 'abbreviation', 'vfd табло на стойке', [VFD]),
  // Touch monitors
  t('ru', 'colloquial', 'тач монитор к компьютеру кассира', MONITORS),
  inSpecifications(t('ru', 'abbreviation', 'экран для кухни kds', [TM22])),
  inSpecifications(t('ru', 'generic', 'сенсорный монитор с колонками', [TM17])),
  // Receipt printers
  t('ru', 'colloquial', 'термопринтер для чеков 58', [TP58]),
  t('ru', 'colloquial', 'вай фай принтер чеков', [TP80W]),
  inSpecifications(t('ru', 'colloquial', 'чековик для заправки с большим рулоном', [TP90])),
  t('ru', 'colloquial', 'принтер бегунков для кухни', [KITCHEN]),
  // Label printers
  t('ru', 'colloquial', 'зебра для печати складских этикеток', WAREHOUSE_LABELS),
  inSpecifications(t('ru', 'generic', 'принтер стойких этикеток для косметики', RIBBON)),
  t('ru', 'generic', 'промышленный термопринтер этикеток', [LP60]),
  // Barcode scanners
  t('ru', 'abbreviation', 'простой 1d сканер штрихкодов', [S10]),
  inSpecifications(t('ru', 'generic', 'считыватель datamatrix кодов на упаковках лекарств', TWO_D)),
  t('ru', 'colloquial', 'беспроводной хонивел', WIRELESS_SCANNERS),
  inSpecifications(t('ru', 'abbreviation', 'сканер dpm для производства', [S30])),
  t('ru', 'plural', 'встраиваемые и стационарные сканеры', COUNTER_SCANNERS),
  // Cash drawers
  t('ru', 'no-letters', 'denezhnyj yashik', DRAWERS),
  inSpecifications(t('ru', 'generic', 'денежный ящик для кафе с замком на 3 положения', [CD405])),
  inSpecifications(t('ru', 'generic', 'денежный ящик на шариковых направляющих', [CD410])),
  inSpecifications(t('ru', 'generic', 'денежный ящик, который подключается к компьютеру напрямую', [CD460])),
  // Scales
  t('ru', 'generic', 'торговые весы на рынок', [MS15]),
  t('ru', 'colloquial', 'весы, печатающие ценник со штрихкодом', [ML30]),
  t('ru', 'generic', 'весы для продуктового магазина', COUNTER_SCALES),
  // Accounting software
  t('ru', 'colloquial', 'бухгалтерия как 1с для ип', BOOKS_BOTH),
  inSpecifications(t('ru', 'generic', 'бухгалтерская программа на 5 пользователей с мсфо', [BOOKS_BUSINESS])),
  inSpecifications(t('ru', 'abbreviation', 'расчет зарплаты, больничных и отпускных с отчетами в ГФСЗ', [PAYROLL])),
  t('ru', 'abbreviation', 'учет остатков на складе с тсд', [STOCK]),
  t('ru', 'generic', 'расчет себестоимости партии на пищевом производстве', [FACTORY]),
  // POS software
  t('ru', 'generic', 'программа для розничного магазина с бонусными картами', [RETAIL]),
  t('ru', 'generic', 'программа для сети аптек', [PHARMA]),
  t('ru', 'colloquial', 'софт для ресторана с заказами по столам', [CAFE]),
  // Licences and services
  t('ru', 'generic', 'лицензия на второе рабочее место кассира', [SEAT]),
  t('ru', 'generic', 'приложение для контроля продаж с телефона', [GO]),
  t('ru', 'colloquial', 'годовое обслуживание кассы', [CARE]),
  t('ru', 'generic', 'обучение кассиров работе с программой', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', '15.6 inch touchscreen till', FIFTEEN_INCH_POS),
  t('en', 'colloquial', 'android register with a built in printer', [A11]),
  t('en', 'generic', 'pos with a customer facing second screen', [T15D]),
  t('en', 'generic', 'big 22 inch pos terminal for a busy restaurant', [T22]),
  inSpecifications(t('en', 'generic', 'all in one pos for a pharmacy counter', [T17, T15])),
  t('en', 'plural', 'touch screen tills', TOUCH_POS),
  // Data terminals
  t('en', 'generic', 'android handheld for stocktaking', DATA_TERMINALS),
  t('en', 'colloquial', 'scan gun computer for the warehouse', [M8]),
  t('en', 'abbreviation', 'rfid tag reader for a clothing store', [M10]),
  // Kits
  t('en', 'generic', 'coffee shop pos bundle with kitchen printer', [CAFE_KIT]),
  t('en', 'regional', 'ready made epos packages', KITS),
  t('en', 'generic', 'two lane supermarket setup with a scale', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'generic', 'screen that shows the customer the total', DISPLAYS),
  t('en', 'generic', 'pole display for a cash register', [VFD]),
  inSpecifications(t('en', 'generic', 'order ready board for a fast food counter', [LCD15])),
  // Touch monitors
  t('en', 'plural', 'touch displays to turn a pc into a till', MONITORS),
  inSpecifications(t('en', 'abbreviation', 'wipe clean kds monitor', [TM22])),
  // Receipt printers
  t('en', 'regional', 'docket printer for a restaurant kitchen', [KITCHEN]),
  t('en', 'generic', '58mm thermal printer for a market stall', [TP58]),
  inSpecifications(t('en', 'generic', 'bluetooth receipt printer for a waiter tablet', [TP80W])),
  t('en', 'plural', 'receipt printers for a pos', RECEIPT),
  inSpecifications(t('en', 'generic', 'receipt printer for a petrol station with big rolls', [TP90])),
  // Label printers
  t('en', 'colloquial', 'something like a zebra for printing stickers', LABEL),
  t('en', 'official', 'thermal transfer printer with ribbon', RIBBON),
  inSpecifications(t('en', 'generic', 'pallet label printer for a factory', [LP60])),
  t('en', 'generic', 'desktop label printer for price tags', DESKTOP_LABELS),
  // Barcode scanners
  t('en', 'generic', 'usb barcode scanner for a small shop', HANDHELD),
  inSpecifications(t('en', 'abbreviation', 'pdf417 scanner for id cards', [S20, S20W])),
  inSpecifications(t('en', 'colloquial', 'barcode gun with a charging base', [S20W])),
  t('en', 'generic', 'rugged scanner for a cold store', [S30]),
  t('en', 'plural', 'omnidirectional counter scanners', COUNTER_SCANNERS),
  // Cash drawers
  t('en', 'regional', 'cash till drawer', DRAWERS),
  inSpecifications(t('en', 'generic', 'cash drawer for a cafe with a three position lock', [CD405])),
  t('en', 'generic', 'reinforced till drawer for a busy checkout', [CD410]),
  // Scales
  t('en', 'colloquial', 'scale that works out the price', [MS15]),
  t('en', 'generic', 'meat counter scale that prints barcodes', [ML30]),
  t('en', 'plural', 'retail weighing scales', COUNTER_SCALES),
  // Accounting software
  inSpecifications(t('en', 'generic', 'single user accounting package', [BOOKS])),
  t('en', 'generic', 'multi user accounting for a company with branches', [BOOKS_BUSINESS]),
  t('en', 'generic', 'salary software for up to 100 staff', [PAYROLL]),
  inSpecifications(t('en', 'abbreviation', 'bom and recipe software for a bakery', [FACTORY])),
  // POS software
  t('en', 'generic', 'point of sale software for a clothing shop', [RETAIL]),
  t('en', 'generic', 'chemist pos software', [PHARMA]),
  t('en', 'generic', 'restaurant software with table plan and split bills', [CAFE]),
  inSpecifications(t('en', 'generic', 'class booking app for a dance studio', [FITNESS])),
  // Licences and services
  t('en', 'generic', 'licence to add a second register', [SEAT]),
  t('en', 'generic', 'owner app that alerts me when stock runs out', [GO]),
  t('en', 'generic', 'support plan with technician visits', [CARE]),
  t('en', 'generic', 'staff training on the new till', [INSTALL]),
];

export const TEST_QUERIES_13: TestQuery[] = [...AZ, ...RU, ...EN];
