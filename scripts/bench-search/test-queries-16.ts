// The test half of the search queries, sixteenth round (27 November 2026). The rounds before it had their
// one run and their misses written in docs/search.md. These were written by a session that did not tune
// the engine and never ran them (nor any search on them), while another session tuned it: per language
// and per kind of device, program and service the site sells, the way buyers in Baku (az, ru) and
// English-speaking buyers ask for them: a kind with what it is for or what it has, sizes and capacities,
// colloquial words ("çek vuran aparat", "чекопечатка", "тсдшки", "barcode gun", "label maker"), plurals,
// abbreviations (TSD, ТСД, ИП, KDS, RFID, VFD, IP65, RJ11, IFRS, ECR), brands used as the name of a kind ("Zebra", "Honeywell", "эвотор", "Dymo"),
// typing without the language's own letters, rarely Russian in Latin letters, now and then a typo; not
// copied from the vocabulary's lists nor from the earlier rounds (checked with search's normalizer only:
// after folding and dropping function words no query is one of theirs, in any word order, even compared
// by stem, nor a name of worker/search/vocabulary.ts). Each with the demo products a buyer using the
// words would expect, judged from the catalogue's content (reference-api/seed: titles, categories,
// specifications, descriptions), not from search's answers. `npm run bench:search` reports them (recall
// at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out
// the queries whose answer only the specifications or descriptions hold). Not asserted in tests.
// Before any run, the lead took out the 14 queries that, folded and stemmed, equal one of the thirteenth or
// fourteenth rounds (written at the same time as this one, but tuned on before it ran).
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
  DRAWERS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  FIVE_EIGHT,
  GO,
  HANDHELD,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LCD10,
  LCD15,
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
  P50,
  PAYROLL,
  PHARMA,
  PRESENTATION,
  RECEIPT_80,
  RETAIL,
  RIBBON,
  S10,
  S20W,
  S30,
  SCALES,
  SEAT,
  SHELF_LABELS,
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
  WAREHOUSE_LABELS,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** Screens of 17 inches in a 5:4 shape for pharmacies (their specifications and descriptions say so). */
const SQUARE_17 = [T17, TM17];

