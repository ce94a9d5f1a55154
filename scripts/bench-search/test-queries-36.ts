// The test half of the search queries, thirty-sixth round (28 November 2026). The thirty-fourth round
// (scripts/bench-search/test-queries-34.ts) and those before it had their one run; another round was written at the
// same time as this one by another session, neither seeing the other's. These were written by a session that did not
// tune the engine and never ran them (nor any search on them), to be measured once after the engine's freeze: per
// language and per kind of device, program and service the site sells, the way buyers in Baku (az, ru) and
// English-speaking buyers ask for them: a kind with what it is for or what it has, sizes and capacities, colloquial
// words ("radioskaner", "masaüstü", "nisyə", "простенький", "противокражка", "шаурма", "упрощёнка", "айфон", "docket
// printer", "the pass", "barcode gun", "cash box", "money drawer"), regional ones ("chemist", "stocktakes",
// "convenience store", "supermarket lane", "forecourt", "takeaway", "shelf edge", "greengrocer", "deli counter",
// "stock control", Sumqayıt, Хырдалан), plurals, abbreviations (UHF, KDS, DPM, ƏDV, ТСД, RFID, USB-C, IP54, ИП, НДС,
// АЗС, EPOS, PDT, NVMe, VGA, VFD, RS232, IFRS), brands used as names ("Hesab Retail", "Hesab Pharma", "Hesab Cafe"),
// whole sentences as people type them, typing without the language's own letters, rarely Russian in Latin letters;
// not copied from the vocabulary's lists nor from the earlier rounds. Checked with search's normalizer and stemmer
// only (a throwaway script: folded, function words dropped, stemmed, compared as sets of stems in any word order): no
// query is one of queries.ts, vocabulary-queries.ts or any test-queries*.ts, nor a name of
// worker/search/vocabulary.ts. Each with the demo products a buyer using the words would expect, judged from the
// catalogue's content (reference-api/seed: titles, categories, specifications, descriptions), not from search's
// answers. `npm run bench:search` reports them (recall at 5 and MRR, on the demo catalogue and on
// scripts/bench-search/renamed-catalogue.ts, which leaves out the queries whose answer only the specifications or
// descriptions hold). Not asserted in tests. Of 156 first drafts, 12 were left out to keep 48 per language; of the
// 144 kept, 20 were already, so folded, a query of an earlier round (most of them word for word; none a name of the
// vocabulary), 22 more shared four fifths or more of their stems with one and 1 more three quarters: all 43 were
// rewritten, 5 of them twice (three rewrites were themselves, word for word, queries of the nineteenth, twenty-third
// and twenty-ninth rounds). 0 duplicates remain. Before any run the lead took out the two queries the thirty-fifth
// round's writer wrote alike («кассовая программа для магазина одежды с бонусными картами», word for word, and "ifrs
// accounting software with budgeting"), so each counts once: 142 queries.
import {
  A11,
  B80,
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
  EIGHT_COINS,
  FACTORY,
  FIFTEEN_INCH_POS,
  FITNESS,
  GO,
  INSTALL,
  KITCHEN,
  LCD10,
  LCD15,
  LP20M,
  LP42,
  LP42T,
  LP60,
  M10,
  M6,
  M8,
  MARKET_KIT,
  ML30,
  MP15,
  MS15,
  MW150,
  P50,
  P70,
  PAYROLL,
  PHARMA,
  PHARMACY_TILLS,
  PRESENTATION,
  RETAIL,
  S10,
  S20W,
  S30,
  SEAT,
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
  TP58,
  TP80W,
  TP90,
  VFD,
} from './queries.ts';
import { inSpecifications, t, type TestQuery } from './test-queries-3.ts';

/** The scanners whose descriptions say they read a code whichever way it faces: the wide-window presentation one and the in-counter one. */
const OMNIDIRECTIONAL = [P70, B80];
/** The data terminals whose descriptions say 4G. */
const FOUR_G_TERMINALS = [M6, M8];

