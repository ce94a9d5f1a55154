// The demo catalogue's products as another seller would list them: the same products (slugs,
// categories, brands and model numbers) under other titles and other category names, the way
// distributors' and marketplaces' catalogues in Baku and Moscow write them ("Kassa monobloku",
// "Термопринтер чеков", "EPOS terminal"), and not the words of this site's own titles. Search must
// find what buyers type here as well as in the demo data: the vocabulary test (each of its names finds
// its products here) and `npm run bench:search` (recall on it) use it. By default only titles and
// category names are indexed: what the Worker indexes of a catalogue before its details are fetched;
// with `details`, also each product's own specifications and description as that seller would write
// them (renamed-details.ts), as the Worker indexes them once fetched.
import { seedData } from '../../reference-api/seed/index.ts';
import type { SeedCategory } from '../../reference-api/seed/types.ts';
import type { Language } from '../../shared/constants.ts';
import type { Searchable } from '../../worker/search/search-index.ts';
import { detailTexts } from '../../worker/search/feature-words.ts';
import { RENAMED_DETAILS } from './renamed-details.ts';

type Names = Record<Language, string>;
const n = (az: string, ru: string, en: string): Names => ({ az, ru, en });

/** Other names of the demo's categories, by slug. */
export const RENAMED_CATEGORIES: Record<string, Names> = {
  'pos-terminals': n('Kassa aparatları', 'Кассовые аппараты', 'Cash registers'),
  'touch-pos-terminals': n('Sensor monobloklar', 'Сенсорные моноблоки', 'Touchscreen tills'),
  'data-terminals': n('TSD', 'ТСД', 'Handheld computers'),
  'pos-kits': n('Kassa komplektləri', 'Кассовые комплекты', 'EPOS bundles'),
  'monitors-displays': n('Ekranlar', 'Экраны и табло', 'Screens'),
  'customer-displays': n('Alıcı ekranları', 'Табло покупателя', 'Pole displays'),
  'touch-monitors': n('Toxunma monitorları', 'Тач-мониторы', 'Touchscreen displays'),
  printers: n('Çap avadanlığı', 'Печатающее оборудование', 'Printing'),
  'receipt-printers': n('Çek printerləri', 'Термопринтеры', 'Thermal printers'),
  'label-printers': n('Stiker printerləri', 'Принтеры наклеек', 'Barcode printers'),
  'barcode-scanners': n('Barkod oxuyucular', 'Считыватели штрихкодов', 'Barcode readers'),
  'handheld-scanners': n('Əl tipli oxuyucular', 'Ручные считыватели', 'Scan guns'),
  'presentation-scanners': n('Masaüstü oxuyucular', 'Настольные и встраиваемые сканеры', 'Countertop scanners'),
  'cash-drawers': n('Kassa yeşikləri', 'Кассовые ящики', 'Cash boxes'),
  scales: n('Ticarət tərəziləri', 'Весовое оборудование', 'Weighing machines'),
  software: n('Proqramlar', 'Софт', 'Programs'),
  'accounting-software': n('Uçot proqramları', 'Учётные системы', 'Bookkeeping'),
  'pos-software': n('Satış proqramları', 'Кассовый софт', 'EPOS software'),
  'licences-support': n('Xidmətlər', 'Услуги и ключи', 'Services'),
};

