// The trade vocabulary: the names buyers in Baku use for each kind of device, software and
// feature the trade sells, in az, ru and en, written from how the trade speaks (the terms of
// Azerbaijan's and Russia's fiscal-device rules, distributors' and marketplaces' catalogues, shop
// talk), not from this site's catalogue: docs/terminology.md says where each name comes from.
// All names of an entry are one: a query holding any of them is also searched with each of the
// others in its place, so a catalogue that calls a register "kassa aparatı", "POS monoblok" or
// "EPOS terminal" is found by buyers who type any of those. Per language the first name is the
// site's own term (docs/terminology.md), which its texts use. Names are compared by stem, in any
// case and without Azerbaijani letters (Russian typed in Latin letters too), so write each once in
// its plain singular form. To add one, see docs/search.md.
import type { Language } from '../../shared/constants.ts';

export interface VocabularyEntry {
  /** What the entry names, for people (and the tests). */
  concept: string;
  /** Per language: the site's own term, then every other name buyers use for the same thing. */
  names: Record<Language, [term: string, ...others: string[]]>;
  /**
   * Per language, words that mean this and more ("thermal printer" is a receipt printer or a
   * label printer; "scanner" alone): a query holding one is also searched as each of the names,
   * never the other way, so "qəbz printeri" does not bring the label printers.
   */
  wider?: Partial<Record<Language, string[]>>;
  /** Names what a product has, not what it is: a product holds these in its specifications too. */
  feature?: true;
  /**
   * The concept of another entry whose products are what the trade sells for this one (an online
   * cash register, ККТ, is sold as a POS terminal): each name of this entry is also searched as each
   * of that entry's names, never the other way.
   */
  soldAs?: string;
  /**
   * Names what a thing is for (a shop, a cafe) as well as the program for it: typed beside the name
   * of another thing ("shop till", "market kassası") it says that thing's purpose, as "for" would.
   */
  purpose?: true;
  /** A service (a licence, support, installation): typed with another thing's name, that thing is what it is for ("setup of a till"). */
  service?: true;
}