const AZ: TestQuery[] = [
  // POS terminals
  inSpecifications(t('az', 'generic', 'böyük supermarket kassası üçün 21,5 düymlük sensor terminal', [T22])),
  t('az', 'no-letters', 'kicik qehvexana ucun android kassa aparati', [A11]),
  t('az', 'colloquial', 'alıcı da məbləği görsün deyə iki monitorlu kassa', [T15D]),
  inSpecifications(t('az', 'plural', 'dərman satılan yerdə işləyən toxunmalı kassalar', PHARMACY_TILLS)),
  inSpecifications(t('az', 'generic', 'ventilyatorsuz alüminium korpuslu POS monoblok', [T15])),
  // Data terminals
  t('az', 'abbreviation', 'geyim mağazasında UHF ilə inventar sayımı', [M10]),
  inSpecifications(t('az', 'colloquial', 'qış anbarında əlcəkli işçilər üçün klaviaturalı terminal', [M8])),
  t('az', 'no-letters', 'anbar sayimi ucun android el terminali', DATA_TERMINALS),
  // Kits
  t('az', 'generic', 'qəhvə dükanı üçün hazır kassa dəsti mətbəx printeri ilə', [CAFE_KIT]),
  t('az', 'colloquial', 'minimarketə tərəzisi olan iki kassalıq dəst', [SUPERMARKET_KIT]),
  t('az', 'no-letters', 'bir kassali magaza ucun komplekt qurasdirma daxil', [MARKET_KIT]),
  // Customer displays
  inSpecifications(t('az', 'colloquial', 'müştəri telefonla ödəsin deyə QR çıxan ikinci displey', TEN_INCH_CUSTOMER)),
  inSpecifications(t('az', 'generic', 'fastfud üçün hazır sifariş nömrələrini göstərən ekran', [LCD15])),
  t('az', 'no-letters', 'kassada alicinin gorduyu kicik VFD tablo', [VFD]),
  // Touch monitors
  inSpecifications(t('az', 'abbreviation', 'KDS üçün divara asılan sensor ekran', [TM22])),
  inSpecifications(t('az', 'generic', 'səsli xəbərdarlıq eşidilsin deyə dinamikləri olan sensor monitor', [TM17])),
  // Receipt and kitchen printers
  inSpecifications(t('az', 'generic', 'supermarket kassası üçün 120 mm-lik iri rulonlu çek printeri', [TP90])),
  t('az', 'no-letters', 'kabelsiz cek printeri planset ve telefondan cap ucun', [TP80W]),
  inSpecifications(t('az', 'colloquial', 'aşpaz sifarişi qaçırmasın deyə yanıb-sönən printer', [KITCHEN])),
  t('az', 'plural', 'xırda dükan üçün ensiz lentli çek printerləri', [TP58]),
  // Label printers
  inSpecifications(t('az', 'generic', 'lentli (ribbon) etiket printeri dərman qutuları üçün', [LP42T])),
  inSpecifications(t('az', 'no-letters', 'refin yaninda qiymet etiketi cap eden kemere taxilan printer', [LP20M])),
  inSpecifications(t('az', 'generic', 'istehsal sexi üçün 168 mm enində etiket çıxaran printer', [LP60])),
  inSpecifications(t('az', 'plural', 'masaüstü barkod etiket printerləri', DESKTOP_LABELS)),
  // Barcode scanners
  t('az', 'generic', 'kassirin əlləri boş qalsın deyə masada duran skaner', PRESENTATION),
  inSpecifications(t('az', 'colloquial', 'baza stansiyası olan radioskaner, 50 metrə qədər', [S20W])),
  inSpecifications(t('az', 'abbreviation', 'metal detallardakı DPM kodlarını oxuyan skaner', [S30])),
  inSpecifications(t('az', 'generic', 'sapfir şüşəli kassa skaneri', [B80])),
  // Cash drawers
  t('az', 'generic', 'açarla bağlanan kiçik pul yeşiyi', [CD330]),
  inSpecifications(t('az', 'no-letters', 'kaseti cixarilan pul qutusu novbe sonu saymaq ucun', [CD405])),
  inSpecifications(t('az', 'colloquial', 'iri pullar üçün gizli bölməsi olan pul qutusu', [CD460])),
  t('az', 'plural', 'supermarket üçün gücləndirilmiş pul qutuları', [CD410]),
  // Scales
  inSpecifications(t('az', 'generic', 'iki tərəfli ekranlı bazar tərəzisi', [MS15])),
  inSpecifications(t('az', 'colloquial', 'kassir rəqəmləri əllə yığmasın, tərəzi birbaşa çekə yazsın', [MP15])),
  t('az', 'no-letters', 'tikinti materiallari magazasi ucun 150 kq terezi', [MW150]),
  t('az', 'plural', 'ət bölməsi üçün etiket çıxaran tərəzilər', [ML30]),
  // Accounting software
  inSpecifications(t('az', 'abbreviation', 'ƏDV və mənfəət vergisi bəyannaməsi çıxaran proqram', BOOKS_BOTH)),
  inSpecifications(t('az', 'colloquial', 'işçilərin məzuniyyət pulunu və xəstəlik vərəqəsini hesablayan proqram', [PAYROLL])),
  t('az', 'no-letters', 'istehsal sexi ucun resept ve maya deyeri hesabi', [FACTORY]),
  t('az', 'generic', 'tədarükçüyə avtomatik sifariş verən anbar proqramı', [STOCK]),
  // POS software
  t('az', 'colloquial', 'mağazam üçün kassa proqramı lazımdır, nisyə satış da olsun', [RETAIL]),
  t('az', 'generic', 'blisterlə dərman satmaq üçün aptek proqramı', [PHARMA]),
  t('az', 'no-letters', 'restoran ucun masa plani ve hesab bolen proqram', [CAFE]),
  t('az', 'colloquial', 'abonement dondurmaq olan fitnes klub proqramı', [FITNESS]),
  // Licences and services
  t('az', 'official', 'Hesab Retail-ə daha bir kassa qoşmaq', [SEAT]),
  t('az', 'colloquial', 'sahibkar telefonda günlük satışı görsün', [GO]),
  t('az', 'generic', 'ustanın gəlişi ilə illik servis müqaviləsi', [CARE]),
  t('az', 'regional', 'Sumqayıtda kassanın qurulması və kassirlərin təlimi', [INSTALL]),
];