/** Other titles of the demo's products, by slug. */
export const RENAMED_TITLES: Record<string, Names> = {
  'hesabpos-t15-touch-pos-terminal': n(
    'HesabPOS T15 sensor kassa monobloku 15.6"',
    'Сенсорный моноблок HesabPOS T15, 15,6"',
    'HesabPOS T15 15.6" touchscreen EPOS terminal',
  ),
  'hesabpos-t15d-dual-screen-pos-terminal': n(
    'HesabPOS T15D iki ekranlı kassa aparatı',
    'Кассовый аппарат HesabPOS T15D с дисплеем покупателя',
    'HesabPOS T15D dual-display till',
  ),
  'hesabpos-t22-pro-touch-pos-terminal': n(
    'HesabPOS T22 Pro 21.5" POS monoblok',
    'POS-моноблок HesabPOS T22 Pro 21,5"',
    'HesabPOS T22 Pro 21.5" all-in-one POS',
  ),
  'hesabpos-a11-android-pos-terminal-with-printer': n(
    'HesabPOS A11 Android smart kassa, çek çapı ilə',
    'Смарт-терминал HesabPOS A11 на Android со встроенной печатью чеков',
    'HesabPOS A11 Android cash register with receipt printing',
  ),
  'hesabpos-t17-touch-pos-terminal': n('HesabPOS T17 kassa kompüteri 17"', 'Сенсорная касса HesabPOS T17, 17"', 'HesabPOS T17 17" touchscreen till'),
  'hesabpos-m6-mobile-data-terminal': n('HesabPOS M6 TSD, Android', 'ТСД HesabPOS M6 на Android', 'HesabPOS M6 Android handheld computer'),
  'hesabpos-m8-pro-pistol-grip-data-terminal': n(
    'HesabPOS M8 Pro tapança tutacaqlı anbar terminalı',
    'Складской терминал HesabPOS M8 Pro с пистолетной рукояткой',
    'HesabPOS M8 Pro pistol-grip mobile computer',
  ),
  'hesabpos-m10-uhf-rfid-data-terminal': n(
    'HesabPOS M10 UHF RFID inventar terminalı',
    'Терминал для инвентаризации HesabPOS M10 UHF RFID',
    'HesabPOS M10 UHF RFID rugged handheld',
  ),
  'hesabpos-market-pos-kit': n('Market üçün hazır kassa HesabPOS', 'Готовая касса для магазина HesabPOS Market', 'HesabPOS Market EPOS system for shops'),
  'hesabpos-cafe-pos-kit': n('Kafe üçün kassa komplekti HesabPOS', 'Кассовый комплект для кафе HesabPOS Cafe', 'HesabPOS Cafe till system'),
  'hesabpos-supermarket-pro-two-checkout-pos-kit': n(
    'HesabPOS Supermarket Pro: iki kassa üçün hazır həll',
    'Готовое решение HesabPOS Supermarket Pro на две кассы',
    'HesabPOS Supermarket Pro two-till POS bundle',
  ),
  'viewline-vfd-220-customer-pole-display': n('ViewLine VFD-220 qiymət tablosu', 'Табло покупателя ViewLine VFD-220', 'ViewLine VFD-220 customer pole'),
  'viewline-lcd-10-customer-display': n(
    'ViewLine LCD-10 alıcı ekranı 10.1"',
    'Экран покупателя ViewLine LCD-10, 10,1"',
    'ViewLine LCD-10 10.1" customer-facing screen',
  ),
  'viewline-lcd-15-customer-display': n('ViewLine LCD-15 ikinci ekran 15.6"', 'Второй экран ViewLine LCD-15, 15,6"', 'ViewLine LCD-15 15.6" second screen'),
  'viewline-tm-15-touch-monitor': n('ViewLine TM-15 toxunma ekranlı monitor 15"', 'Тач монитор ViewLine TM-15, 15"', 'ViewLine TM-15 15" touchscreen display'),
  'viewline-tm-17-touch-monitor': n('ViewLine TM-17 sensorlu monitor 17"', 'Монитор с тачскрином ViewLine TM-17, 17"', 'ViewLine TM-17 17" touch display'),
  'viewline-tm-22-touch-monitor': n(
    'ViewLine TM-22 toxunma monitor 21.5"',
    'Тачскрин монитор ViewLine TM-22, 21,5"',
    'ViewLine TM-22 21.5" touchscreen monitor',
  ),
  'thermoline-tp-58-receipt-printer': n(
    'ThermoLine TP-58 termoprinter 58 mm',
    'Принтер чеков ThermoLine TP-58, 58 мм',
    'ThermoLine TP-58 thermal printer, 58 mm',
  ),
  'thermoline-tp-80-receipt-printer': n(
    'ThermoLine TP-80 çek printeri 80 mm',
    'Кассовый принтер ThermoLine TP-80, 80 мм',
    'ThermoLine TP-80 POS printer, 80 mm',
  ),
  'thermoline-tp-80w-wi-fi-receipt-printer': n(
    'ThermoLine TP-80W simsiz çek printeri',
    'Термопринтер чеков ThermoLine TP-80W, Wi-Fi',
    'ThermoLine TP-80W wireless till printer',
  ),
  'thermoline-tp-80k-kitchen-printer': n('ThermoLine TP-80K sifariş printeri', 'Принтер заказов ThermoLine TP-80K', 'ThermoLine TP-80K order printer'),
  'thermoline-tp-90-pro-high-speed-receipt-printer': n(
    'ThermoLine TP-90 Pro sürətli POS printer',
    'Скоростной POS-принтер ThermoLine TP-90 Pro',
    'ThermoLine TP-90 Pro high-speed docket printer',
  ),
  'thermoline-lp-42-desktop-label-printer': n(
    'ThermoLine LP-42 barkod printeri',
    'Принтер штрихкодов ThermoLine LP-42',
    'ThermoLine LP-42 desktop barcode printer',
  ),
  'thermoline-lp-42t-thermal-transfer-label-printer': n(
    'ThermoLine LP-42T termotransfer stiker printeri',
    'Термотрансферный принтер наклеек ThermoLine LP-42T',
    'ThermoLine LP-42T thermal transfer sticker printer',
  ),
  'thermoline-lp-20m-mobile-label-printer': n(
    'ThermoLine LP-20M portativ yarlıq printeri',
    'Мобильный принтер ценников ThermoLine LP-20M',
    'ThermoLine LP-20M portable tag printer',
  ),
  'thermoline-lp-60-industrial-label-printer': n(
    'ThermoLine LP-60 Industrial sənaye etiketka printeri',
    'Промышленный этикет-принтер ThermoLine LP-60',
    'ThermoLine LP-60 industrial label maker',
  ),
  'scanline-s10-1d-barcode-scanner': n('ScanLine S10 ştrix kod oxuyucu 1D', 'Считыватель штрихкодов ScanLine S10 1D', 'ScanLine S10 1D barcode reader'),
  'scanline-s20-2d-barcode-scanner': n('ScanLine S20 2D əl skaneri', 'Ручной сканер ScanLine S20 2D', 'ScanLine S20 2D handheld barcode scanner'),
  'scanline-s20w-cordless-barcode-scanner': n(
    'ScanLine S20W naqilsiz barkod oxuyucu',
    'Беспроводной сканер-пистолет ScanLine S20W',
    'ScanLine S20W wireless scan gun',
  ),
  'scanline-s30-rugged-industrial-barcode-scanner': n(
    'ScanLine S30 Rugged möhkəm əl tipli skaner',
    'Защищённый ручной сканер ScanLine S30 Rugged',
    'ScanLine S30 Rugged industrial barcode gun',
  ),
  'scanline-p50-presentation-barcode-scanner': n('ScanLine P50 masaüstü skaner', 'Настольный сканер ScanLine P50', 'ScanLine P50 hands-free scanner'),
  'scanline-p70-wide-window-presentation-scanner': n(
    'ScanLine P70 geniş pəncərəli stasionar skaner',
    'Презентационный сканер ScanLine P70',
    'ScanLine P70 wide-window countertop scanner',
  ),
  'scanline-b80-in-counter-barcode-scanner': n(
    'ScanLine B80 daxili skaner',
    'Встраиваемый многоплоскостной сканер ScanLine B80',
    'ScanLine B80 in-counter omnidirectional scanner',
  ),
  'safebox-cd-330-compact-cash-drawer': n('SafeBox CD-330 kiçik kassa yeşiyi', 'Компактный кассовый ящик SafeBox CD-330', 'SafeBox CD-330 compact cash box'),
  'safebox-cd-405-cash-drawer': n('SafeBox CD-405 pul yeşiyi', 'Ящик для денег SafeBox CD-405', 'SafeBox CD-405 till drawer'),
  'safebox-cd-410-heavy-duty-cash-drawer': n(
    'SafeBox CD-410 gücləndirilmiş kassa qutusu',
    'Усиленный денежный лоток SafeBox CD-410',
    'SafeBox CD-410 heavy-duty money drawer',
  ),
  'safebox-cd-460-cash-drawer-with-stainless-steel-front': n(
    'SafeBox CD-460 nerjaveyka panelli pul çekməcəsi',
    'Купюрник SafeBox CD-460, нержавейка',
    'SafeBox CD-460 register drawer, inox front',
  ),
  'mizan-ms-15-price-computing-scale': n('Mizan MS-15 ticarət tərəzisi', 'Торговые весы Mizan MS-15 с расчётом стоимости', 'Mizan MS-15 price computing scale'),
  'mizan-mp-15-pos-checkout-scale': n(
    'Mizan MP-15 kassa tərəzisi',
    'Весы для магазина Mizan MP-15, подключение к кассе',
    'Mizan MP-15 checkout weighing scale',
  ),
  'mizan-ml-30-label-printing-scale': n(
    'Mizan ML-30 etiket çap edən elektron tərəzi',
    'Весы с печатью этикеток Mizan ML-30',
    'Mizan ML-30 label-printing retail scale',
  ),
  'mizan-mw-150-platform-scale': n('Mizan MW-150 kantar 150 kq', 'Платформенные весы Mizan MW-150, 150 кг', 'Mizan MW-150 150 kg weighing machine'),
  'hesab-books-start-accounting-software': n(
    'Hesab Books Start uçot proqramı',
    'Hesab Books Start — программа бухучёта',
    'Hesab Books Start bookkeeping software',
  ),
  'hesab-books-business-accounting-software': n(
    'Hesab Books Business — çox istifadəçili mühasibat proqramı',
    'Hesab Books Business — многопользовательская бухгалтерия',
    'Hesab Books Business network accounting software',
  ),
  'hesab-payroll-salary-and-hr-software': n(
    'Hesab Payroll maaş proqramı',
    'Hesab Payroll — расчёт зарплаты и кадровый учёт',
    'Hesab Payroll wages and HR software',
  ),
  'hesab-stock-inventory-management-software': n('Hesab Stock sklad proqramı', 'Hesab Stock — товарный учёт', 'Hesab Stock stock control software'),
  'hesab-factory-production-and-cost-accounting-software': n(
    'Hesab Factory istehsal proqramı',
    'Hesab Factory — программа для производства',
    'Hesab Factory manufacturing software',
  ),
  'hesab-retail-pos-software-for-shops': n('Hesab Retail market proqramı', 'Hesab Retail — программа для розницы', 'Hesab Retail shop software'),
  'hesab-pharma-pharmacy-pos-software': n('Hesab Pharma əczaxana proqramı', 'Hesab Pharma — аптечная программа', 'Hesab Pharma chemist software'),
  'hesab-cafe-restaurant-pos-software': n('Hesab Cafe iaşə proqramı', 'Hesab Cafe — программа для общепита', 'Hesab Cafe hospitality software'),
  'hesab-fitness-gym-management-software': n(
    'Hesab Fitness idman klubu proqramı',
    'Hesab Fitness — программа для спортзала',
    'Hesab Fitness health club software',
  ),
  'hesab-go-mobile-app': n('Hesab Go telefon proqramı', 'Hesab Go — приложение для телефона', 'Hesab Go smartphone app'),
  'additional-checkout-licence': n('Əlavə kassa üçün aktivasiya açarı', 'Ключ активации на ещё одну кассу', 'Extra till licence key'),
  'hesab-care-annual-support-plan': n('Hesab Care illik servis xidməti', 'Hesab Care — сопровождение на год', 'Hesab Care yearly tech support'),
  'installation-and-staff-training': n('Avadanlığın montajı və işçilərin təlimi', 'Пусконаладка и обучение кассиров', 'Setup and onboarding'),
};

function categoryPaths(language: Language): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const walk = (category: SeedCategory, above: string[]) => {
    const name = RENAMED_CATEGORIES[category.slug];
    if (!name) throw new Error(`no other name for category ${category.slug}`);
    paths.set(category.slug, [name[language], ...above]);
    for (const child of category.children ?? []) walk(child, paths.get(category.slug)!);
  };
  for (const category of seedData.categories) walk(category, []);
  return paths;
}

/** The renamed catalogue of one language, in the demo's product order: slug, then what search indexes (with `details`, the details too). */
export function renamedCatalogue(language: Language, details = false): (Searchable & { slug: string })[] {
  const paths = categoryPaths(language);
  return seedData.products.map((product) => {
    const title = RENAMED_TITLES[product.slug];
    if (!title) throw new Error(`no other title for ${product.slug}`);
    const named = { slug: product.slug, title: title[language], categories: paths.get(product.category)! };
    if (!details) return named;
    const detail = RENAMED_DETAILS[product.slug]?.[language];
    if (!detail) throw new Error(`no details for ${product.slug} in ${language}`);
    return { ...named, ...detailTexts(detail) };
  });
}
