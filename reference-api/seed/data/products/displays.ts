// Monitors & displays: customer displays and touch monitors.
import type { SeedProduct } from '../../types.ts';

export const displayProducts: SeedProduct[] = [
  {
    slug: 'viewline-vfd-220-customer-pole-display',
    category: 'customer-displays',
    title: {
      az: 'ViewLine VFD-220 müştəri displeyi',
      en: 'ViewLine VFD-220 customer pole display',
      ru: 'Дисплей покупателя ViewLine VFD-220',
    },
    description: {
      az: '<p><strong>ViewLine VFD-220</strong> — 2 sətirli, hər sətirdə 20 simvol olan klassik müştəri displeyi. Parlaq yaşılımtıl-mavi VFD simvolları günəşli vitrinin yanında da aydın oxunur: müştəri malın adını, qiymətini və ödəniləcək məbləği görür.</p><p>Displey hündürlüyü 20–30 sm arasında tənzimlənən dayağa bərkidilir və 270° fırlanır. USB və ya COM portu ilə qoşulur, Azərbaycan və rus əlifbalarını dəstəkləyir. Hesab Retail, Hesab Pharma və Hesab Cafe ilə işləyir. Zəmanət — 12 ay.</p>',
      en: '<p><strong>ViewLine VFD-220</strong> is a classic customer pole display with two lines of 20 characters. Bright blue-green VFD characters stay readable even next to a sunny shop window, so the customer sees the item name, its price and the amount due.</p><p>The display sits on a pole adjustable from 20 to 30 cm and swivels 270°. It connects via USB or COM and supports the Azerbaijani and Russian alphabets. Works with Hesab Retail, Hesab Pharma and Hesab Cafe. 12-month warranty.</p>',
      ru: '<p><strong>ViewLine VFD-220</strong> — классический дисплей покупателя на две строки по 20 символов. Яркие сине-зелёные символы VFD хорошо читаются даже у солнечной витрины: покупатель видит название товара, цену и сумму к оплате.</p><p>Дисплей крепится на стойку высотой от 20 до 30 см и поворачивается на 270°. Подключается по USB или COM, поддерживает азербайджанский и русский алфавиты. Работает с Hesab Retail, Hesab Pharma и Hesab Cafe. Гарантия — 12 месяцев.</p>',
    },
    price: 159,
    isNew: false,
    ageDays: 520,
    images: [{ type: 'product', kind: 'customer-display', view: 0, color: 'graphite', label: 'VFD-220' }],
    features: [
      {
        name: { az: 'Displeyin növü', en: 'Display type', ru: 'Тип дисплея' },
        value: { az: 'VFD, 2 × 20 simvol', en: 'VFD, 2 × 20 characters', ru: 'VFD, 2 × 20 символов' },
      },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'USB, RS-232', en: 'USB, RS-232', ru: 'USB, RS-232' } },
      { name: { az: 'Dayağın hündürlüyü', en: 'Pole height', ru: 'Высота стойки' }, value: { az: '20–30 sm', en: '20–30 cm', ru: '20–30 см' } },
      { name: { az: 'Fırlanma', en: 'Swivel', ru: 'Поворот' }, value: { az: '270°', en: '270°', ru: '270°' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'viewline-lcd-10-customer-display',
    category: 'customer-displays',
    title: {
      az: 'ViewLine LCD-10 müştəri displeyi, 10,1 düym',
      en: 'ViewLine LCD-10 customer display (10.1-inch)',
      ru: 'Дисплей покупателя ViewLine LCD-10, 10,1″',
    },
    description: {
      az: '<p><strong>ViewLine LCD-10</strong> müştəriyə çekin bütün tərkibini göstərən 10,1 düymlük rəngli ekrandır: malların siyahısı, endirimlər, bonus balları və yekun məbləğ. Ödəniş zamanı ekranda bankın QR kodu açılır və müştəri telefonla dərhal ödəyir.</p><ul><li>IPS matris, 1280×800, geniş baxış bucağı</li><li>Tək USB-C kabeli ilə qoşulur — ayrıca qida bloku lazım deyil</li><li>HesabPOS T15 və T17 terminallarının arxasına bərkidilir, komplektdə ayrıca dayaq da var</li></ul><p>Kassa boş olanda ekranda reklam şəkilləri və videolar göstərilir. Hesab Retail və Hesab Cafe ilə işləyir. Zəmanət — 12 ay.</p>',
      en: '<p><strong>ViewLine LCD-10</strong> is a 10.1-inch colour screen that shows the customer the whole receipt: items, discounts, loyalty points and the total. At payment time the bank’s QR code appears on screen, so the customer can pay by phone at once.</p><ul><li>IPS panel, 1280×800, wide viewing angles</li><li>A single USB-C cable for data and power, no separate adapter needed</li><li>Mounts on the back of HesabPOS T15 and T17 terminals; a separate stand is also included</li></ul><p>When the till is idle, it plays your promo images and videos. Works with Hesab Retail and Hesab Cafe. 12-month warranty.</p>',
      ru: '<p><strong>ViewLine LCD-10</strong> — цветной экран 10,1″, на котором покупатель видит весь чек: товары, скидки, бонусные баллы и итоговую сумму. При оплате на экране появляется QR-код банка, и покупатель сразу платит телефоном.</p><ul><li>IPS-матрица, 1280×800, широкие углы обзора</li><li>Один кабель USB-C для данных и питания — отдельный блок питания не нужен</li><li>Крепится на заднюю панель терминалов HesabPOS T15 и T17, в комплекте также есть отдельная подставка</li></ul><p>Когда на кассе нет покупателей, экран показывает ваши рекламные картинки и ролики. Работает с Hesab Retail и Hesab Cafe. Гарантия — 12 месяцев.</p>',
    },
    price: 290,
    isNew: true,
    ageDays: 12,
    images: [
      { type: 'product', kind: 'customer-display', view: 0, color: 'white', label: 'LCD-10' },
      { type: 'product', kind: 'customer-display', view: 1, color: 'white', label: 'LCD-10' },
      { type: 'product', kind: 'customer-display', view: 3, color: 'white', label: 'LCD-10' },
    ],
    features: [
      {
        name: { az: 'Ekran', en: 'Display', ru: 'Экран' },
        value: { az: '10,1 düym, IPS, 1280×800', en: '10.1-inch IPS, 1280×800', ru: '10,1″, IPS, 1280×800' },
      },
      {
        name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' },
        value: { az: 'USB-C (məlumat və qida)', en: 'USB-C (data and power)', ru: 'USB-C (данные и питание)' },
      },
      {
        name: { az: 'Bərkidilmə', en: 'Mounting', ru: 'Крепление' },
        value: { az: 'Terminalın arxasına və ya dayağa', en: 'Terminal back or stand', ru: 'На терминал или на подставку' },
      },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'viewline-lcd-15-customer-display',
    category: 'customer-displays',
    title: {
      az: 'ViewLine LCD-15 müştəri displeyi, 15,6 düym',
      en: 'ViewLine LCD-15 customer display (15.6-inch)',
      ru: 'Дисплей покупателя ViewLine LCD-15, 15,6″',
    },
    description: {
      az: '<p><strong>ViewLine LCD-15</strong> — supermarket və restoran kassaları üçün 15,6 düymlük Full HD müştəri displeyi. Böyük ekranda çek uzaqdan da oxunur, fast-food məkanlarında isə onu hazır sifarişlər ekranı kimi istifadə etmək olar.</p><p>Ekran HDMI və ya USB-C ilə qoşulur, metal dayağı 90° fırlanır, VESA 75 bərkidicisi isə onu divara asmağa imkan verir. Hesab Retail, Hesab Cafe və Hesab Fitness ilə işləyir.</p><p>Komplektə daxildir: displey, dayaq, HDMI və USB kabelləri, qida bloku. Zəmanət — 12 ay.</p>',
      en: '<p><strong>ViewLine LCD-15</strong> is a 15.6-inch Full HD customer display for supermarket and restaurant checkouts. The receipt is easy to read from a distance, and in fast-food outlets it doubles as an order-ready board.</p><p>It connects via HDMI or USB-C, the metal stand swivels 90° and the VESA 75 mount lets you hang it on a wall. Works with Hesab Retail, Hesab Cafe and Hesab Fitness.</p><p>In the box: display, stand, HDMI and USB cables, power adapter. 12-month warranty.</p>',
      ru: '<p><strong>ViewLine LCD-15</strong> — дисплей покупателя 15,6″ Full HD для касс супермаркетов и ресторанов. Чек на большом экране хорошо виден издалека, а в фастфуде дисплей можно использовать как табло готовых заказов.</p><p>Подключается по HDMI или USB-C, металлическая подставка поворачивается на 90°, а крепление VESA 75 позволяет повесить экран на стену. Работает с Hesab Retail, Hesab Cafe и Hesab Fitness.</p><p>Комплектация: дисплей, подставка, кабели HDMI и USB, блок питания. Гарантия — 12 месяцев.</p>',
    },
    price: 449,
    discount: 10,
    isNew: false,
    ageDays: 300,
    images: [
      { type: 'product', kind: 'customer-display', view: 0, color: 'graphite', label: 'LCD-15' },
      { type: 'product', kind: 'customer-display', view: 2, color: 'graphite', label: 'LCD-15' },
    ],
    features: [
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '15,6 düym, Full HD', en: '15.6-inch, Full HD', ru: '15,6″, Full HD' } },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'HDMI, USB-C', en: 'HDMI, USB-C', ru: 'HDMI, USB-C' } },
      {
        name: { az: 'Bərkidilmə', en: 'Mounting', ru: 'Крепление' },
        value: { az: 'Dayaq və ya VESA 75', en: 'Stand or VESA 75', ru: 'Подставка или VESA 75' },
      },
      { name: { az: 'Fırlanma', en: 'Swivel', ru: 'Поворот' }, value: { az: '90°', en: '90°', ru: '90°' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'viewline-tm-15-touch-monitor',
    category: 'touch-monitors',
    title: {
      az: 'ViewLine TM-15 sensor monitor, 15 düym',
      en: 'ViewLine TM-15 touch monitor (15-inch)',
      ru: 'Сенсорный монитор ViewLine TM-15, 15″',
    },
    description: {
      az: '<p><strong>ViewLine TM-15</strong> adi kompüteri və ya mini-PC-ni tam kassa yerinə çevirir. 15 düymlük 4:3 formatlı ekran 10 toxunuşa qədər tanıyır, kassa proqramının düymələri barmaqla rahat basılır.</p><ul><li>1024×768, parlaqlıq 350 cd/m²</li><li>HDMI, VGA və sensor üçün USB</li><li>Ön panel tozdan və damcılardan qorunur (IP54)</li></ul><p>Hesab Retail, Hesab Pharma və Hesab Cafe proqramları ilə əlavə sazlama olmadan işləyir. Zəmanət — 12 ay.</p>',
      en: '<p><strong>ViewLine TM-15</strong> turns an ordinary PC or mini PC into a complete checkout. The 15-inch 4:3 screen recognises up to 10 touch points, and the buttons of the POS software are easy to press with a finger.</p><ul><li>1024×768, 350 cd/m² brightness</li><li>HDMI, VGA and USB for touch</li><li>Front panel sealed against dust and splashes (IP54)</li></ul><p>Works with Hesab Retail, Hesab Pharma and Hesab Cafe without any extra setup. 12-month warranty.</p>',
      ru: '<p><strong>ViewLine TM-15</strong> превращает обычный компьютер или мини-ПК в полноценное кассовое место. Экран 15″ формата 4:3 распознаёт до 10 касаний, а кнопки кассовой программы удобно нажимать пальцем.</p><ul><li>1024×768, яркость 350 кд/м²</li><li>HDMI, VGA и USB для сенсора</li><li>Передняя панель защищена от пыли и брызг (IP54)</li></ul><p>Работает с Hesab Retail, Hesab Pharma и Hesab Cafe без дополнительной настройки. Гарантия — 12 месяцев.</p>',
    },
    price: 395,
    isNew: false,
    ageDays: 600,
    images: [
      { type: 'product', kind: 'touch-monitor', view: 0, color: 'graphite', label: 'TM-15' },
      { type: 'product', kind: 'touch-monitor', view: 1, color: 'graphite', label: 'TM-15' },
      { type: 'product', kind: 'touch-monitor', view: 2, color: 'graphite', label: 'TM-15' },
    ],
    features: [
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '15 düym, 4:3, 1024×768', en: '15-inch, 4:3, 1024×768', ru: '15″, 4:3, 1024×768' } },
      { name: { az: 'Sensor', en: 'Touch', ru: 'Сенсор' }, value: { az: 'Kapasitiv, 10 toxunuş', en: 'Capacitive, 10-point', ru: 'Ёмкостный, 10 касаний' } },
      { name: { az: 'Girişlər', en: 'Inputs', ru: 'Входы' }, value: { az: 'HDMI, VGA, USB', en: 'HDMI, VGA, USB', ru: 'HDMI, VGA, USB' } },
      {
        name: { az: 'Qorunma dərəcəsi', en: 'Ingress protection', ru: 'Степень защиты' },
        value: { az: 'IP54 (ön panel)', en: 'IP54 (front panel)', ru: 'IP54 (передняя панель)' },
      },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'viewline-tm-17-touch-monitor',
    category: 'touch-monitors',
    title: {
      az: 'ViewLine TM-17 sensor monitor, 17 düym',
      en: 'ViewLine TM-17 touch monitor (17-inch)',
      ru: 'Сенсорный монитор ViewLine TM-17, 17″',
    },
    description: {
      az: '<p><strong>ViewLine TM-17</strong> — uzun mal siyahıları ilə işləyən kassalar, apteklər və anbarların qəbul məntəqələri üçün 17 düymlük sensor monitor. 5:4 formatlı ekran cədvəl və sənədlər üçün rahatdır, qatlanan dayaq isə ekranı istənilən bucaqda saxlayır.</p><p>Kapasitiv sensor 10 toxunuşu tanıyır və nazik əlcəklə də işləyir, daxili dinamiklər səsli xəbərdarlıqları eşitməyə imkan verir. Girişlər: HDMI, DisplayPort, VGA, USB.</p><p>Hesab Retail, Hesab Pharma və Hesab Stock ilə işləyir. Zəmanət — 24 ay.</p>',
      en: '<p><strong>ViewLine TM-17</strong> is a 17-inch touch monitor for checkouts with long product lists, pharmacies and warehouse receiving desks. The 5:4 screen suits tables and documents, and the folding stand holds it at any angle.</p><p>The capacitive panel recognises 10 touch points and works with thin gloves, while built-in speakers let staff hear audio alerts. Inputs: HDMI, DisplayPort, VGA, USB.</p><p>Works with Hesab Retail, Hesab Pharma and Hesab Stock. 24-month warranty.</p>',
      ru: '<p><strong>ViewLine TM-17</strong> — сенсорный монитор 17″ для касс с длинными товарными списками, аптек и складских пунктов приёмки. Экран 5:4 удобен для таблиц и документов, а складная подставка фиксирует его под любым углом.</p><p>Ёмкостный сенсор распознаёт 10 касаний и работает в тонких перчатках, встроенные динамики позволяют слышать звуковые оповещения. Входы: HDMI, DisplayPort, VGA, USB.</p><p>Работает с Hesab Retail, Hesab Pharma и Hesab Stock. Гарантия — 24 месяца.</p>',
    },
    price: 560,
    discount: 15,
    isNew: false,
    ageDays: 210,
    images: [
      { type: 'product', kind: 'touch-monitor', view: 0, color: 'silver', label: 'TM-17' },
      { type: 'product', kind: 'touch-monitor', view: 1, color: 'silver', label: 'TM-17' },
      { type: 'product', kind: 'touch-monitor', view: 2, color: 'silver', label: 'TM-17' },
      { type: 'product', kind: 'touch-monitor', view: 3, color: 'silver', label: 'TM-17' },
    ],
    features: [
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '17 düym, 5:4, 1280×1024', en: '17-inch, 5:4, 1280×1024', ru: '17″, 5:4, 1280×1024' } },
      { name: { az: 'Sensor', en: 'Touch', ru: 'Сенсор' }, value: { az: 'Kapasitiv, 10 toxunuş', en: 'Capacitive, 10-point', ru: 'Ёмкостный, 10 касаний' } },
      {
        name: { az: 'Girişlər', en: 'Inputs', ru: 'Входы' },
        value: { az: 'HDMI, DisplayPort, VGA, USB', en: 'HDMI, DisplayPort, VGA, USB', ru: 'HDMI, DisplayPort, VGA, USB' },
      },
      { name: { az: 'Dinamiklər', en: 'Speakers', ru: 'Динамики' }, value: { az: '2 × 2 Vt', en: '2 × 2 W', ru: '2 × 2 Вт' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'viewline-tm-22-touch-monitor',
    category: 'touch-monitors',
    title: {
      az: 'ViewLine TM-22 sensor monitor, 21,5 düym',
      en: 'ViewLine TM-22 touch monitor (21.5-inch)',
      ru: 'Сенсорный монитор ViewLine TM-22, 21,5″',
    },
    description: {
      az: '<p><strong>ViewLine TM-22</strong> — mətbəx ekranları, özünəxidmət köşkləri və restoran zalları üçün 21,5 düymlük Full HD sensor monitor. Korpus tam IP65 qorunmaya malikdir: ekranı nəm salfetlə silmək olar, monitor buxarlı və yağlı mətbəxdə də problemsiz işləyir.</p><ul><li>1920×1080, parlaqlıq 400 cd/m², möhkəmləndirilmiş şüşə</li><li>VESA 100 bərkidicisi ilə divara və ya dayağa quraşdırılır</li><li>Hesab Cafe proqramının mətbəx ekranı (KDS) rejimi üçün optimallaşdırılıb</li></ul><p>Komplektə daxildir: monitor, qida bloku, HDMI və USB kabelləri. Zəmanət — 24 ay.</p>',
      en: '<p><strong>ViewLine TM-22</strong> is a 21.5-inch Full HD touch monitor for kitchen displays, self-service kiosks and restaurant floors. The housing is fully IP65-sealed: you can wipe it with a damp cloth, and it copes with steam and grease in the kitchen.</p><ul><li>1920×1080, 400 cd/m² brightness, toughened glass</li><li>VESA 100 mount for a wall or stand</li><li>Optimised for the kitchen display (KDS) mode of Hesab Cafe</li></ul><p>In the box: monitor, power adapter, HDMI and USB cables. 24-month warranty.</p>',
      ru: '<p><strong>ViewLine TM-22</strong> — сенсорный монитор 21,5″ Full HD для кухонных экранов, киосков самообслуживания и ресторанных залов. Корпус полностью защищён по IP65: экран можно протирать влажной салфеткой, а пар и жир на кухне ему не страшны.</p><ul><li>1920×1080, яркость 400 кд/м², закалённое стекло</li><li>Крепление VESA 100 на стену или стойку</li><li>Оптимизирован для режима кухонного экрана (KDS) в Hesab Cafe</li></ul><p>Комплектация: монитор, блок питания, кабели HDMI и USB. Гарантия — 24 месяца.</p>',
    },
    price: 890,
    isNew: false,
    ageDays: 88,
    images: [
      { type: 'product', kind: 'touch-monitor', view: 0, color: 'navy', label: 'TM-22' },
      { type: 'product', kind: 'touch-monitor', view: 3, color: 'navy', label: 'TM-22' },
    ],
    features: [
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '21,5 düym, Full HD', en: '21.5-inch, Full HD', ru: '21,5″, Full HD' } },
      { name: { az: 'Parlaqlıq', en: 'Brightness', ru: 'Яркость' }, value: { az: '400 cd/m²', en: '400 cd/m²', ru: '400 кд/м²' } },
      {
        name: { az: 'Qorunma dərəcəsi', en: 'Ingress protection', ru: 'Степень защиты' },
        value: { az: 'IP65 (bütün korpus)', en: 'IP65 (whole housing)', ru: 'IP65 (весь корпус)' },
      },
      { name: { az: 'Bərkidilmə', en: 'Mounting', ru: 'Крепление' }, value: { az: 'VESA 100', en: 'VESA 100', ru: 'VESA 100' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
];