export const VOCABULARY: VocabularyEntry[] = [
  // Devices
  {
    concept: 'POS terminal',
    names: {
      az: [
        'POS terminalı',
        'kassa aparatı',
        'kassa terminalı',
        'POS aparatı',
        'monoblok',
        'POS monoblok',
        'kassa monobloku',
        'sensor kassa',
        'smart kassa',
        'POS sistemi',
        'kassa sistemi',
        'kassa kompüteri',
        'kassa maşını',
        'POS maşını',
        'satış terminalı',
        'sensor POS',
        'toxunma kassa',
        'POS kompüteri',
      ],
      ru: [
        'POS-терминал',
        'кассовый аппарат',
        'кассовый терминал',
        'моноблок',
        'POS-моноблок',
        'кассовый моноблок',
        'сенсорная касса',
        'смарт-терминал',
        'POS-система',
        'кассовый компьютер',
        'POS-компьютер',
        'кассовая машина',
        'терминал продаж',
        'смарт-касса',
        'касса-моноблок',
        'АРМ кассира',
      ],
      en: [
        'POS terminal',
        'cash register',
        'till',
        'cash till',
        'EPOS terminal',
        'touchscreen till',
        'all-in-one POS',
        'all-in-one till',
        'POS system',
        'point of sale terminal',
        'point of sale system',
        'POS computer',
        'POS machine',
        'checkout terminal',
        'cash register machine',
        'billing machine',
        'touch screen POS',
        'POS workstation',
        'EPOS till',
        'smart POS',
        'POS PC',
        'checkout till',
      ],
    },
    // 'EPOS' (electronic point of sale) is the whole till system as much as its terminal; 'POS' alone
    // is anything at the till, most often the terminal ("touch screen POS").
    // 'Эвотор' (Evotor), Russia's best-selling smart terminal, is what the trade there calls the kind ("смарт-терминал типа Эвотор").
    wider: { az: ['kassa', 'terminal', 'POS', 'Evotor'], ru: ['касса', 'терминал', 'POS', 'Эвотор'], en: ['register', 'terminal', 'EPOS', 'POS', 'Evotor'] },
  },
  {
    // Azerbaijan's Tax Code names the fiscal device 'nəzarət-kassa aparatı' (NKA), online since 2019;
    // Russia's law 54-FZ 'контрольно-кассовая техника' (ККТ), 'онлайн-касса' in the trade.
    concept: 'fiscal cash register (NKA, ККТ)',
    feature: true,
    soldAs: 'POS terminal',
    names: {
      // Not 'proqram kassası' (the rules' software register): search keeps no word order, so it would be 'kassa proqramı', POS software.
      az: [
        'onlayn NKA',
        'NKA',
        'nəzarət-kassa aparatı',
        'onlayn kassa',
        'fiskal aparat',
        'fiskal kassa',
        'e-kassa',
        'NKA aparatı',
        'fiskal printer',
        'vergi kassası',
      ],
      ru: [
        'онлайн НКА',
        'НКА',
        'ККТ',
        'ККМ',
        'контрольно-кассовая техника',
        'контрольно-кассовая машина',
        'контрольно-кассовый аппарат',
        'онлайн-касса',
        'фискальный регистратор',
        'фискальный аппарат',
        'фискальная касса',
        'фискальный принтер',
      ],
      en: [
        'online cash register',
        'NKA',
        'fiscal cash register',
        'fiscal register',
        'fiscal device',
        'fiscal printer',
        'ECR',
        'electronic cash register',
        'online till',
      ],
    },
  },
  {
    concept: 'data terminal',
    names: {
      az: [
        'məlumat toplama terminalı',
        'data terminalı',
        'TSD',
        'TSD terminalı',
        'mobil terminal',
        'əl terminalı',
        'inventar terminalı',
        'skaner terminal',
        'anbar terminalı',
        'inventarizasiya terminalı',
        'mobil kompüter',
        'məlumat yığma terminalı',
        'TSD aparatı',
      ],
      ru: [
        'терминал сбора данных',
        'ТСД',
        'мобильный терминал',
        'data terminal',
        'ручной терминал',
        'терминал для инвентаризации',
        'складской терминал',
        'мобильный компьютер',
        'терминал инвентаризации',
        'терминал учёта',
        'терминал данных',
        'терминал для склада',
        'тсдшка',
      ],
      en: [
        'data terminal',
        'handheld terminal',
        'mobile computer',
        'PDA',
        'handheld computer',
        'data collector',
        'inventory scanner',
        'rugged handheld',
        'mobile terminal',
        'PDT',
        'portable data terminal',
        'HHT',
        'handheld data terminal',
        'stocktaking terminal',
        'mobile data terminal',
        'warehouse terminal',
        'RF gun',
      ],
    },
    wider: { az: ['terminal'], ru: ['терминал'], en: ['terminal', 'handheld'] },
  },
  {
    concept: 'POS kit',
    names: {
      az: [
        'POS dəsti',
        'kassa dəsti',
        'kassa komplekti',
        'hazır kassa',
        'POS komplekti',
        'kassa yığımı',
        'hazır həll',
        'kassa paketi',
        'POS paketi',
        'hazır dəst',
        'açmaq üçün hər şey',
      ],
      ru: [
        'POS-комплект',
        'кассовый комплект',
        'комплект кассы',
        'готовая касса',
        'комплект оборудования',
        'готовое решение',
        'кассовое решение',
        'комплект кассового оборудования',
        'кассовый набор',
        'готовый комплект',
        'всё для открытия',
      ],
      en: [
        'POS kit',
        'EPOS system',
        'POS bundle',
        'till system',
        'POS package',
        'starter kit',
        'complete POS solution',
        'till bundle',
        'EPOS bundle',
        'POS starter pack',
        'complete POS system',
        'complete till system',
      ],
    },
    // A kit, alone, is the till's kit in this trade ("комплект для минимаркета", "small shop kit").
    wider: { az: ['POS', 'dəst', 'komplekt'], ru: ['POS', 'комплект', 'набор'], en: ['EPOS', 'POS', 'kit', 'bundle'] },
  },
  {
    concept: 'customer display',
    names: {
      az: [
        'müştəri displeyi',
        'alıcı ekranı',
        'müştəri ekranı',
        'alıcı displeyi',
        'ikinci ekran',
        'qiymət tablosu',
        'müştəri tablosu',
        'alıcı tablosu',
        'müştəri monitoru',
      ],
      ru: [
        'дисплей покупателя',
        'дисплей клиента',
        'экран покупателя',
        'экран клиента',
        'табло покупателя',
        'второй экран',
        'ДП',
        'клиентский дисплей',
        'табло клиента',
        'монитор покупателя',
      ],
      en: [
        'customer display',
        'pole display',
        'customer screen',
        'customer-facing display',
        'second screen',
        'customer pole',
        'customer monitor',
        'customer pole display',
      ],
    },
    wider: { az: ['displey', 'ekran'], ru: ['дисплей', 'экран', 'табло'], en: ['display', 'screen'] },
  },
  {
    concept: 'touch monitor',
    names: {
      az: ['sensor monitor', 'toxunma monitor', 'sensorlu monitor', 'toxunma ekranlı monitor', 'POS monitoru', 'sensor ekranlı monitor'],
      ru: ['сенсорный монитор', 'тач монитор', 'монитор с тачскрином', 'тачскрин монитор', 'POS-монитор', 'сенсорный дисплей'],
      en: ['touch monitor', 'touchscreen monitor', 'touchscreen display', 'touch display', 'touch screen monitor', 'POS monitor', 'touch panel monitor'],
    },
    wider: { az: ['displey', 'ekran', 'monitor'], ru: ['дисплей', 'экран', 'монитор'], en: ['display', 'screen', 'monitor'] },
  },
  {
    // Not 'POS printer' / 'POS-принтер', though the trade says it: search holds no word order, so it
    // would be every "POS terminal with a built-in printer" too.
    concept: 'receipt printer',
    names: {
      az: [
        'qəbz printeri',
        'çek printeri',
        'kassa printeri',
        'termal printer',
        'termoprinter',
        'çek aparatı',
        'qəbz çap edən printer',
        'qəbz çap edən aparat',
        'çek çap edən aparat',
        'çek çap edən printer',
        'kassa çeki printeri',
        'çek çıxaran aparat',
        'çekçıxaran aparat',
      ],
      ru: [
        'чековый принтер',
        'принтер чеков',
        'кассовый принтер',
        'термопринтер',
        'принтер для чеков',
        'термопринтер чеков',
        'чекопечатающий принтер',
        'чековик',
        'принтер кассовых чеков',
        'чековый термопринтер',
        'чекопечатник',
      ],
      en: [
        'receipt printer',
        'thermal printer',
        'till printer',
        'docket printer',
        'thermal receipt printer',
        'ticket printer',
        'receipt machine',
        'till roll printer',
        'bill printer',
        'thermal till printer',
      ],
    },
    // A brand the trade names the kind by ("Epson" for a receipt printer) leads to its names, never the other way. Not
    // 'Xprinter': one letter off 'printer', it would read every printer as a receipt printer.
    wider: { az: ['Epson'], ru: ['Epson'], en: ['Epson'] },
  },
  {
    concept: 'kitchen printer',
    names: {
      az: ['mətbəx printeri', 'sifariş printeri', 'mətbəx üçün printer', 'sifariş çeki printeri'],
      ru: ['кухонный принтер', 'принтер для кухни', 'принтер заказов', 'принтер на кухню', 'принтер кухонных заказов', 'кухонный термопринтер'],
      en: ['kitchen printer', 'order printer', 'kitchen ticket printer', 'KOT printer', 'kitchen order printer', 'kitchen docket printer'],
    },
  },
  {
    concept: 'label printer',
    names: {
      az: [
        'etiket printeri',
        'stiker printeri',
        'barkod printeri',
        'ştrix kod printeri',
        'etiketka printeri',
        'yarlıq printeri',
        'qiymət etiketi printeri',
        'etiket aparatı',
        'stiker aparatı',
        'etiket çap edən printer',
        'barkod çap edən printer',
        'nakleyka printeri',
      ],
      ru: [
        'принтер этикеток',
        'принтер наклеек',
        'принтер штрихкодов',
        'принтер ценников',
        'этикет-принтер',
        'термопринтер этикеток',
        'термопринтер для ценников',
        'принтер бирок',
        'принтер термоэтикеток',
        'этикетировщик',
        'принтер штрихкодов этикеток',
        'термопринтер наклеек',
      ],
      en: [
        'label printer',
        'sticker printer',
        'barcode printer',
        'label maker',
        'tag printer',
        'price tag printer',
        'barcode label printer',
        'label machine',
        'sticker machine',
        'sticker printing machine',
        'label printing machine',
        'shipping label printer',
        'label writer',
        'shelf label printer',
        'shelf ticket printer',
        'labeller',
        'labeler',
      ],
    },
    // "Зебра" is the Russian trade's word for a label printer ("зебра для печати штрихкодов"), from Zebra's desktop printers.
    wider: { az: ['Zebra'], ru: ['зебра'], en: ['Zebra'] },
  },
  {
    concept: 'barcode scanner',
    names: {
      az: [
        'barkod skaneri',
        'barkod oxuyucu',
        'ştrix kod oxuyucu',
        'ştrixkod skaneri',
        'barkod oxuyan',
        'barkod aparatı',
        'ştrixkod oxuyan',
        'ştrixkod oxuyucu',
        'kod oxuyucu',
        'lazer skaner',
        'kassa skaneri',
      ],
      ru: [
        'сканер штрихкодов',
        'считыватель штрихкодов',
        'штрих-сканер',
        'сканер кодов',
        'сканер штрих-кода',
        'баркод-сканер',
        'пикалка',
        'лазерный сканер',
        'имиджер',
        'сканер для кассы',
      ],
      // A scan gun is a handheld scanner (below), not any scanner.
      en: ['barcode scanner', 'barcode reader', 'UPC scanner', 'code scanner', 'barcode imager', 'laser scanner', 'POS scanner', 'checkout scanner'],
    },
    wider: { az: ['skaner', 'Honeywell'], ru: ['сканер', 'Honeywell'], en: ['scanner', 'Honeywell'] },
  },
  {
    concept: 'barcode',
    names: {
      az: ['barkod', 'ştrix kod', 'ştrixkod', 'bar kod'],
      ru: ['штрихкод', 'баркод', 'штрих-код'],
      en: ['barcode', 'bar code', 'UPC'],
    },
  },
  {
    concept: 'handheld scanner',
    names: {
      az: [
        'əl skaneri',
        'əl tipli skaner',
        'əl barkod skaneri',
        'tapança skaner',
        'əl tipli oxuyucu',
        'əl barkod oxuyucusu',
        'barkod tapançası',
        'skaner pistolet',
        'portativ skaner',
      ],
      ru: [
        'ручной сканер',
        'ручник',
        'сканер-пистолет',
        'ручной сканер штрихкодов',
        'ручной считыватель',
        'сканер пистолетного типа',
        'пистолет для штрихкодов',
        'сканер с рукояткой',
      ],
      en: [
        'handheld scanner',
        'hand scanner',
        'handheld barcode scanner',
        'hand-held scanner',
        'scan gun',
        'barcode gun',
        'scanner gun',
        'handheld reader',
        'pistol grip scanner',
        'handheld barcode reader',
      ],
    },
  },
  {
    concept: 'presentation scanner',
    names: {
      az: ['stasionar skaner', 'stolüstü skaner', 'masaüstü skaner', 'masaüstü barkod oxuyucu', 'əlsiz skaner'],
      ru: ['стационарный сканер', 'настольный сканер', 'презентационный сканер', 'многоплоскостной сканер'],
      en: ['presentation scanner', 'desktop scanner', 'countertop scanner', 'hands-free scanner', 'fixed-mount scanner', 'omnidirectional scanner'],
    },
  },
  {
    // Built into the checkout counter: a kind of its own in distributors' catalogues.
    concept: 'in-counter scanner',
    names: {
      az: [
        'kassa masasına quraşdırılan skaner',
        'daxili skaner',
        'kassaya quraşdırılan skaner',
        'masaya quraşdırılan skaner',
        'piştaxtaya quraşdırılan skaner',
        'gömülü skaner',
      ],
      ru: ['встраиваемый сканер', 'сканер, встраиваемый в стол', 'врезной сканер', 'сканер, встраиваемый в прилавок'],
      en: ['in-counter scanner', 'built-in scanner', 'embedded scanner', 'flush-mount scanner'],
    },
  },
  {
    // A reader of RFID tags, handheld or fixed: the trade lists it apart from barcode scanners.
    concept: 'RFID reader',
    names: {
      az: ['RFID oxuyucu', 'RFID skaner', 'RFID terminalı'],
      ru: ['RFID-считыватель', 'RFID-сканер', 'RFID-терминал'],
      en: ['RFID reader', 'RFID scanner', 'RFID handheld', 'RFID gun'],
    },
  },
  {
    concept: 'cash drawer',
    names: {
      az: ['pul qutusu', 'kassa qutusu', 'pul yeşiyi', 'kassa yeşiyi', 'pul çekməcəsi', 'kassa siyirməsi', 'kassa çekməcəsi'],
      ru: ['денежный ящик', 'кассовый ящик', 'ящик для денег', 'купюрник', 'денежный лоток', 'ящик для купюр', 'ящик для кассы'],
      en: [
        'cash drawer',
        'cash box',
        'money drawer',
        'till drawer',
        'cash tray',
        'money box',
        'register drawer',
        'POS cash drawer',
        'cash register drawer',
        'till box',
      ],
    },
  },
  {
    // Kinds of scale ('весы с печатью этикеток', 'platform scale') are not names of every scale.
    // 'çəki' (weight) leads to scales but is no name of them: typed without its letters it is
    // 'çeki', a receipt ('kassa çeki'), so a catalogue's receipt printers must not answer 'tərəzi'.
    concept: 'scale',
    names: {
      az: ['tərəzi', 'elektron tərəzi', 'ticarət tərəzisi', 'vesi', 'rəqəmsal tərəzi', 'yoxlanılmış tərəzi', 'plomblu tərəzi'],
      ru: [
        'весы',
        'электронные весы',
        'весы для магазина',
        'торговые весы',
        'весы магазинные',
        'весы для торговли',
        'коммерческие весы',
        'поверенные весы',
        'весы с поверкой',
      ],
      en: [
        'scale',
        'weighing scale',
        'balance',
        'retail scale',
        'weighing machine',
        'deli scale',
        'counter scale',
        'shop scale',
        'digital scale',
        'electronic scale',
        'commercial scale',
        'legal for trade scale',
        'trade approved scale',
        'verified scale',
      ],
    },
    // 'CAS', the scale maker most shops in Baku and Russia weigh on, is said for a shop scale ("весы CAS").
    wider: { az: ['çəki', 'CAS'], ru: ['CAS'], en: ['CAS'] },
  },
  {
    // A scale the register reads the weight from; its own names, not every scale's.
    concept: 'POS scale',
    names: {
      az: ['POS tərəzisi', 'kassa tərəzisi', 'kassaya qoşulan tərəzi'],
      ru: ['POS-весы', 'кассовые весы', 'весы для кассы', 'весы с подключением к кассе'],
      en: ['POS scale', 'checkout scale', 'POS-interfaced scale'],
    },
  },
  {
    concept: 'label printing scale',
    names: {
      az: ['etiket çap edən tərəzi', 'barkodlu tərəzi', 'etiketli tərəzi', 'barkod tərəzisi', 'etiket printerli tərəzi'],
      ru: ['весы с печатью этикеток', 'весы-принтер этикеток', 'весы-принтер', 'весы с принтером этикеток', 'весы с термопринтером'],
      en: ['label printing scale', 'barcode scale', 'label scale', 'scale with label printer', 'labelling scale'],
    },
  },
  // Software
  {
    concept: 'accounting software',
    names: {
      az: [
        'mühasibat proqramı',
        'uçot proqramı',
        'mühasibatlıq proqramı',
        'buxgalteriya',
        'mühasibat',
        '1C',
        'mühasibat sistemi',
        'mühasibat uçotu',
        'maliyyə uçotu proqramı',
      ],
      ru: [
        'бухгалтерская программа',
        'программа для учёта',
        'учётная программа',
        'бухгалтерия',
        'программа бухучёта',
        'бухучёт',
        '1С',
        'учётная система',
        'бухгалтерский учёт',
        'программа для бухгалтерии',
      ],
      en: [
        'accounting software',
        'bookkeeping software',
        'accounts software',
        'accounting program',
        'accounting system',
        'bookkeeping',
        'accounting package',
        'accounts package',
        'ledger software',
        'financial accounting software',
        'accounting app',
        'bookkeeping app',
        'QuickBooks',
        'Sage',
        'Xero',
      ],
    },
    // An ERP system does accounting and more: the word leads to accounting software, not back.
    wider: { az: ['ERP'], ru: ['ERP'], en: ['ERP'] },
  },
  {
    concept: 'multi-user accounting software',
    names: {
      az: [
        'çoxistifadəçili mühasibat proqramı',
        'şəbəkə mühasibat proqramı',
        'çox istifadəçili mühasibat proqramı',
        'server mühasibat proqramı',
        'şəbəkə mühasibatı',
      ],
      ru: ['сетевая бухгалтерская программа', 'многопользовательская бухгалтерия', 'бухгалтерия для сети', 'многопользовательская бухгалтерская программа'],
      en: ['multi-user accounting software', 'network accounting software', 'multi user accounting'],
    },
  },
  {
    concept: 'POS software',
    names: {
      az: ['kassa proqramı', 'POS proqramı', 'satış proqramı', 'kassa üçün proqram', 'ticarət proqramı', 'kassa proqram təminatı', 'POS proqram təminatı'],
      ru: [
        'кассовая программа',
        'кассовый софт',
        'программа для кассы',
        'POS-программа',
        'программа для торговли',
        'программа кассира',
        'POS-софт',
        'кассовое ПО',
        'ПО для кассы',
      ],
      en: [
        'POS software',
        'EPOS software',
        'till software',
        'point of sale software',
        'POS app',
        'checkout software',
        'cash register software',
        'billing software',
      ],
    },
    wider: { az: ['POS'], ru: ['POS'], en: ['POS'] },
  },
  {
    concept: 'licence',
    service: true,
    names: {
      az: ['lisenziya', 'litsenziya', 'license', 'aktivasiya açarı'],
      ru: ['лицензия', 'license', 'ключ активации', 'лицензионный ключ'],
      en: ['licence', 'license', 'activation key', 'licence key'],
    },
  },
  {
    concept: 'support plan',
    service: true,
    names: {
      az: ['texniki dəstək', 'texniki xidmət', 'servis', 'servis xidməti', 'abunə dəstəyi', 'illik dəstək', 'texniki xidmət müqaviləsi'],
      ru: [
        'техподдержка',
        'техническая поддержка',
        'сервисное обслуживание',
        'сервис',
        'сопровождение',
        'абонентское обслуживание',
        'годовое обслуживание',
        'техобслуживание',
        'годовое техобслуживание',
        'договор на обслуживание',
      ],
      en: [
        'support plan',
        'technical support',
        'maintenance contract',
        'service plan',
        'support contract',
        'tech support',
        'annual support',
        'service contract',
        'helpdesk',
        'maintenance plan',
        'annual maintenance contract',
        'yearly support',
      ],
    },
  },
  {
    concept: 'installation and training',
    service: true,
    names: {
      az: [
        'quraşdırma',
        'quraşdırılması',
        'montaj',
        'ustanovka',
        'sazlama',
        'təlim',
        'quraşdırma xidməti',
        'qurulma',
        'işçilərin öyrədilməsi',
        'öyrətmə',
        'bazanın köçürülməsi',
        'məlumatların köçürülməsi',
      ],
      ru: [
        'установка',
        'монтаж',
        'настройка',
        'внедрение',
        'обучение персонала',
        'пусконаладка',
        'услуга установки',
        'пусконаладка кассы',
        'настройка кассы',
        'перенос базы',
        'перенос данных',
      ],
      en: [
        'installation',
        'setup',
        'set-up',
        'onboarding',
        'staff training',
        'commissioning',
        'installation service',
        'data migration',
        'cashier training',
        'training',
        'EPOS training',
      ],
    },
  },
  // What the software is for
  {
    concept: 'shop POS software (Hesab Retail)',
    purpose: true,
    names: {
      az: ['mağaza', 'market proqramı', 'magazin', 'market', 'pərakəndə satış', 'ərzaq mağazası', 'dükan', 'ərzaq dükanı'],
      ru: [
        'магазин',
        'программа для розницы',
        'программа для магазина',
        'розница',
        'розничная торговля',
        'продуктовый магазин',
        'минимаркет',
        'продуктовый',
        'магазинный',
      ],
      en: ['shops', 'retail software', 'store software', 'shop software', 'retail', 'grocery', 'convenience store'],
    },
  },
  {
    concept: 'pharmacy software (Hesab Pharma)',
    purpose: true,
    names: {
      az: ['aptek', 'aptek proqramı', 'əczaxana', 'aptek kassası', 'dərman satışı'],
      ru: ['аптека', 'аптечная программа', 'программа для аптеки', 'аптечная касса', 'аптечный'],
      en: ['pharmacy', 'chemist', 'drugstore', 'pharmacy software', 'pharmacy till'],
    },
  },
  {
    concept: 'restaurant software (Hesab Cafe)',
    purpose: true,
    names: {
      az: ['restoran', 'restoran proqramı', 'kafe proqramı', 'iaşə', 'kafe', 'qəhvəxana', 'yeməkxana'],
      ru: ['ресторан', 'ресторанная программа', 'общепит', 'программа для кафе', 'кафе', 'кофейня', 'столовая', 'ресторанный'],
      en: ['restaurant', 'restaurant software', 'hospitality software', 'cafe software', 'cafe', 'hospitality', 'coffee shop', 'canteen', 'table plan'],
    },
  },
  {
    concept: 'gym software (Hesab Fitness)',
    purpose: true,
    names: {
      az: ['idman zalı', 'fitnes', 'fitnes proqramı', 'idman klubu', 'fitnes mərkəzi', 'idman mərkəzi'],
      ru: ['фитнес-клуб', 'спортзал', 'тренажёрный зал', 'фитнес', 'фитнес-центр', 'спортклуб'],
      en: ['gym', 'fitness club', 'health club', 'fitness', 'fitness centre', 'sports club', 'leisure centre'],
    },
  },
  {
    concept: 'payroll (Hesab Payroll)',
    names: {
      az: ['əmək haqqı', 'maaş', 'maaş proqramı', 'kadr uçotu', 'əmək haqqı hesablanması', 'insan resursları', 'kadrlar'],
      ru: [
        'зарплата',
        'зарплатная программа',
        'расчёт зарплаты',
        'кадровый учёт',
        'ЗУП',
        'управление персоналом',
        'кадры',
        'учёт сотрудников',
        'расчётный листок',
      ],
      en: ['payroll', 'salary', 'wages', 'HR software', 'HRM', 'human resources', 'salary software', 'payslip', 'payslip software'],
    },
  },
  {
    concept: 'inventory (Hesab Stock)',
    names: {
      az: [
        'anbar uçotu',
        'sklad proqramı',
        'sklad uçotu',
        'sklad',
        'inventar',
        'anbar proqramı',
        'mal uçotu',
        'inventarizasiya',
        'mal qalığı',
        'anbar idarəetməsi',
        'qalıq uçotu',
        'məhsul uçotu',
      ],
      ru: [
        'складской учёт',
        'складская программа',
        'склад',
        'учёт товаров',
        'товарный учёт',
        'инвентаризация',
        'программа для инвентаризации',
        'учёт остатков',
        'управление складом',
        'WMS',
      ],
      en: [
        'inventory management',
        'stock control',
        'stock management',
        'warehouse software',
        'inventory software',
        'stock software',
        'stocktaking software',
        'stocktaking',
        'stocktake',
        'warehouse management',
        'WMS',
      ],
    },
  },
  {
    concept: 'production accounting (Hesab Factory)',
    names: {
      az: ['istehsal uçotu', 'istehsalat uçotu', 'istehsal proqramı', 'maya dəyəri', 'istehsalat', 'istehsalın idarə edilməsi'],
      ru: ['учёт производства', 'производственный учёт', 'программа для производства', 'себестоимость', 'производство', 'MRP'],
      en: [
        'production accounting',
        'manufacturing software',
        'production software',
        'cost accounting',
        'MRP',
        'production management',
        'bill of materials',
        'BOM software',
      ],
    },
  },
  {
    concept: 'owner app (Hesab Go)',
    names: {
      az: [
        'mobil tətbiq',
        'telefon proqramı',
        'mobil proqram',
        'sahibkar tətbiqi',
        'biznes tətbiqi',
        'telefondan nəzarət',
        'telefonda hesabat',
        'telefonda izləmə',
      ],
      ru: [
        'мобильное приложение',
        'приложение для телефона',
        'мобильная программа',
        'приложение владельца',
        'приложение для бизнеса',
        'отчёты в телефоне',
        'контроль с телефона',
        'продажи с телефона',
      ],
      en: ['mobile app', 'phone app', 'smartphone app', 'owner app', 'business app', 'manager app', 'dashboard app', 'sales dashboard'],
    },
    wider: { az: ['tətbiq'], ru: ['приложение'], en: ['app'] },
  },
  // Features and other words of the trade
  {
    concept: 'auto-cutter',
    feature: true,
    names: {
      az: ['avtomatik kəsici', 'avtokəsici', 'avto kəsici', 'kəsici'],
      ru: ['автоотрезчик', 'автообрезчик', 'автоматический отрезчик', 'отрезчик', 'автообрезка'],
      en: ['auto-cutter', 'autocutter', 'automatic cutter', 'cutter'],
    },
  },
  { concept: 'cutter', feature: true, names: { az: ['kəsici', 'bıçaq'], ru: ['отрезчик', 'обрезчик'], en: ['cutter', 'paper cutter'] } },
  {
    concept: 'rated life',
    feature: true,
    names: { az: ['xidmət müddəti', 'resurs'], ru: ['ресурс', 'срок службы'], en: ['rated life', 'lifespan', 'service life'] },
  },
  {
    concept: 'checkout',
    feature: true,
    names: { az: ['kassa yeri', 'iş yeri'], ru: ['кассовое место', 'рабочее место'], en: ['checkout', 'workstation', 'till point'] },
  },
  {
    concept: 'POS hardware',
    names: {
      az: ['POS avadanlığı', 'kassa avadanlığı', 'ticarət avadanlığı'],
      ru: ['POS-оборудование', 'кассовое оборудование', 'торговое оборудование'],
      en: ['POS hardware', 'POS equipment', 'retail hardware'],
    },
  },
  {
    concept: 'cordless',
    feature: true,
    names: {
      az: ['simsiz', 'naqilsiz', 'kabelsiz'],
      ru: ['беспроводной', 'без провода', 'радиосканер', 'без шнура'],
      en: ['wireless', 'cordless', 'without a cable'],
    },
  },
  {
    concept: 'Ethernet',
    feature: true,
    names: {
      az: ['LAN', 'Ethernet', 'şəbəkə portu'],
      ru: ['LAN', 'Ethernet', 'сетевой порт', 'сетевой'],
      en: ['LAN', 'Ethernet', 'network port', 'networked'],
    },
  },
  {
    concept: 'serial port',
    feature: true,
    names: { az: ['RS-232', 'COM port', 'serial port'], ru: ['RS-232', 'COM-порт', 'последовательный порт'], en: ['RS-232', 'serial port', 'COM port'] },
  },
  // 'Wireless' is cordless, Bluetooth or Wi-Fi: each is a way a device goes without a cable.
  {
    concept: 'Wi-Fi',
    feature: true,
    names: { az: ['Wi-Fi', 'vayfay'], ru: ['Wi-Fi', 'вайфай', 'вай-фай'], en: ['Wi-Fi', 'WLAN'] },
    wider: { az: ['simsiz'], ru: ['беспроводной'], en: ['wireless'] },
  },
  {
    concept: 'Bluetooth',
    feature: true,
    names: { az: ['Bluetooth', 'blutuz'], ru: ['Bluetooth', 'блютуз'], en: ['Bluetooth', 'BT'] },
    wider: { az: ['simsiz'], ru: ['беспроводной'], en: ['wireless'] },
  },
  {
    concept: 'stainless steel',
    feature: true,
    names: {
      az: ['paslanmayan polad', 'nerjaveyka', 'paslanmayan'],
      ru: ['нержавеющая сталь', 'нержавейка', 'нержавеющий'],
      en: ['stainless steel', 'inox', 'stainless'],
    },
  },
  {
    concept: 'touch screen',
    feature: true,
    names: {
      az: ['sensor', 'toxunma', 'sensorlu', 'toxunuşlu', 'sensor ekranlı', 'toxunma ekranlı'],
      ru: ['сенсорный', 'тачскрин', 'тач', 'с сенсорным экраном'],
      en: ['touch', 'touchscreen', 'touch screen'],
    },
  },
  // What sets one model of a kind apart, as distributors' listings and specifications say it.
  {
    concept: 'compact',
    feature: true,
    names: { az: ['kompakt', 'kiçik', 'mini'], ru: ['компактный', 'маленький', 'мини'], en: ['compact', 'small', 'mini'] },
  },
  {
    concept: 'rugged, heavy duty',
    feature: true,
    names: {
      az: ['sənaye', 'gücləndirilmiş', 'zərbəyə davamlı', 'möhkəm', 'dayanıqlı', 'düşməyə davamlı', 'güclü', 'ağır iş'],
      ru: ['промышленный', 'усиленный', 'защищённый', 'ударопрочный', 'противоударный', 'мощный'],
      en: ['industrial', 'heavy duty', 'rugged', 'heavy-duty', 'drop-proof', 'shockproof', 'robust', 'high volume'],
    },
  },
  {
    concept: 'high-speed',
    feature: true,
    names: { az: ['yüksək sürətli', 'sürətli'], ru: ['высокоскоростной', 'скоростной', 'быстрый'], en: ['high-speed', 'fast'] },
  },
  {
    concept: 'portable',
    feature: true,
    names: { az: ['mobil', 'portativ', 'daşınan'], ru: ['мобильный', 'переносной', 'портативный'], en: ['mobile', 'portable'] },
  },
  {
    concept: 'platform (floor) scale',
    feature: true,
    names: { az: ['platforma', 'döşəmə', 'kantar', 'yük tərəzisi'], ru: ['платформенный', 'напольный'], en: ['platform', 'floor'] },
  },
  {
    concept: 'magnetic card reader',
    feature: true,
    names: {
      az: ['maqnit kart oxuyucu', 'MSR', 'maqnit zolaqlı', 'kart oxuyucu'],
      ru: ['считыватель магнитных карт', 'MSR', 'магнитная полоса', 'считыватель карт'],
      en: ['magnetic stripe reader', 'MSR', 'card reader', 'magnetic stripe'],
    },
  },
  {
    concept: 'multi-user',
    feature: true,
    names: {
      az: ['çoxistifadəçili', 'çox istifadəçili', 'bir neçə istifadəçi'],
      ru: ['многопользовательский', 'для нескольких пользователей', 'несколько пользователей'],
      en: ['multi-user', 'multiuser', 'multiple users', 'several users'],
    },
  },
  {
    // A kind of customer display, not a name of every one.
    concept: 'VFD',
    feature: true,
    names: { az: ['VFD', 'VFD displey'], ru: ['VFD', 'вакуумно-люминесцентный дисплей'], en: ['VFD', 'vacuum fluorescent display'] },
  },
  {
    concept: 'IP65, waterproof',
    feature: true,
    names: {
      az: ['IP65', 'suya davamlı', 'su keçirməyən', 'nəmə davamlı'],
      ru: ['IP65', 'влагозащищённый', 'водонепроницаемый', 'пылевлагозащищённый'],
      en: ['IP65', 'waterproof', 'splash-proof', 'water-resistant'],
    },
  },
  {
    concept: 'thermal transfer',
    feature: true,
    names: {
      az: ['termotransfer', 'lent', 'ribbon'],
      ru: ['термотрансферный', 'риббон', 'красящая лента', 'термотрансферник'],
      en: ['thermal transfer', 'ribbon', 'TTR'],
    },
  },
  {
    concept: 'steel',
    feature: true,
    names: { az: ['polad', 'metal'], ru: ['сталь', 'металлический', 'стальной'], en: ['steel', 'metal'] },
  },
  {
    concept: 'LCD',
    feature: true,
    names: { az: ['LCD', 'maye kristallı'], ru: ['ЖК', 'LCD', 'жидкокристаллический'], en: ['LCD', 'liquid crystal'] },
  },
  {
    concept: 'price computing',
    feature: true,
    names: {
      az: ['qiymət hesablayan', 'qiymət hesablama'],
      ru: ['с расчётом стоимости', 'расчёт стоимости'],
      en: ['price computing', 'price calculating', 'price computation', 'works out the price'],
    },
  },
  {
    // A drawer's compartments are counted in notes and coins.
    concept: 'banknote',
    feature: true,
    names: { az: ['banknot', 'əskinaz', 'kağız pul'], ru: ['купюра', 'банкнота'], en: ['banknote', 'bill'] },
  },
  {
    concept: 'keypad',
    feature: true,
    names: { az: ['klaviatura', 'düymə'], ru: ['клавиатура', 'клавиши'], en: ['keypad', 'keyboard', 'keys'] },
  },
  {
    concept: 'dual screen',
    feature: true,
    names: {
      az: ['iki ekranlı', 'ikiekranlı', 'iki ekran'],
      ru: ['двухэкранный', 'с двумя экранами', 'два экрана'],
      en: ['dual screen', 'dual display', 'two screens', 'double screen'],
    },
  },
  {
    concept: 'pistol grip',
    feature: true,
    names: {
      az: ['tapança tutacaqlı', 'tapança tipli', 'tapança dəstəkli'],
      ru: ['пистолетная рукоятка', 'пистолетного типа', 'с пистолетной рукояткой'],
      en: ['pistol grip', 'gun grip', 'trigger grip'],
    },
  },
  {
    // Receipt paper is sold by its width in inches in English ("2 inch", "3 1/8 inch" rolls): 2 inches is the 58 mm roll, 3 inches the 80 mm one.
    concept: '58 mm paper',
    feature: true,
    names: { az: ['58 mm', '2 inch'], ru: ['58 mm', '2 inch'], en: ['58 mm', '2 inch'] },
  },
  {
    concept: '80 mm paper',
    feature: true,
    names: { az: ['80 mm', '3 inch'], ru: ['80 mm', '3 inch'], en: ['80 mm', '3 inch'] },
  },
  {
    // A 2D imager reads QR codes: a "QR code scanner" is a code scanner (barcode scanner) with this, not any scanner.
    concept: '2D',
    feature: true,
    names: {
      az: ['2D', 'QR', 'iki ölçülü', 'DataMatrix'],
      ru: ['2D', 'QR', 'двумерный', 'DataMatrix', 'Честный знак'],
      en: ['2D', 'QR', 'two-dimensional', 'DataMatrix', 'imager', 'area imager'],
    },
  },
];
