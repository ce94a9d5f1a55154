// The trade glossary: how buyers in each language name each product type, software module and
// feature. Per entry and language the first name is the catalogue's own term (docs/terminology.md);
// the rest are what visitors type: shop talk, abbreviations, British and American English, older
// Russian terms and the Russian words Azerbaijani buyers mix in. A query holding one of those is
// also searched with the term in its place. Names are compared by stem, any case and without
// Azerbaijani letters, so write each once in its plain form. To add one, see docs/search.md.
import type { Language } from '../../shared/constants.ts';

export interface GlossaryEntry {
  /** What the entry names, for people (and the coverage test). */
  concept: string;
  /** Per language: the catalogue's term, then what buyers type for it. */
  names: Record<Language, [term: string, ...typed: string[]]>;
}

export const GLOSSARY: GlossaryEntry[] = [
  // Product types
  {
    concept: 'touch POS terminal',
    names: {
      az: ['POS terminal', 'kassa aparatı', 'kassa terminalı', 'monoblok', 'POS monoblok', 'kassa monobloku', 'POS aparatı'],
      ru: ['POS-терминал', 'кассовый аппарат', 'касса', 'моноблок', 'POS-моноблок', 'кассовый терминал', 'кассовый моноблок', 'сенсорная касса'],
      en: ['POS terminal', 'cash register', 'till', 'cash till', 'EPOS terminal', 'touchscreen till', 'all-in-one POS'],
    },
  },
  {
    concept: 'data terminal',
    names: {
      az: ['məlumat toplama terminalı', 'data terminalı', 'TSD', 'TSD terminalı', 'mobil terminal'],
      ru: ['терминал сбора данных', 'тсд', 'мобильный терминал', 'data terminal'],
      en: ['data terminal', 'handheld terminal', 'mobile computer', 'PDA', 'handheld computer'],
    },
  },
  {
    concept: 'POS kit',
    names: {
      az: ['POS dəsti', 'kassa dəsti', 'kassa komplekti', 'hazır kassa'],
      ru: ['POS-комплект', 'кассовый комплект', 'комплект кассы', 'готовая касса'],
      en: ['POS kit', 'EPOS system', 'POS bundle', 'till system'],
    },
  },
  {
    concept: 'customer display',
    names: {
      az: ['müştəri displeyi', 'alıcı ekranı', 'müştəri ekranı', 'alıcı displeyi', 'ikinci ekran'],
      ru: ['дисплей покупателя', 'дисплей клиента', 'экран покупателя', 'экран клиента', 'табло покупателя'],
      en: ['customer display', 'pole display', 'customer screen', 'customer-facing display', 'second screen'],
    },
  },
  {
    concept: 'touch monitor',
    names: {
      az: ['sensor monitor', 'toxunma monitor', 'sensorlu monitor'],
      ru: ['сенсорный монитор', 'тач монитор', 'монитор с тачскрином'],
      en: ['touch monitor', 'touchscreen monitor', 'touchscreen display'],
    },
  },
  {
    concept: 'receipt printer',
    names: {
      az: ['qəbz printeri', 'çek printeri', 'kassa printeri', 'termal printer', 'POS printer'],
      ru: ['чековый принтер', 'принтер чеков', 'кассовый принтер', 'термопринтер', 'POS-принтер'],
      en: ['receipt printer', 'thermal printer', 'POS printer', 'till printer', 'docket printer'],
    },
  },
  {
    concept: 'kitchen printer',
    names: {
      az: ['mətbəx printeri', 'sifariş printeri'],
      ru: ['кухонный принтер', 'принтер для кухни', 'принтер заказов'],
      en: ['kitchen printer', 'order printer'],
    },
  },
  {
    concept: 'label printer',
    names: {
      az: ['etiket printeri', 'stiker printeri', 'barkod printeri', 'etiketka printeri'],
      ru: ['принтер этикеток', 'принтер наклеек', 'принтер штрихкодов', 'принтер ценников', 'этикет-принтер'],
      en: ['label printer', 'sticker printer', 'barcode printer', 'label maker', 'tag printer'],
    },
  },
  {
    concept: 'barcode scanner',
    names: {
      az: ['barkod skaneri', 'barkod oxuyucu', 'ştrix kod oxuyucu', 'ştrixkod skaneri'],
      ru: ['сканер штрихкодов', 'считыватель штрихкодов', 'штрих-сканер', 'сканер кодов'],
      en: ['barcode scanner', 'barcode reader', 'barcode gun', 'scan gun', 'UPC scanner'],
    },
  },
  {
    concept: 'barcode',
    names: {
      az: ['barkod', 'ştrix kod', 'ştrixkod'],
      ru: ['штрихкод', 'баркод'],
      en: ['barcode', 'bar code'],
    },
  },
  {
    concept: 'handheld scanner',
    names: {
      az: ['əl skaneri', 'əl tipli skaner'],
      ru: ['ручной сканер', 'ручник'],
      en: ['handheld scanner', 'hand scanner'],
    },
  },
  {
    concept: 'presentation scanner',
    names: {
      az: ['stolüstü skaner', 'stasionar skaner', 'masaüstü skaner'],
      ru: ['стационарный сканер', 'настольный сканер', 'презентационный сканер'],
      en: ['presentation scanner', 'desktop scanner', 'countertop scanner', 'hands-free scanner'],
    },
  },
  {
    concept: 'cash drawer',
    names: {
      az: ['pul qutusu', 'kassa qutusu', 'pul yeşiyi', 'kassa yeşiyi'],
      ru: ['денежный ящик', 'кассовый ящик', 'ящик для денег', 'купюрник'],
      en: ['cash drawer', 'cash box', 'money drawer', 'till drawer', 'cash tray'],
    },
  },
  {
    concept: 'scale',
    names: {
      az: ['tərəzi', 'çəki', 'elektron tərəzi', 'kantar'],
      ru: ['весы', 'электронные весы', 'весы для магазина'],
      en: ['scale', 'weighing scale', 'balance'],
    },
  },
  {
    concept: 'accounting software',
    names: {
      az: ['mühasibat proqramı', 'uçot proqramı', 'mühasibatlıq proqramı', 'buxgalteriya'],
      ru: ['бухгалтерская программа', 'программа для учёта', 'учётная программа', 'бухгалтерия', 'программа бухучёта'],
      en: ['accounting software', 'bookkeeping software', 'accounts software'],
    },
  },
  {
    concept: 'multi-user accounting software',
    names: {
      az: ['çoxistifadəçili mühasibat proqramı', 'şəbəkə mühasibat proqramı', 'çox istifadəçili mühasibat proqramı', 'server mühasibat proqramı'],
      ru: ['сетевая бухгалтерская программа', 'многопользовательская бухгалтерия', 'бухгалтерия для сети'],
      en: ['multi-user accounting software', 'network accounting software', 'multi user accounting'],
    },
  },
  {
    concept: 'POS software',
    names: {
      az: ['kassa proqramı', 'POS proqramı', 'satış proqramı'],
      ru: ['кассовая программа', 'кассовый софт', 'программа для кассы', 'POS-программа'],
      en: ['POS software', 'EPOS software', 'till software', 'point of sale software'],
    },
  },
  {
    concept: 'licence',
    names: {
      az: ['lisenziya', 'litsenziya', 'license'],
      ru: ['лицензия', 'license', 'ключ активации'],
      en: ['licence', 'license', 'activation key'],
    },
  },
  {
    concept: 'support plan',
    names: {
      az: ['texniki dəstək', 'texniki xidmət', 'servis'],
      ru: ['техподдержка', 'техническая поддержка', 'сервисное обслуживание', 'сервис'],
      en: ['support plan', 'technical support', 'maintenance contract', 'service plan'],
    },
  },
  {
    concept: 'installation and training',
    names: {
      az: ['quraşdırılması', 'quraşdırma', 'montaj', 'ustanovka'],
      ru: ['установка', 'монтаж', 'настройка', 'внедрение'],
      en: ['installation', 'setup', 'set-up', 'onboarding'],
    },
  },
  // Software modules
  {
    concept: 'shop POS software (Hesab Retail)',
    names: {
      az: ['mağaza', 'market proqramı', 'magazin'],
      ru: ['магазин', 'программа для розницы', 'программа для торговли'],
      en: ['shops', 'retail software', 'store software', 'shop software'],
    },
  },
  {
    concept: 'pharmacy software (Hesab Pharma)',
    names: {
      az: ['aptek', 'aptek proqramı', 'əczaxana'],
      ru: ['аптека', 'аптечная программа'],
      en: ['pharmacy', 'chemist', 'drugstore'],
    },
  },
  {
    concept: 'restaurant software (Hesab Cafe)',
    names: {
      az: ['restoran', 'restoran proqramı', 'kafe proqramı', 'iaşə'],
      ru: ['ресторан', 'ресторанная программа', 'общепит'],
      en: ['restaurant', 'restaurant software', 'hospitality software', 'cafe software'],
    },
  },
  {
    concept: 'gym software (Hesab Fitness)',
    names: {
      az: ['idman zalı', 'fitnes', 'fitnes proqramı'],
      ru: ['фитнес-клуб', 'спортзал', 'тренажёрный зал'],
      en: ['gym', 'fitness club', 'health club'],
    },
  },
  {
    concept: 'payroll (Hesab Payroll)',
    names: {
      az: ['əmək haqqı', 'maaş', 'maaş proqramı'],
      ru: ['зарплата', 'зарплатная программа', 'расчёт зарплаты'],
      en: ['salary', 'payroll', 'wages'],
    },
  },
  {
    concept: 'inventory (Hesab Stock)',
    names: {
      az: ['anbar uçotu', 'sklad proqramı', 'sklad uçotu', 'sklad', 'inventar'],
      ru: ['складской учёт', 'складская программа', 'склад', 'учёт товаров'],
      en: ['inventory management', 'stock control', 'stock management', 'warehouse software'],
    },
  },
  {
    concept: 'production accounting (Hesab Factory)',
    names: {
      az: ['istehsal uçotu', 'istehsalat uçotu', 'istehsal proqramı'],
      ru: ['учёт производства', 'производственный учёт', 'программа для производства'],
      en: ['production accounting', 'manufacturing software', 'production software'],
    },
  },
  {
    concept: 'owner app (Hesab Go)',
    names: {
      az: ['mobil tətbiq', 'telefon proqramı', 'mobil proqram'],
      ru: ['мобильное приложение', 'приложение для телефона', 'мобильная программа'],
      en: ['mobile app', 'phone app', 'smartphone app'],
    },
  },
  // Features and other words of the trade
  {
    concept: 'auto-cutter',
    names: {
      az: ['avtomatik kəsici', 'avtokəsici', 'avto kəsici'],
      ru: ['автоотрезчик', 'автообрезчик', 'автоматический отрезчик'],
      en: ['auto-cutter', 'autocutter'],
    },
  },
  { concept: 'cutter', names: { az: ['kəsici', 'bıçaq'], ru: ['отрезчик', 'обрезчик'], en: ['cutter', 'paper cutter'] } },
  { concept: 'rated life', names: { az: ['xidmət müddəti', 'resurs'], ru: ['ресурс', 'срок службы'], en: ['rated life', 'lifespan', 'service life'] } },
  { concept: 'checkout', names: { az: ['kassa yeri', 'iş yeri'], ru: ['кассовое место', 'рабочее место'], en: ['checkout', 'workstation', 'till point'] } },
  {
    concept: 'POS hardware',
    names: {
      az: ['POS avadanlığı', 'kassa avadanlığı'],
      ru: ['POS-оборудование', 'кассовое оборудование', 'торговое оборудование'],
      en: ['POS hardware', 'POS equipment'],
    },
  },
  { concept: 'cordless', names: { az: ['simsiz', 'naqilsiz'], ru: ['беспроводной', 'без провода'], en: ['cordless', 'wireless'] } },
  { concept: 'Wi-Fi', names: { az: ['Wi-Fi', 'vayfay'], ru: ['Wi-Fi', 'вайфай', 'вай-фай'], en: ['Wi-Fi', 'WLAN'] } },
  {
    concept: 'stainless steel',
    names: { az: ['paslanmayan polad', 'nerjaveyka'], ru: ['нержавеющая сталь', 'нержавейка'], en: ['stainless steel', 'inox'] },
  },
  {
    concept: 'touch screen',
    names: { az: ['sensor', 'toxunma', 'sensorlu'], ru: ['сенсорный', 'тачскрин', 'тач'], en: ['touch', 'touchscreen', 'touch screen'] },
  },
];