const AZ: TestQuery[] = [
  // POS terminals
  t('az', 'generic', 'market üçün sensor ekranlı kassa kompüteri', TOUCH_POS),
  t('az', 'generic', 'restoran üçün 21 düymlük böyük kassa', [T22]),
  t('az', 'no-letters', 'icinde printeri olan kicik kassa aparati', [A11]),
  t('az', 'colloquial', 'müştəri də ekranı görsün deyə iki ekranlı kassa', [T15D]),
  inSpecifications(t('az', 'generic', 'Windows 11 ilə 15,6 düymlük POS monoblok', FIFTEEN_INCH_POS)),
  inSpecifications(t('az', 'generic', 'dərman satışı üçün 5:4 ekranlı terminal', [T17])),
  // Data terminals
  t('az', 'plural', 'anbarda sayım üçün məlumat toplama cihazları', DATA_TERMINALS),
  inSpecifications(t('az', 'no-letters', 'tapanca sapli terminal 10 metrden oxuyan', [M8])),
  t('az', 'abbreviation', 'geyim mağazası üçün RFID terminal', [M10]),
  inSpecifications(t('az', 'abbreviation', 'inventarizasiya üçün yüngül TSD 5,5 düym', [M6])),
  // Kits
  t('az', 'generic', 'yeni market açmaq üçün kassa avadanlığı dəsti', SHOP_KITS),
  t('az', 'colloquial', 'kofe şop üçün hazır kassa dəsti mətbəx printeri ilə', [CAFE_KIT]),
  t('az', 'no-letters', 'iki kassa ve terezi olan supermarket komplekti', [SUPERMARKET_KIT]),
  // Customer displays
  t('az', 'colloquial', 'alıcıya məbləği göstərən tablo', DISPLAYS),
  inSpecifications(t('az', 'generic', '2 sətirli müştəri displeyi', [VFD])),
  t('az', 'generic', 'müştəri üçün 10 düymlük rəngli ekran', [LCD10]),
  // Touch monitors
  t('az', 'plural', 'POS üçün toxunmalı monitorlar', MONITORS),
  t('az', 'no-letters', '15 duymluk sensor monitor', [TM15]),
  inSpecifications(t('az', 'abbreviation', 'mətbəx üçün KDS ekranı', [TM22])),
  // Receipt printers
  t('az', 'colloquial', '58 mm çek vuran aparat', [TP58]),
  t('az', 'generic', '80 mm termal çek printeri', RECEIPT_80),
  t('az', 'generic', 'şadlıq sarayının mətbəxinə sifariş çıxaran printer', [KITCHEN]),
  inSpecifications(t('az', 'generic', 'yanacaqdoldurma məntəqəsi üçün qəbz printeri', [TP90])),
  // Label printers
  t('az', 'colloquial', 'zebra kimi barkod printeri', LABEL),
  inSpecifications(t('az', 'generic', 'logistika anbarı üçün palet etiketi printeri', [LP60])),
  inSpecifications(t('az', 'no-letters', 'lentsiz stolustu etiket printeri', [LP42])),
  // Barcode scanners
  t('az', 'no-letters', 'simsiz skaner bazasi ile', [S20W]),
  t('az', 'colloquial', 'Honeywell kimi əl skaneri', HANDHELD),
  t('az', 'generic', 'soyuducu anbarda işləyən möhkəm skaner', [S30]),
  t('az', 'generic', 'aptek piştaxtası üçün stolüstü skaner', PRESENTATION),
  t('az', 'colloquial', 'kassa masasının içinə yığılan skaner', [B80]),
  // Cash drawers
  t('az', 'plural', 'kassa üçün pul yeşikləri', DRAWERS),
  t('az', 'generic', 'paslanmayan poladdan pul qutusu', [CD460]),
  // Scales
  t('az', 'generic', 'tərəvəz dükanı üçün qiyməti özü sayan tərəzi', [MS15]),
  t('az', 'generic', 'supermarket üçün etiket çıxaran tərəzi', [ML30]),
  t('az', 'generic', 'POS-a qoşulan elektron tərəzi', [MP15]),
  // Accounting software
  t('az', 'colloquial', 'işçilərin maaşını və məzuniyyət pulunu hesablayan proqram', [PAYROLL]),
  t('az', 'no-letters', 'anbar ucotu programi', [STOCK]),
  t('az', 'generic', 'çörək sexi üçün istehsal uçotu', [FACTORY]),
  // POS software
  t('az', 'generic', 'apteklər üçün dərman satışı proqramı', [PHARMA]),
  inSpecifications(t('az', 'no-letters', 'uzgucme hovuzu ucun abonement proqrami', [FITNESS])),
  t('az', 'generic', 'geyim mağazası üçün kassa proqramı', [RETAIL]),
  // Licences and services
  t('az', 'colloquial', 'Hesab Pharma-ya yeni kassa yeri qoşmaq', [SEAT]),
  t('az', 'generic', 'satışları telefondan izləmək üçün tətbiq', [GO]),
  t('az', 'generic', 'il boyu texniki dəstək', [CARE]),
  t('az', 'colloquial', 'kassanı quraşdıran usta çağırmaq', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  t('ru', 'colloquial', 'моноблок с тачскрином в продуктовый', TOUCH_POS),
  t('ru', 'generic', 'касса-моноблок 21 дюйм для ресторана', [T22]),
  t('ru', 'colloquial', 'андроид касса с чековым принтером для кофейни', [A11]),
  t('ru', 'colloquial', 'смарт-касса типа эвотор', [A11]),
  t('ru', 'official', 'ККТ для продуктового магазина', TOUCH_POS),
  t('ru', 'generic', 'касса с дублирующим экраном клиента', [T15D]),
  inSpecifications(t('ru', 'generic', 'моноблок на Celeron J6412', FIFTEEN_INCH_POS)),
  inSpecifications(t('ru', 'generic', 'аптечный pos-терминал с квадратным экраном', [T17])),
  // Data terminals
  t('ru', 'plural', 'тсдшки для переучета на складе', DATA_TERMINALS),
  inSpecifications(t('ru', 'generic', 'терминал сбора данных с клавиатурой и дальним сканированием', [M8])),
  inSpecifications(t('ru', 'abbreviation', 'легкий ТСД на андроиде с 4G', [M6])),
  // Kits
  t('ru', 'generic', 'всё для открытия кофейни: касса, принтер на кухню, денежный ящик', [CAFE_KIT]),
  t('ru', 'colloquial', 'оборудование под ключ на 2 кассовых узла', [SUPERMARKET_KIT]),
  // Customer displays
  t('ru', 'abbreviation', 'табло покупателя VFD на usb', [VFD]),
  inSpecifications(t('ru', 'colloquial', 'второй экран для рекламы на кассе', TEN_INCH_CUSTOMER)),
  t('ru', 'generic', 'экран покупателя 10 дюймов', [LCD10]),
  // Touch monitors
  inSpecifications(t('ru', 'generic', 'сенсорный монитор 5:4 для аптеки', [TM17])),
  t('ru', 'generic', 'влагозащищенный сенсорный экран 21,5 для кухни', [TM22]),
  // Receipt printers
  t('ru', 'colloquial', 'чекопечатка на узкую ленту 58', [TP58]),
  t('ru', 'plural', 'термопринтеры для чеков шириной 80', RECEIPT_80),
  inSpecifications(t('ru', 'generic', 'беспроводной принтер чеков для летней террасы', [TP80W])),
  inSpecifications(t('ru', 'generic', 'принтер чеков для киоска самообслуживания', [TP90])),
  // Label printers
  t('ru', 'colloquial', 'принтер для печати штрихкодов на товар', LABEL),
  inSpecifications(t('ru', 'generic', 'настольный принтер этикеток без риббона', [LP42])),
  inSpecifications(t('ru', 'generic', 'принтер этикеток 300 dpi для аптеки', [LP42T])),
  t('ru', 'colloquial', 'индустриальный принтер этикеток', [LP60]),
  // Barcode scanners
  t('ru', 'abbreviation', 'ручной сканер штрихкодов 1D', [S10]),
  inSpecifications(t('ru', 'generic', 'сканер для холодильного склада', [S30])),
  inSpecifications(t('ru', 'generic', 'стационарный сканер для аптеки', [P50])),
  t('ru', 'generic', 'сканер в прилавок для гипермаркета', [B80]),
  // Cash drawers
  inSpecifications(t('ru', 'generic', 'маленький денежный ящик на 4 отделения для купюр', [CD330])),
  t('ru', 'colloquial', 'денежный ящик со стальной панелью для заправки', [CD460]),
  inSpecifications(t('ru', 'generic', 'денежный ящик со съемным лотком', [CD405])),
  // Scales
  t('ru', 'official', 'этикетирующие весы для супермаркета', [ML30]),
  t('ru', 'no-letters', 'vesy dlya magazina', SCALES),
  // Accounting software
  inSpecifications(t('ru', 'abbreviation', 'бухучет для ИП на упрощенке', [BOOKS])),
  t('ru', 'generic', 'кадровый учет и зарплата', [PAYROLL]),
  inSpecifications(t('ru', 'generic', 'программа для склада с учетом по партиям', [STOCK])),
  t('ru', 'generic', 'себестоимость продукции на производстве', [FACTORY]),
  // POS software
  inSpecifications(t('ru', 'generic', 'программа для ресторана с официантами на планшетах', [CAFE])),
  inSpecifications(t('ru', 'generic', 'программа учета лекарств по срокам годности', [PHARMA])),
  t('ru', 'generic', 'учет клиентов тренажерного зала', [FITNESS]),
  // Licences and services
  t('ru', 'generic', 'годовое обслуживание кассового оборудования', [CARE]),
  t('ru', 'colloquial', 'научить продавцов работать на новой кассе', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'generic', 'touchscreen till for a small shop', TOUCH_POS),
  t('en', 'generic', 'big 22 inch touch till for a restaurant', [T22]),
  t('en', 'colloquial', 'android all-in-one with a printer for a coffee shop', [A11]),
  t('en', 'generic', 'pos system with a second screen facing the customer', [T15D]),
  inSpecifications(t('en', 'generic', 'pos terminals with 5:4 screens for pharmacies', SQUARE_17)),
  t('en', 'abbreviation', 'ecr for a busy restaurant', TOUCH_POS),
  t('en', 'official', 'fiscal cash register for a shop', TOUCH_POS),
  // Data terminals
  t('en', 'generic', 'handheld mobile computer for stocktaking', DATA_TERMINALS),
  t('en', 'colloquial', 'pistol grip scanner gun with a screen', [M8]),
  t('en', 'abbreviation', 'rfid reader for clothing stores', [M10]),
  inSpecifications(t('en', 'generic', 'android handheld with a 5.5 inch screen', [M6])),
  // Kits
  t('en', 'plural', 'ready to go pos kits', KITS),
  // Customer displays
  t('en', 'generic', 'pole display for the counter', [VFD]),
  inSpecifications(t('en', 'generic', 'customer display that plays promo videos', TEN_INCH_CUSTOMER)),
  t('en', 'generic', 'large 15.6 customer display', [LCD15]),
  // Touch monitors
  t('en', 'plural', 'touch screens to turn a pc into a till', MONITORS),
  t('en', 'generic', '15in 4:3 touchscreen', [TM15]),
  inSpecifications(t('en', 'abbreviation', 'ip65 touch monitor for a self service kiosk', [TM22])),
  // Receipt printers
  t('en', 'regional', 'narrow 2 inch receipt printer', [TP58]),
  inSpecifications(t('en', 'generic', 'receipt printer that pairs with an ipad', [TP80W])),
  t('en', 'generic', 'high speed receipt printer for a supermarket', [TP90]),
  // Label printers
  t('en', 'colloquial', 'label maker for stock room bins', WAREHOUSE_LABELS),
  t('en', 'official', 'thermal transfer printer for durable labels', RIBBON),
  t('en', 'generic', 'direct thermal desktop label printer', [LP42]),
  inSpecifications(t('en', 'generic', 'industrial printer for pallet labels', [LP60])),
  inSpecifications(t('en', 'colloquial', 'dymo style printer for shelf edge labels', SHELF_LABELS)),
  // Barcode scanners
  t('en', 'plural', 'barcode guns for a corner shop', HANDHELD),
  t('en', 'generic', '1d laser scanner', [S10]),
  t('en', 'generic', 'cordless scanner with a charging base', [S20W]),
  inSpecifications(t('en', 'generic', 'scanner that survives the freezer', [S30])),
  t('en', 'generic', 'countertop scanner that reads by itself', PRESENTATION),
  t('en', 'generic', 'flush mount scanner for a checkout counter', [B80]),
  // Cash drawers
  inSpecifications(t('en', 'regional', 'till drawer on ball bearing slides', [CD410])),
  inSpecifications(t('en', 'generic', 'cash drawer with 5 note and 8 coin slots', FIVE_EIGHT)),
  t('en', 'generic', 'compact cash drawer for a narrow counter', [CD330]),
  // Scales
  inSpecifications(t('en', 'generic', 'scale that prints barcode stickers', [ML30])),
  t('en', 'generic', 'platform scale for sacks', [MW150]),
  t('en', 'generic', 'scale that connects to the till', [MP15]),
  // Accounting software
  t('en', 'generic', 'accounts package for a small firm', BOOKS_BOTH),
  t('en', 'abbreviation', 'multi user accounting with ifrs', [BOOKS_BUSINESS]),
  t('en', 'generic', 'staff salary software', [PAYROLL]),
  t('en', 'generic', 'inventory software for a wholesaler', [STOCK]),
  inSpecifications(t('en', 'generic', 'bill of materials software for a furniture maker', [FACTORY])),
  // POS software
  t('en', 'regional', 'restaurant epos software', [CAFE]),
  inSpecifications(t('en', 'generic', 'till software that keeps selling when the internet drops', [RETAIL])),
  // Licences and services
  t('en', 'regional', 'additional register license', [SEAT]),
  t('en', 'generic', 'mobile app to check sales', [GO]),
  t('en', 'generic', 'yearly maintenance plan for pos', [CARE]),
  t('en', 'generic', 'onsite setup and cashier training', [INSTALL]),
];

export const TEST_QUERIES_16: TestQuery[] = [...AZ, ...RU, ...EN];
