// The test half of the search queries, eleventh round (27 November 2026). The tenth round
// (scripts/bench-search/test-queries-10.ts) had its one run and its misses written in docs/search.md, so
// it is part of the tuning half now. These were written by a session that did not tune the engine and
// never ran them (nor any search on them), while the engine was being tuned by another, and before it
// was frozen: per language and per kind of device, program and service the site sells, the way buyers in
// Baku (az, ru) and English-speaking buyers ask for them: a kind with what it is for or what it has,
// sizes and capacities, colloquial words ("çek aparatı", "чековик", "scanning gun"), plurals,
// abbreviations (TSD, NKA, ТСД, ККТ, ИП, PDA, UHF), brands used as the name of a kind ("Zebra", "Honeywell",
// "CAS"), typing without the language's own letters, rarely Russian in Latin letters, now and then a
// typo; not copied from the vocabulary's lists nor from the earlier rounds (checked with search's
// normalizer only: after folding and dropping function words no query is one of theirs, in any word
// order, nor a name of worker/search/vocabulary.ts). Each with the demo products a buyer using the words
// would expect, judged from the catalogue's content (reference-api/seed: titles, categories,
// specifications, descriptions), not from search's answers. `npm run bench:search` reports them (recall
// at 5 and MRR, on the demo catalogue and on scripts/bench-search/renamed-catalogue.ts, which leaves out
// the queries whose answer only the specifications or descriptions hold). Not asserted in tests.
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
  FACTORY,
  FITNESS,
  GO,
  INSTALL,
  KITCHEN,
  KITS,
  LABEL,
  LAN_RECEIPT,
  LCD10,
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
  PHARMACY_TILLS,
  PRESENTATION,
  QR_SCANNERS,
  RECEIPT,
  RETAIL,
  RIBBON,
  S10,
  S20W,
  S30,
  SCANNERS,
  SEAT,
  SHOP_KITS,
  STOCK,
  SUPERMARKET_KIT,
  T15D,
  T22,
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

/** The LCD customer displays (the VFD pole display aside). */
const LCD_DISPLAYS = [LCD10, LCD15];
/** Scales that run on a battery (their specifications say so): the price-computing one and the platform one. */
const BATTERY_SCALES = [MS15, MW150];

