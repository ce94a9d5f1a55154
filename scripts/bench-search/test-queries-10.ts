// The test half of the search queries, tenth round (27 November 2026). The ninth round
// (scripts/bench-search/test-queries-9.ts) had its one run and its misses written in docs/search.md, so
// it is part of the tuning half now. These were written by a session that did not tune the engine and
// never ran them (nor any search on them), while the engine was being tuned by another, and before it
// was frozen: per language and per kind of device, program and service the site sells, the way buyers in
// Baku (az, ru) and English-speaking buyers ask for them: a kind with what it is for or what it has,
// sizes and capacities, colloquial words ("çekçıxaran", "чекопечатник", "barcode gun"), plurals,
// abbreviations (TSD, NKA, KDS, ТСД, ККМ, АЗС, МСФО, PDA), brands used as the name of a kind ("Xprinter",
// "Honeywell", "1С", "Epson", "Dymo", "QuickBooks"), typing without the language's own letters, rarely
// Russian in Latin letters, now and then a typo; not copied from the vocabulary's lists nor from the
// earlier rounds (checked with search's normalizer only: after folding and dropping function words no
// query is one of theirs, in any word order, nor a name of worker/search/vocabulary.ts). Each with the
// demo products a buyer using the words would expect, judged from the catalogue's content
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
  DISPLAYS,
  FACTORY,
  FITNESS,
  FIVE_EIGHT,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  LABEL,
  LAN_RECEIPT,
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
  POS_SOFTWARE,
  PRESENTATION,
  QR_SCANNERS,
  RECEIPT,
  RECEIPT_80,
  RETAIL,
  RIBBON,
  S20W,
  S30,
  SCANNERS,
  SEAT,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15,
  T15D,
  T17,
  TEN_INCH_CUSTOMER,
  TM15,
  TM17,
  TM22,
  TOUCH_POS,
  TP58,
  TP80W,
  TP90,
  VFD,
  WAREHOUSE_LABELS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** Customer displays that take one USB-C cable (their specifications say so). */