const RU: TestQuery[] = [
  // POS terminals
  inSpecifications(t('ru', 'colloquial', 'моноблок с экраном 21,5 для ресторана', [T22])),
  t('ru', 'colloquial', 'компактная касса на Android для киоска, всё в одном', [A11]),
  inSpecifications(t('ru', 'generic', 'безвентиляторный POS-терминал 15,6 дюйма', FIFTEEN_INCH_POS)),
  inSpecifications(t('ru', 'generic', 'кассовый терминал для аптеки с экраном 5:4', [T17])),
  // Data terminals
  inSpecifications(t('ru', 'abbreviation', 'ТСД с экраном 5,5 дюйма и 4G', [M6])),
  t('ru', 'colloquial', 'ТСД-пистолет для верхних ярусов склада', [M8]),
  t('ru', 'abbreviation', 'RFID-терминал для книжного магазина', [M10]),
  // Kits
  t('ru', 'generic', 'комплект для кафе с обучением персонала', [CAFE_KIT]),
  t('ru', 'colloquial', 'хочу открыть минимаркет: нужны две кассы, сканеры и весы', [SUPERMARKET_KIT]),
  t('ru', 'colloquial', 'набор кассового оборудования для магазина у дома', [MARKET_KIT]),
  // Customer displays
  inSpecifications(t('ru', 'generic', 'дисплей покупателя на одном кабеле USB-C без блока питания', [LCD10])),
  inSpecifications(t('ru', 'colloquial', 'экран выдачи заказов в бургерной', [LCD15])),
  inSpecifications(t('ru', 'generic', 'двухстрочный дисплей покупателя с азербайджанским алфавитом', [VFD])),
  // Touch monitors
  t('ru', 'generic', 'сенсорный монитор 15 дюймов с защитой IP54', [TM15]),
  inSpecifications(t('ru', 'abbreviation', 'сенсорный экран KDS на кухню', [TM22])),
  // Receipt and kitchen printers
  inSpecifications(t('ru', 'generic', 'чековый принтер с презентером для киоска самообслуживания', [TP90])),
  inSpecifications(t('ru', 'colloquial', 'простенький чековый принтер для точки с шаурмой', [TP58])),
  t('ru', 'plural', 'кухонные принтеры заказов с подключением по сети', [KITCHEN]),
  t('ru', 'generic', 'чековый принтер с Wi-Fi для летней веранды', [TP80W]),
  // Label printers
  inSpecifications(t('ru', 'generic', 'принтер этикеток с риббоном до 300 м', [LP42T])),
  inSpecifications(t('ru', 'colloquial', 'принтер ценников, который носят на ремне', [LP20M])),
  inSpecifications(t('ru', 'generic', 'круглосуточная печать этикеток на коробки в логистическом центре', [LP60])),
  // Barcode scanners
  t('ru', 'generic', 'недорогой проводной сканер штрихкодов для киоска', [S10]),
  inSpecifications(t('ru', 'generic', 'промышленный сканер штрихкодов с Bluetooth', [S30])),
  t('ru', 'colloquial', 'встраиваемый сканер с подключением к противокражке', [B80]),
  inSpecifications(t('ru', 'generic', 'сканер на кассу, чтобы не поворачивать товар штрихкодом', OMNIDIRECTIONAL)),
  t('ru', 'no-letters', 'nastolnyi skaner dlya apteki', PRESENTATION),
  // Cash drawers
  t('ru', 'generic', 'стальной денежный ящик 405 мм на пять купюр', [CD405]),
  inSpecifications(t('ru', 'colloquial', 'ящик для денег на 4 купюры под узкий стол', [CD330])),
  inSpecifications(t('ru', 'plural', 'денежные ящики для АЗС', [CD460])),
  inSpecifications(t('ru', 'generic', 'денежный ящик с креплением под столешницу', [CD410])),
  // Scales
  t('ru', 'generic', 'весы с печатью этикеток и Wi-Fi для гастрономии', [ML30]),
  inSpecifications(t('ru', 'colloquial', 'весы для овощной лавки с расчётом стоимости', [MS15])),
  t('ru', 'generic', 'весы-платформа 50 на 60 см для склада', [MW150]),
  inSpecifications(t('ru', 'colloquial', 'весы на кассу, чтобы кассир не вбивал вес вручную', [MP15])),
  // Accounting software
  inSpecifications(t('ru', 'abbreviation', 'программа для ИП: НДС, упрощёнка и банковские выписки', BOOKS_BOTH)),
  inSpecifications(t('ru', 'colloquial', 'табель рабочего времени и зарплата на карты сотрудников', [PAYROLL])),
  t('ru', 'generic', 'калькуляция себестоимости для пищевого цеха', [FACTORY]),
  t('ru', 'generic', 'программа для склада с адресным хранением', [STOCK]),
  inSpecifications(t('ru', 'generic', 'облачная бухгалтерия на 5 пользователей', [BOOKS_BUSINESS])),
  // POS software
  inSpecifications(t('ru', 'generic', 'поиск лекарств по действующему веществу и подбор аналогов', [PHARMA])),
  t('ru', 'colloquial', 'нужна программа для кофейни чтобы принимать заказы на доставку и навынос', [CAFE]),
  inSpecifications(t('ru', 'generic', 'учёт абонементов для бассейна и танцевальной студии', [FITNESS])),
  // Licences and services
  t('ru', 'official', 'лицензия на ещё одно кассовое место для Hesab Pharma', [SEAT]),
  t('ru', 'colloquial', 'приложение для хозяина магазина на айфон', [GO]),
  t('ru', 'generic', 'абонентское обслуживание касс с подменным оборудованием', [CARE]),
  t('ru', 'regional', 'выезд специалиста в Хырдалан: подключить кассу и научить продавцов', [INSTALL]),
];