const AZ: TestQuery[] = [
  // POS terminals
  inSpecifications(t('az', 'generic', 'iri supermarket üçün böyük ekranlı kassa', [T22])),
  t('az', 'colloquial', 'printerli planşet kassa', [A11]),
  t('az', 'no-letters', 'musteri ekranli kassa aparati', [T15D]),
  t('az', 'plural', 'kassa monoblokları', TOUCH_POS),
  t('az', 'generic', 'dərman satışı üçün kassa kompüteri', PHARMACY_TILLS),
  t('az', 'official', 'ərzaq dükanı üçün nəzarət-kassa aparatı', TOUCH_POS),
  // Data terminals
  t('az', 'abbreviation', 'inventarizasiya üçün TSD', DATA_TERMINALS),
  inSpecifications(t('az', 'colloquial', 'uzaqdan oxuyan tapança terminal', [M8])),
  t('az', 'generic', 'geyim mağazası üçün RFID etiket oxuyucu', [M10]),
  inSpecifications(t('az', 'no-letters', 'mal qebulu ucun balaca android terminal', [M6])),
  // Kits
  t('az', 'generic', 'restoran üçün komplekt kassa və mətbəx printeri', [CAFE_KIT]),
  t('az', 'colloquial', 'market açmaq üçün hər şey bir qutuda', SHOP_KITS),
  t('az', 'plural', 'POS dəstləri', KITS),
  // Customer displays
  t('az', 'generic', 'müştəri ekranı 15.6 düym', [LCD15]),
  t('az', 'colloquial', 'kassa yanında alıcıya qiymət göstərən tablo', DISPLAYS),
  t('az', 'abbreviation', 'LCD müştəri displeyləri', LCD_DISPLAYS),
  // Touch monitors
  inSpecifications(t('az', 'generic', 'mətbəxdə sifarişləri göstərən böyük sensor ekran', [TM22])),
  t('az', 'no-letters', 'toxunma ekranli monitor 15', [TM15]),
  t('az', 'plural', 'sensorlu monitorlar', MONITORS),
  // Receipt printers
  t('az', 'colloquial', 'wifi ilə işləyən çek aparatı', [TP80W]),
  t('az', 'generic', 'kiçik 58-lik çek printeri', [TP58]),
  inSpecifications(t('az', 'no-letters', 'cek printeri lan portlu', LAN_RECEIPT)),
  t('az', 'plural', 'termal qəbz printerləri', RECEIPT),
  t('az', 'generic', 'sifarişləri mətbəxə çıxaran printer', [KITCHEN]),
  // Label printers
  t('az', 'colloquial', 'mallara qiymət nakleykası çıxaran printer', LABEL),
  t('az', 'colloquial', 'cibdə gəzdirilən etiket printeri', [LP20M]),
  t('az', 'no-letters', 'etiket printeri anbar ucun', WAREHOUSE_LABELS),
  t('az', 'colloquial', 'barkod üçün zebra printer', LABEL),
  // Barcode scanners
  t('az', 'colloquial', 'kassadan uzaqlaşa bilən simsiz skaner', [S20W]),
  inSpecifications(t('az', 'generic', 'telefondakı QR kodu oxuyan barkod skaneri', QR_SCANNERS)),
  t('az', 'no-letters', 'dayaniqli senaye skaneri', [S30]),
  t('az', 'colloquial', 'honeywell skanerlər', SCANNERS),
  t('az', 'generic', 'piştaxtaya qoyulan əlsiz skaner', PRESENTATION),
  // Cash drawers
  t('az', 'generic', 'ağır iş üçün pul yeşiyi', [CD410]),
  t('az', 'no-letters', 'paslanmayan qapaqli pul yesiyi', [CD460]),
  t('az', 'plural', 'müxtəlif ölçüdə pul yeşikləri', DRAWERS),
  inSpecifications(t('az', 'generic', 'pul qutusu 4 kağız pul bölməsi', [CD330])),
  // Scales
  t('az', 'generic', 'kisələri çəkmək üçün 150 kiloluq tərəzi', [MW150]),
  t('az', 'no-letters', 'bazar ucun qiymet hesablayan terezi', [MS15]),
  t('az', 'generic', 'ət və pendir reyonu üçün çəki etiketi çıxaran tərəzi', [ML30]),
  inSpecifications(t('az', 'colloquial', 'akkumulyatorlu tərəzi', BATTERY_SCALES)),
  // Accounting software
  t('az', 'generic', 'kiçik şirkət üçün mühasibat proqramı', BOOKS_BOTH),
  t('az', 'generic', 'işçilərin əməkhaqqı və məzuniyyət hesablanması', [PAYROLL]),
  t('az', 'no-letters', 'anbar ucotu proqrami', [STOCK]),
  t('az', 'generic', 'istehsalat müəssisəsi üçün proqram', [FACTORY]),
  // POS software
  t('az', 'generic', 'fitnes klubda üzvlük kartları üçün proqram', [FITNESS]),
  t('az', 'no-letters', 'kafe ucun kassa proqrami', [CAFE]),
  t('az', 'generic', 'mağaza kassası üçün proqram', [RETAIL]),
  t('az', 'generic', 'əczaxana üçün proqram', [PHARMA]),
  // Licences and services
  t('az', 'generic', 'ikinci kassa açmaq üçün proqram lisenziyası', [SEAT]),
  t('az', 'colloquial', 'telefonda satışlara baxmaq üçün proqram', [GO]),
  t('az', 'generic', 'bir illik texniki xidmət paketi', [CARE]),
  t('az', 'no-letters', 'kassirlere telim kecmek ve avadanligi qurasdirmaq', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'generic', 'кассовый моноблок 21,5 дюйма для супермаркета', [T22])),
  t('ru', 'colloquial', 'маленькая касса на андроиде, чек печатает сама', [A11]),
  t('ru', 'generic', 'pos терминал с двумя экранами', [T15D]),
  t('ru', 'plural', 'сенсорные моноблоки для магазина', TOUCH_POS),
  t('ru', 'colloquial', 'касса для аптеки', PHARMACY_TILLS),
  t('ru', 'official', 'ККТ с сенсорным экраном', TOUCH_POS),
  // Data terminals
  t('ru', 'abbreviation', 'ТСД для инвентаризации', DATA_TERMINALS),
  t('ru', 'abbreviation', 'ТСД с пистолетной рукояткой и дальним сканером', [M8]),
  t('ru', 'generic', 'RFID считыватель для магазина одежды', [M10]),
  t('ru', 'no-letters', 'tsd dlya sklada', DATA_TERMINALS),
  // Kits
  t('ru', 'generic', 'готовый комплект для кофейни', [CAFE_KIT]),
  t('ru', 'generic', 'оборудование для минимаркета на две кассы с весами', [SUPERMARKET_KIT]),
  t('ru', 'plural', 'готовые наборы для открытия продуктового магазина', SHOP_KITS),
  // Customer displays
  t('ru', 'generic', 'экран покупателя 10,1" с qr-кодом для оплаты', [LCD10, T15D]),
  t('ru', 'official', 'вакуумно-люминесцентный дисплей покупателя', [VFD]),
  t('ru', 'plural', 'дисплеи для покупателей', DISPLAYS),
  // Touch monitors
  inSpecifications(t('ru', 'generic', 'влагозащищенный сенсорный монитор для кухни', [TM22])),
  t('ru', 'colloquial', 'тач монитор 17', [TM17]),
  t('ru', 'colloquial', 'тач-экран 15" к компьютеру на кассе', [TM15]),
  // Receipt printers
  t('ru', 'colloquial', 'чековик на 58 мм', [TP58]),
  t('ru', 'generic', 'принтер чеков с wi-fi', [TP80W]),
  t('ru', 'generic', 'скоростной чековый принтер', [TP90]),
  t('ru', 'colloquial', 'кухонный принтер, который пищит при новом заказе', [KITCHEN]),
  t('ru', 'plural', 'чековые термопринтеры', RECEIPT),
  // Label printers
  t('ru', 'generic', 'принтер этикеток для маркировки товара', LABEL),
  inSpecifications(t('ru', 'generic', 'мобильный принтер этикеток bluetooth', [LP20M])),
  t('ru', 'generic', 'мощный принтер этикеток для цеха', [LP60]),
  inSpecifications(t('ru', 'colloquial', 'принтер этикеток, что печатает через красящую ленту', RIBBON)),
  // Barcode scanners
  t('ru', 'generic', 'беспроводной сканер штрихкодов', [S20W]),
  inSpecifications(t('ru', 'generic', 'сканер, читающий QR с экрана телефона', QR_SCANNERS)),
  t('ru', 'colloquial', 'сканер, утопленный в столешницу кассы', [B80]),
  t('ru', 'colloquial', 'противоударный сканер штрихкодов для холодного склада', [S30]),
  t('ru', 'colloquial', 'сканер-подставка на кассу', PRESENTATION),
  t('ru', 'generic', 'простой одномерный сканер', [S10]),
  // Cash drawers
  t('ru', 'colloquial', 'ящик для денег с нержавеющей панелью', [CD460]),
  t('ru', 'generic', 'компактный денежный ящик', [CD330]),
  t('ru', 'plural', 'денежные ящики для кассы', DRAWERS),
  // Scales
  t('ru', 'colloquial', 'весы как CAS для мясного отдела, печатают этикетку', [ML30]),
  t('ru', 'generic', 'весы для взвешивания цемента в мешках, 150 килограмм', [MW150]),
  t('ru', 'generic', 'кассовые весы, передающие вес в программу', [MP15]),
  t('ru', 'generic', 'торговые весы для рынка', [MS15]),
  // Accounting software
  t('ru', 'abbreviation', 'бухгалтерия для ИП и малого бизнеса', BOOKS_BOTH),
  t('ru', 'generic', 'расчет зарплаты и кадры', [PAYROLL]),
  t('ru', 'colloquial', 'складской учет программа', [STOCK]),
  t('ru', 'generic', 'учет себестоимости на производстве', [FACTORY]),
  t('ru', 'generic', 'бухгалтерская программа для нескольких бухгалтеров', [BOOKS_BUSINESS]),
  // POS software
  t('ru', 'generic', 'учет абонементов в тренажерном зале', [FITNESS]),
  t('ru', 'generic', 'программа для ресторана с кухонным принтером', [CAFE]),
  t('ru', 'abbreviation', 'ПО для кассы продуктового магазина', [RETAIL]),
  t('ru', 'generic', 'аптечная программа с учетом серий и сроков годности', [PHARMA]),
  // Licences and services
  t('ru', 'colloquial', 'смотреть выручку магазина с телефона', [GO]),
  t('ru', 'generic', 'лицензия на дополнительное рабочее место кассира', [SEAT]),
  t('ru', 'colloquial', 'сервисный контракт на обслуживание кассы на год', [CARE]),
  t('ru', 'generic', 'установка кассы и обучение персонала', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'regional', 'touchscreen epos till for a shop', TOUCH_POS),
  t('en', 'generic', 'compact android till that prints receipts itself', [A11]),
  t('en', 'generic', 'till with a second screen for the shopper', [T15D]),
  inSpecifications(t('en', 'generic', 'big screen pos for a busy supermarket', [T22])),
  t('en', 'regional', 'pharmacy epos terminal', PHARMACY_TILLS),
  // Data terminals
  t('en', 'regional', 'handheld computer for stocktaking', DATA_TERMINALS),
  inSpecifications(t('en', 'colloquial', 'long range scanning gun with screen', [M8])),
  t('en', 'abbreviation', 'rfid stock counter for a clothing store', [M10]),
  t('en', 'abbreviation', 'PDA for goods receiving', DATA_TERMINALS),
  // Kits
  t('en', 'generic', 'coffee shop pos bundle', [CAFE_KIT]),
  t('en', 'generic', 'complete checkout kit for a minimarket', SHOP_KITS),
  t('en', 'generic', 'pos kit with two tills and a scale', [SUPERMARKET_KIT]),
  // Customer displays
  t('en', 'generic', 'pole display for a till', [VFD]),
  t('en', 'generic', 'larger 15.6" screen facing the customer', [LCD15]),
  inSpecifications(t('en', 'generic', 'customer display that shows a payment qr code', [LCD10, T15D])),
  // Touch monitors
  inSpecifications(t('en', 'abbreviation', 'ip65 touchscreen monitor', [TM22])),
  t('en', 'generic', 'seventeen inch touch display for a pc till', [TM17]),
  t('en', 'plural', 'touch monitors for pos', MONITORS),
  // Receipt printers
  t('en', 'generic', 'wifi printer for receipts', [TP80W]),
  t('en', 'generic', 'narrow 58 mm till roll printer', [TP58]),
  inSpecifications(t('en', 'generic', 'receipt printer with lan port', LAN_RECEIPT)),
  t('en', 'colloquial', 'printer that beeps when a kitchen ticket comes in', [KITCHEN]),
  t('en', 'generic', 'fast receipt printer for busy tills', [TP90]),
  // Label printers
  t('en', 'plural', 'printers for barcode stickers on stock', LABEL),
  inSpecifications(t('en', 'generic', 'handheld label printer that pairs with a phone', [LP20M])),
  t('en', 'generic', 'label printer for a production line running all day', [LP60]),
  t('en', 'official', 'thermal transfer labeller', RIBBON),
  t('en', 'colloquial', 'desktop zebra for product labels', DESKTOP_LABELS),
  // Barcode scanners
  t('en', 'colloquial', 'cordless barcode gun', [S20W]),
  t('en', 'abbreviation', '2d imager for qr codes', QR_SCANNERS),
  t('en', 'generic', 'countertop scanner you wave items past', PRESENTATION),
  t('en', 'generic', 'scanner built into the checkout counter', [B80]),
  t('en', 'generic', 'rugged scanner for a warehouse', [S30]),
  t('en', 'abbreviation', 'basic 1d scanner', [S10]),
  // Cash drawers
  t('en', 'generic', 'robust cash drawer for a high volume checkout', [CD410]),
  t('en', 'generic', 'cash drawer with a stainless front panel', [CD460]),
  t('en', 'plural', 'cash drawers for pos', DRAWERS),
  // Scales
  t('en', 'generic', 'produce scale printing weight labels', [ML30]),
  t('en', 'generic', 'price computing scale for a market stall', [MS15]),
  t('en', 'generic', 'platform scale for heavy sacks', [MW150]),
  t('en', 'generic', 'till scale that sends the weight to the pos', [MP15]),
  // Accounting software
  t('en', 'generic', 'small business bookkeeping software', BOOKS_BOTH),
  t('en', 'generic', 'accounting software for several accountants', [BOOKS_BUSINESS]),
  t('en', 'regional', 'software to run monthly payslips', [PAYROLL]),
  t('en', 'generic', 'inventory software for several warehouses', [STOCK]),
  t('en', 'generic', 'costing and raw materials software for a bakery', [FACTORY]),
  // POS software
  t('en', 'generic', 'gym membership management', [FITNESS]),
  t('en', 'generic', 'table service software for a restaurant with waiters', [CAFE]),
  t('en', 'regional', 'epos software for a chemist', [PHARMA]),
  t('en', 'regional', 'retail till software', [RETAIL]),
  // Licences and services
  t('en', 'regional', 'licence to add one more cash register', [SEAT]),
  t('en', 'regional', 'yearly helpdesk cover for my tills', [CARE]),
  t('en', 'generic', 'on site installation and staff training', [INSTALL]),
  t('en', 'colloquial', 'app to check sales on my phone', [GO]),
];

export const TEST_QUERIES_11: TestQuery[] = [...AZ, ...RU, ...EN];