const USB_C_DISPLAYS = [LCD10, LCD15];
/** Scales of 15 kg: the price-computing one and the POS checkout one. */
const FIFTEEN_KG = [MS15, MP15];
/** Coffee-shop automation: the café's POS software, and the Cafe kit that carries it. */
const COFFEE_SHOP = [CAFE, CAFE_KIT];
/** An official fiscal term with a pharmacy: the pharmacy's POS software, or the terminals made for pharmacies. */
const FISCAL_PHARMACY = [PHARMA, T17, T15];
/** An official fiscal term with a grocery shop: a terminal, or the shop's POS software that talks to the fiscal device. */
const FISCAL_SHOP = [...TOUCH_POS, RETAIL];

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'ikiekranlı kassa aparatı', [T15D]),
  t('az', 'colloquial', 'içində çek printeri olan android kassa', [A11]),
  t('az', 'plural', 'market üçün sensorlu kassa aparatları', TOUCH_POS),
  t('az', 'no-letters', 'aptek ucun 17 duymluk pos terminal', [T17]),
  // Data terminals
  t('az', 'abbreviation', 'anbar üçün tapança tipli TSD', [M8]),
  t('az', 'generic', 'kitab mağazası üçün RFID terminal', [M10]),
  inSpecifications(t('az', 'colloquial', 'cibə girən kiçik data terminal', [M6])),
  t('az', 'plural', 'android məlumat toplama terminalları anbara', DATA_TERMINALS),
  // Kits
  t('az', 'colloquial', 'kofe şop üçün hazır avadanlıq dəsti', [CAFE_KIT]),
  t('az', 'no-letters', 'kicik market ucun pos desti', SHOP_KITS),
  t('az', 'generic', 'böyük market üçün 2 kassalı dəst', [SUPERMARKET_KIT]),
  // Customer displays
  t('az', 'colloquial', 'alıcı üçün ikinci monitor', DISPLAYS),
  t('az', 'abbreviation', 'kassaya VFD displey', [VFD]),
  inSpecifications(t('az', 'generic', 'USB-C ilə qoşulan müştəri displeyi', USB_C_DISPLAYS)),
  // Touch monitors
  t('az', 'plural', 'kassa üçün toxunuşlu monitorlar', MONITORS),
  inSpecifications(t('az', 'abbreviation', 'KDS ekranı 21 düym', [TM22])),
  t('az', 'generic', 'kompüteri kassaya çevirmək üçün 15-lik sensor ekran', [TM15]),
  t('az', 'no-letters', 'sensr monitor 17 duym', [TM17]),
  // Receipt printers
  t('az', 'colloquial', 'çekçıxaran aparat 80 mm', RECEIPT_80),
  t('az', 'generic', 'səs siqnalı verən mətbəx printeri', [KITCHEN]),
  t('az', 'generic', 'supermarket üçün sürətli çek printeri', [TP90]),
  t('az', 'colloquial', 'xprinter 58 mm', [TP58]),
  t('az', 'no-letters', 'qebz printerleri magaza ucun', RECEIPT),
  // Label printers
  t('az', 'colloquial', 'ştrix kod stikeri çıxaran printer', LABEL),
  inSpecifications(t('az', 'generic', 'ribbonla işləyən etiket printeri', RIBBON)),
  inSpecifications(t('az', 'generic', 'telefona bluetooth ilə qoşulan stiker printeri', [LP20M])),
  t('az', 'no-letters', 'zavod ucun senaye etiket printeri', [LP60]),
  // Barcode scanners
  t('az', 'colloquial', 'ştrixkod oxuyan aparat', SCANNERS),
  inSpecifications(t('az', 'no-letters', 'dermanlarin datamatrix kodunu oxuyan skaner', QR_SCANNERS)),
  t('az', 'generic', 'piştaxtaya quraşdırılan barkod skaneri', [B80]),
  t('az', 'plural', 'anbar və mağaza üçün əl barkod skanerləri', HANDHELD),
  // Cash drawers
  t('az', 'generic', 'dar piştaxta üçün kompakt pul qutusu', [CD330]),
  inSpecifications(t('az', 'no-letters', 'pul yesiyi 5 kagiz 8 metal pul bolmesi', FIVE_EIGHT)),
  t('az', 'colloquial', 'supermarket kassasına güclü pul qutusu', [CD410]),
  t('az', 'colloquial', 'nerjaveyka pul qutusu', [CD460]),
  // Scales
  inSpecifications(t('az', 'generic', 'qəssab dükanı üçün tərəzi', [MS15])),
  t('az', 'generic', 'barkodlu etiket vuran tərəzi', [ML30]),
  t('az', 'generic', 'POS terminala birləşən tərəzi', [MP15]),
  t('az', 'colloquial', 'tikinti materialları mağazası üçün yer tərəzisi', [MW150]),
  // Accounting software
  inSpecifications(t('az', 'generic', 'fərdi sahibkar üçün mühasibatlıq proqramı', [BOOKS])),
  t('az', 'generic', 'çoxistifadəçili mühasibat', [BOOKS_BUSINESS]),
  t('az', 'generic', 'işçilərin maaşı və kadr uçotu', [PAYROLL]),
  t('az', 'generic', 'bir neçə anbarın qalıqlarını izləyən proqram', [STOCK]),
  t('az', 'generic', 'sex üçün xammal və maya dəyəri proqramı', [FACTORY]),
  // POS software
  t('az', 'generic', 'paltar mağazası üçün kassa proqramı', [RETAIL]),
  t('az', 'no-letters', 'aptek ucun satis proqrami blister satisi', [PHARMA]),
  t('az', 'generic', 'ofisiant planşeti ilə restoran proqramı', [CAFE]),
  inSpecifications(t('az', 'official', 'NKA-ya qoşulan kassa proqramı', POS_SOFTWARE)),
  // Licences and services
  t('az', 'generic', 'biznesi telefondan izləmək üçün tətbiq', [GO]),
  t('az', 'generic', 'Hesab Retail-ə yeni kassa yeri əlavə etmək', [SEAT]),
  t('az', 'generic', 'kassa avadanlığına texniki dəstək müqaviləsi', [CARE]),
  t('az', 'colloquial', 'kassanı quraşdırıb işçiləri öyrətmək', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'plural', 'сенсорные кассы для ресторана', TOUCH_POS),
  t('ru', 'generic', 'POS-терминал с дисплеем для клиента', [T15D]),
  t('ru', 'colloquial', 'планшетная касса на андроиде', [A11]),
  t('ru', 'generic', 'моноблок 17 дюймов для аптеки', [T17]),
  // Data terminals
  t('ru', 'generic', 'терминал для считывания RFID-меток', [M10]),
  inSpecifications(t('ru', 'abbreviation', 'легкий ТСД на андроиде для приемки товара', [M6])),
  inSpecifications(t('ru', 'colloquial', 'дальнобойный ТСД для высоких стеллажей', [M8])),
  t('ru', 'plural', 'мобильные терминалы для склада', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'комплект оборудования для кафе с кухонным принтером', [CAFE_KIT]),
  t('ru', 'generic', 'всё для открытия магазина: касса, сканер, принтер', SHOP_KITS),
  // Customer displays
  inSpecifications(t('ru', 'colloquial', 'дисплей покупателя на штанге', [VFD])),
  inSpecifications(t('ru', 'generic', 'второй экран для покупателя с QR оплатой', TEN_INCH_CUSTOMER)),
  t('ru', 'plural', 'дисплеи покупателя 15 дюймов', [LCD15]),
  // Touch monitors
  t('ru', 'colloquial', 'тачскрин монитор 22 дюйма', [TM22]),
  t('ru', 'plural', 'сенсорные мониторы для POS', MONITORS),
  inSpecifications(t('ru', 'generic', 'тач монитор с VGA входом', [TM15, TM17])),
  // Receipt printers
  inSpecifications(t('ru', 'generic', 'чековый принтер с LAN для магазина', LAN_RECEIPT)),
  t('ru', 'generic', 'беспроводной чековый принтер для летней террасы', [TP80W]),
  t('ru', 'generic', 'принтер заказов на кухню со звуковым сигналом', [KITCHEN]),
  inSpecifications(t('ru', 'abbreviation', 'принтер чеков для АЗС', [TP90])),
  t('ru', 'plural', 'термопринтеры для чеков 58 и 80 мм', RECEIPT),
  t('ru', 'colloquial', 'маленький чекопечатник 58', [TP58]),
  t('ru', 'no-letters', 'printer dlya chekov wifi', [TP80W]),
  // Label printers
  t('ru', 'generic', 'принтер штрихкодов для склада', WAREHOUSE_LABELS),
  inSpecifications(t('ru', 'generic', 'этикеточный принтер с красящей лентой', RIBBON)),
  inSpecifications(t('ru', 'colloquial', 'принтер ценников на пояс', [LP20M])),
  // Barcode scanners
  t('ru', 'generic', 'ручной сканер штрихкодов USB', HANDHELD),
  inSpecifications(t('ru', 'generic', 'сканер для маркировки лекарств', QR_SCANNERS)),
  t('ru', 'colloquial', 'сканер без провода для тяжелых мешков', [S20W]),
  t('ru', 'generic', 'настольный сканер для бутика', PRESENTATION),
  t('ru', 'colloquial', 'врезной сканер для кассового прилавка', [B80]),
  t('ru', 'colloquial', 'сканеры штрихкодов типа Honeywell', SCANNERS),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'кассовый ящик на 5 купюр и 8 монет', FIVE_EIGHT)),
  t('ru', 'generic', 'компактный денежный ящик 33 см', [CD330]),
  t('ru', 'generic', 'усиленный кассовый ящик для супермаркета', [CD410]),
  inSpecifications(t('ru', 'generic', 'денежный ящик с USB без принтера', [CD460])),
  // Scales
  t('ru', 'generic', 'весы для мясного отдела с печатью ценника', [ML30]),
  t('ru', 'generic', 'электронные весы для овощной лавки 15 кг', FIFTEEN_KG),
  t('ru', 'generic', 'весы, подключаемые к кассе', [MP15]),
  t('ru', 'generic', 'платформенные весы на склад', [MW150]),
  // Accounting software
  t('ru', 'colloquial', 'аналог 1С для небольшой фирмы', BOOKS_BOTH),
  inSpecifications(t('ru', 'abbreviation', 'бухгалтерия с отчётностью по МСФО', [BOOKS_BUSINESS])),
  t('ru', 'generic', 'расчёт зарплаты и отпускных', [PAYROLL]),
  t('ru', 'generic', 'складская программа с партиями и сроками годности', [STOCK]),
  t('ru', 'generic', 'себестоимость продукции на пищевом производстве', [FACTORY]),
  // POS software
  t('ru', 'generic', 'программа для продажи одежды и обуви', [RETAIL]),
  inSpecifications(t('ru', 'generic', 'учёт лекарств по сериям и срокам годности', [PHARMA])),
  t('ru', 'colloquial', 'автоматизация кофейни', COFFEE_SHOP),
  t('ru', 'generic', 'программа для бассейна и фитнес клуба', [FITNESS]),
  t('ru', 'official', 'ККМ для аптечного пункта', FISCAL_PHARMACY),
  // Licences and services
  inSpecifications(t('ru', 'generic', 'следить за кассой со смартфона', [GO])),
  t('ru', 'abbreviation', 'доп. кассовое место лицензия', [SEAT]),
  t('ru', 'colloquial', 'техподдержка касс на год', [CARE]),
  t('ru', 'colloquial', 'выезд специалиста для настройки кассы', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', 'all in one pos with a built in receipt printer', [A11]),
  t('en', 'regional', 'dual display till', [T15D]),
  t('en', 'generic', 'pharmacy pos terminal 17 inch', [T17]),
  t('en', 'plural', 'touch screen pos systems', TOUCH_POS),
  // Data terminals
  t('en', 'abbreviation', 'android barcode pda', DATA_TERMINALS),
  t('en', 'generic', 'handheld rfid reader', [M10]),
  inSpecifications(t('en', 'generic', 'rugged handheld computer with keypad', [M8])),
  // Kits
  t('en', 'generic', 'pos bundle for a small shop', [MARKET_KIT]),
  t('en', 'generic', 'restaurant pos package with kitchen printer', [CAFE_KIT]),
  t('en', 'generic', 'two lane supermarket pos system', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'abbreviation', 'two line vfd pole display', [VFD]),
  t('en', 'generic', 'customer screen that shows the receipt', [LCD10, LCD15]),
  // Touch monitors
  t('en', 'plural', 'touchscreen monitors for pos', MONITORS),
  inSpecifications(t('en', 'generic', 'wall mounted kitchen display screen', [TM22])),
  t('en', 'abbreviation', '15in capacitive touch monitor vga', [TM15]),
  t('en', 'generic', 'square 17 inch touch monitor', [TM17]),
  // Receipt printers
  t('en', 'colloquial', 'epson style thermal receipt printer', RECEIPT),
  t('en', 'generic', 'wireless receipt printer for a market stall', [TP80W]),
  t('en', 'generic', 'order printer for the kitchen that beeps', [KITCHEN]),
  inSpecifications(t('en', 'generic', 'heavy duty receipt printer for self checkout', [TP90])),
  t('en', 'regional', 'narrow 2in receipt printer', [TP58]),
  t('en', 'plural', 'thermal receipt printers 80mm', RECEIPT_80),
  // Label printers
  t('en', 'generic', 'barcode label printer for shipping labels', LABEL),
  inSpecifications(t('en', 'generic', 'printer for labels that do not fade', RIBBON)),
  inSpecifications(t('en', 'colloquial', 'portable price gun printer with bluetooth', [LP20M])),
  t('en', 'colloquial', 'dymo style sticker printer', LABEL),
  // Barcode scanners
  t('en', 'colloquial', 'plug and play barcode gun', HANDHELD),
  inSpecifications(t('en', 'generic', '2d imager for qr and datamatrix', QR_SCANNERS)),
  t('en', 'generic', 'built into the counter scanner for supermarket checkouts', [B80]),
  t('en', 'generic', 'omnidirectional countertop scanner for a busy checkout', PRESENTATION),
  inSpecifications(t('en', 'generic', 'cold store barcode scanner', [S30])),
  t('en', 'plural', 'cordless barcode scanners with charging base', [S20W]),
  // Cash drawers
  inSpecifications(t('en', 'regional', 'till drawer with 5 note 8 coin slots', FIVE_EIGHT)),
  t('en', 'generic', 'cash drawer with a steel faceplate', [CD460]),
  t('en', 'regional', 'small 33cm cash box', [CD330]),
  t('en', 'generic', 'standard cash drawer for a cafe', [CD405]),
  // Scales
  t('en', 'generic', 'deli counter scale that prints barcodes', [ML30]),
  t('en', 'generic', 'butcher scale 15kg', FIFTEEN_KG),
  t('en', 'plural', 'platform scales', [MW150]),
  t('en', 'abbreviation', 'pos scale rs232', [MP15]),
  // Accounting software
  t('en', 'colloquial', 'quickbooks alternative', BOOKS_BOTH),
  inSpecifications(t('en', 'abbreviation', 'ifrs accounting software multi currency', [BOOKS_BUSINESS])),
  t('en', 'generic', 'hr and payroll system', [PAYROLL]),
  t('en', 'regional', 'stock control software with barcodes', [STOCK]),
  t('en', 'generic', 'manufacturing cost accounting', [FACTORY]),
  // POS software
  t('en', 'generic', 'pos software for a clothes shop', [RETAIL]),
  t('en', 'regional', 'pharmacy till software', [PHARMA]),
  t('en', 'generic', 'cafe ordering software with kitchen display', [CAFE]),
  inSpecifications(t('en', 'generic', 'membership software for a swimming pool', [FITNESS])),
  t('en', 'official', 'fiscal cash register for a grocery shop', FISCAL_SHOP),
  // Licences and services
  t('en', 'generic', 'business owner dashboard app', [GO]),
  t('en', 'generic', 'licence for a second checkout', [SEAT]),
  t('en', 'generic', 'annual epos maintenance plan', [CARE]),
  t('en', 'generic', 'cashier training session', [INSTALL]),
];

export const TEST_QUERIES_10: TestQuery[] = [...AZ, ...RU, ...EN];