const EN: TestQuery[] = [
  // POS terminals
  t('en', 'abbreviation', 'android epos with a built in receipt printer for a kiosk', [A11]),
  t('en', 'colloquial', 'cash register that shows ads to shoppers on a rear screen', [T15D]),
  inSpecifications(t('en', 'colloquial', 'silent till with no fan for a quiet boutique', FIFTEEN_INCH_POS)),
  inSpecifications(t('en', 'abbreviation', 'pos terminal with 16gb ram and an nvme ssd', [T22])),
  inSpecifications(t('en', 'regional', 'chemist till that shows more rows of stock on screen', [T17])),
  // Data terminals
  inSpecifications(t('en', 'regional', 'pdt with 4g for stocktakes', FOUR_G_TERMINALS)),
  t('en', 'abbreviation', 'uhf rfid gun for apparel stock counts', [M10]),
  // Kits
  t('en', 'regional', 'till package for a convenience store', [MARKET_KIT]),
  t('en', 'generic', 'coffee shop pos kit with cash drawer and kitchen printer', [CAFE_KIT]),
  t('en', 'regional', 'two lane checkout package with a label scale', [SUPERMARKET_KIT]),
  // Customer displays
  inSpecifications(t('en', 'generic', 'usb-c customer screen that fixes to the rear of the pos', [LCD10])),
  t('en', 'abbreviation', 'vfd customer display readable next to a sunny shop window', [VFD]),
  inSpecifications(t('en', 'regional', 'order ready screen for a takeaway', [LCD15])),
  // Touch monitors
  inSpecifications(t('en', 'generic', 'vga touchscreen for an old back office pc', [TM15, TM17])),
  inSpecifications(t('en', 'colloquial', 'touchscreen that works with thin gloves', [TM17])),
  inSpecifications(t('en', 'plural', 'wall mounted touchscreens for an order kiosk', [TM22])),
  // Receipt and kitchen printers
  inSpecifications(t('en', 'regional', 'docket printer for the pass with a flashing light', [KITCHEN])),
  t('en', 'generic', 'cheap receipt printer for a market kiosk', [TP58]),
  inSpecifications(t('en', 'regional', 'receipt printer for a petrol station forecourt', [TP90])),
  // Label printers
  inSpecifications(t('en', 'regional', 'shelf edge label printer that clips on your belt', [LP20M])),
  t('en', 'generic', 'direct thermal desktop label printer, no ribbon', [LP42]),
  inSpecifications(t('en', 'generic', 'wide label printer for pallets with a colour touchscreen', [LP60])),
  inSpecifications(t('en', 'colloquial', 'label printer for cosmetics labels that dont fade', [LP42T])),
  // Barcode scanners
  t('en', 'colloquial', 'basic corded barcode gun for a kiosk', [S10]),
  inSpecifications(t('en', 'generic', 'barcode gun that works 50 m from its base', [S20W])),
  inSpecifications(t('en', 'regional', 'omnidirectional scanner for a supermarket lane', OMNIDIRECTIONAL)),
  inSpecifications(t('en', 'generic', 'tilting desk scanner for a boutique', [P50])),
  inSpecifications(t('en', 'plural', 'bluetooth barcode readers for the warehouse', [S30])),
  // Cash drawers
  inSpecifications(t('en', 'generic', 'under counter cash drawer for a busy supermarket checkout', [CD410])),
  inSpecifications(t('en', 'generic', 'narrow 33 cm money drawer with four note slots', [CD330])),
  inSpecifications(t('en', 'plural', 'cash drawers with eight coin cups', EIGHT_COINS)),
  t('en', 'colloquial', 'stainless steel cash box for a busy till', [CD460]),
  // Scales
  t('en', 'regional', 'deli counter scale with a sticker printer and wifi', [ML30]),
  inSpecifications(t('en', 'regional', 'greengrocer scale that runs on battery', [MS15])),
  t('en', 'abbreviation', 'checkout scale with rs232 for the till', [MP15]),
  t('en', 'colloquial', 'floor scale for sacks of cement', [MW150]),
  // Accounting software
  t('en', 'generic', 'payroll software with timesheets and sick pay', [PAYROLL]),
  t('en', 'regional', 'stock control software with serial number tracking', [STOCK]),
  t('en', 'generic', 'production costing per batch for a furniture maker', [FACTORY]),
  // POS software
  t('en', 'generic', 'till software for a clothes shop with loyalty cards', [RETAIL]),
  t('en', 'generic', 'pharmacy epos that sells by the blister', [PHARMA]),
  t('en', 'generic', 'epos for a restaurant that sends orders to the kitchen printer', [CAFE]),
  t('en', 'generic', 'gym software with turnstile access and whatsapp reminders', [FITNESS]),
  // Licences and services
  t('en', 'official', 'licence to add a second till to hesab cafe', [SEAT]),
  t('en', 'colloquial', 'owner app for iphone with live sales', [GO]),
  t('en', 'generic', 'pos support contract with a loan printer', [CARE]),
  t('en', 'colloquial', 'i need someone to set up my tills and train the staff', [INSTALL]),
];

export const TEST_QUERIES_36: TestQuery[] = [...AZ, ...RU, ...EN];
