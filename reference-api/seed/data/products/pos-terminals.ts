// POS terminals: touch POS terminals, data terminals and ready-made POS kits.
import type { SeedProduct } from '../../types.ts';

export const posTerminalProducts: SeedProduct[] = [
  {
    slug: 'hesabpos-t15-touch-pos-terminal',
    category: 'touch-pos-terminals',
    title: {
      az: 'HesabPOS T15 sensor ekranlı POS terminalı',
      en: 'HesabPOS T15 touch POS terminal',
      ru: 'Сенсорный POS-терминал HesabPOS T15',
    },
    description: {
      az: '<p><strong>HesabPOS T15</strong> — mağaza, aptek və kafe kassası üçün 15,6 düymlük sensor ekranlı monoblok POS terminalı. Alüminium korpus və ventilyatorsuz soyutma sayəsində toz yığmır, səs salmır və bütün gün fasiləsiz işləməyə hesablanıb.</p><ul><li>Intel Celeron J6412, 8 GB operativ yaddaş, 128 GB SSD</li><li>Printer, pul qutusu, skaner və tərəzi üçün 6×USB, 2×COM, LAN, RJ11</li><li>Windows 11 IoT; Hesab Retail, Hesab Pharma və Hesab Cafe ilə sınaqdan keçirilib</li></ul><p>Komplektə daxildir: terminal, qida bloku, VESA bərkidicisi. Azərbaycanda rəsmi zəmanət — 24 ay.</p>',
      en: '<p><strong>HesabPOS T15</strong> is a 15.6-inch touch POS all-in-one for shop, pharmacy and café checkouts. The fanless aluminium body keeps dust out, runs silently and is built to work all day without a break.</p><ul><li>Intel Celeron J6412, 8 GB RAM, 128 GB SSD</li><li>6×USB, 2×COM, LAN and RJ11 for the printer, cash drawer, scanner and scale</li><li>Windows 11 IoT; tested with Hesab Retail, Hesab Pharma and Hesab Cafe</li></ul><p>In the box: terminal, power adapter, VESA mount. 24-month official warranty in Azerbaijan.</p>',
      ru: '<p><strong>HesabPOS T15</strong> — сенсорный моноблочный POS-терминал с экраном 15,6″ для кассы магазина, аптеки или кафе. Безвентиляторный алюминиевый корпус не собирает пыль, работает бесшумно и рассчитан на целый день без перерыва.</p><ul><li>Intel Celeron J6412, 8 ГБ ОЗУ, SSD 128 ГБ</li><li>6×USB, 2×COM, LAN и RJ11 для принтера, денежного ящика, сканера и весов</li><li>Windows 11 IoT; протестирован с Hesab Retail, Hesab Pharma и Hesab Cafe</li></ul><p>Комплектация: терминал, блок питания, крепление VESA. Официальная гарантия в Азербайджане — 24 месяца.</p>',
    },
    price: 1390,
    isNew: false,
    ageDays: 240,
    images: [
      { type: 'product', kind: 'pos-terminal', view: 0, color: 'graphite', label: 'T15' },
      { type: 'product', kind: 'pos-terminal', view: 1, color: 'graphite', label: 'T15' },
      { type: 'product', kind: 'pos-terminal', view: 2, color: 'graphite', label: 'T15' },
      { type: 'product', kind: 'pos-terminal', view: 3, color: 'graphite', label: 'T15' },
    ],
    features: [
      {
        name: { az: 'Ekran', en: 'Display', ru: 'Экран' },
        value: { az: '15,6 düym, 1920×1080, kapasitiv', en: '15.6-inch, 1920×1080, capacitive', ru: '15,6″, 1920×1080, ёмкостный' },
      },
      {
        name: { az: 'Prosessor', en: 'Processor', ru: 'Процессор' },
        value: { az: 'Intel Celeron J6412, 4 nüvə', en: 'Intel Celeron J6412, quad-core', ru: 'Intel Celeron J6412, 4 ядра' },
      },
      { name: { az: 'Operativ yaddaş', en: 'RAM', ru: 'Оперативная память' }, value: { az: '8 GB', en: '8 GB', ru: '8 ГБ' } },
      { name: { az: 'Yaddaş', en: 'Storage', ru: 'Накопитель' }, value: { az: '128 GB SSD', en: '128 GB SSD', ru: 'SSD 128 ГБ' } },
      {
        name: { az: 'Əməliyyat sistemi', en: 'Operating system', ru: 'Операционная система' },
        value: { az: 'Windows 11 IoT', en: 'Windows 11 IoT', ru: 'Windows 11 IoT' },
      },
      {
        name: { az: 'Portlar', en: 'Ports', ru: 'Интерфейсы' },
        value: { az: '6×USB, 2×COM, LAN, RJ11, HDMI', en: '6×USB, 2×COM, LAN, RJ11, HDMI', ru: '6×USB, 2×COM, LAN, RJ11, HDMI' },
      },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'hesabpos-t15d-dual-screen-pos-terminal',
    category: 'touch-pos-terminals',
    title: {
      az: 'HesabPOS T15D iki ekranlı POS terminalı',
      en: 'HesabPOS T15D dual-screen POS terminal',
      ru: 'Двухэкранный POS-терминал HesabPOS T15D',
    },
    description: {
      az: '<p><strong>HesabPOS T15D</strong> kassir üçün 15,6 düymlük sensor ekrandan və müştəriyə baxan 10,1 düymlük ikinci ekrandan ibarətdir. Müştəri alınan malların siyahısını, yekun məbləği və ödəniş üçün QR kodu dərhal görür, kassa boş olanda isə ikinci ekranda reklam və aksiyalarınızı göstərmək olar.</p><p>İçində T15 modelinin etibarlı platforması var: Intel Celeron J6412, 8 GB operativ yaddaş, 128 GB SSD, ventilyatorsuz korpus. Hesab Retail və Hesab Pharma ikinci ekranı avtomatik tanıyır, əlavə sazlama tələb olunmur.</p><p>Komplektə daxildir: terminal, qida bloku, Windows 11 IoT lisenziyası. Azərbaycanda rəsmi zəmanət — 24 ay.</p>',
      en: '<p><strong>HesabPOS T15D</strong> pairs a 15.6-inch touch screen for the cashier with a 10.1-inch second screen facing the customer. Shoppers see every item, the total and a QR code for payment as you scan, and when the till is quiet the second screen shows your ads and promotions.</p><p>Inside is the proven T15 platform: Intel Celeron J6412, 8 GB RAM and a 128 GB SSD in a fanless body. Hesab Retail and Hesab Pharma detect the second screen automatically, with no extra setup.</p><p>In the box: terminal, power adapter, Windows 11 IoT licence. 24-month official warranty in Azerbaijan.</p>',
      ru: '<p><strong>HesabPOS T15D</strong> — POS-терминал с сенсорным экраном 15,6″ для кассира и вторым экраном 10,1″ для покупателя. Покупатель сразу видит список товаров, итоговую сумму и QR-код для оплаты, а когда на кассе нет очереди, на втором экране можно показывать рекламу и акции.</p><p>Внутри — проверенная платформа T15: Intel Celeron J6412, 8 ГБ ОЗУ, SSD 128 ГБ, безвентиляторный корпус. Hesab Retail и Hesab Pharma распознают второй экран автоматически, дополнительная настройка не нужна.</p><p>Комплектация: терминал, блок питания, лицензия Windows 11 IoT. Официальная гарантия в Азербайджане — 24 месяца.</p>',
    },
    price: 1690,
    discount: 10,
    isNew: false,
    ageDays: 185,
    images: [
      { type: 'product', kind: 'pos-terminal', view: 0, color: 'white', label: 'T15D' },
      { type: 'product', kind: 'pos-terminal', view: 2, color: 'white', label: 'T15D' },
      { type: 'product', kind: 'pos-terminal', view: 3, color: 'white', label: 'T15D' },
    ],
    features: [
      {
        name: { az: 'Kassir ekranı', en: 'Cashier screen', ru: 'Экран кассира' },
        value: { az: '15,6 düym, sensor', en: '15.6-inch touch', ru: '15,6″, сенсорный' },
      },
      {
        name: { az: 'Müştəri displeyi', en: 'Customer display', ru: 'Дисплей покупателя' },
        value: { az: '10,1 düym, 1280×800', en: '10.1-inch, 1280×800', ru: '10,1″, 1280×800' },
      },
      {
        name: { az: 'Prosessor', en: 'Processor', ru: 'Процессор' },
        value: { az: 'Intel Celeron J6412', en: 'Intel Celeron J6412', ru: 'Intel Celeron J6412' },
      },
      { name: { az: 'Operativ yaddaş', en: 'RAM', ru: 'Оперативная память' }, value: { az: '8 GB', en: '8 GB', ru: '8 ГБ' } },
      { name: { az: 'Yaddaş', en: 'Storage', ru: 'Накопитель' }, value: { az: '128 GB SSD', en: '128 GB SSD', ru: 'SSD 128 ГБ' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'hesabpos-t22-pro-touch-pos-terminal',
    category: 'touch-pos-terminals',
    title: {
      az: 'HesabPOS T22 Pro sensor ekranlı POS terminalı',
      en: 'HesabPOS T22 Pro touch POS terminal',
      ru: 'Сенсорный POS-терминал HesabPOS T22 Pro',
    },
    description: {
      az: '<p><strong>HesabPOS T22 Pro</strong> — böyük supermarketlər, restoranlar və növbəsi çox olan kassalar üçün 21,5 düymlük Full HD sensor ekranlı güclü POS terminalıdır. Geniş ekranda menyu, zalın planı və mal kataloqu rahat yerləşir, kassirlər və ofisiantlar daha az toxunuşla işləyir.</p><ul><li>Intel Core i5, 16 GB operativ yaddaş, 256 GB NVMe SSD</li><li>IP65 ön panel — su və yağ damcılarından qorxmur</li><li>Bonus kartları üçün daxili maqnit kart oxuyucusu və möhkəm metal dayaq</li></ul><p>Hesab Cafe, Hesab Retail və Hesab Fitness ilə işləyir. Komplektə daxildir: terminal, qida bloku, kabel dəsti. Rəsmi zəmanət — 24 ay.</p>',
      en: '<p><strong>HesabPOS T22 Pro</strong> is a powerful POS terminal with a 21.5-inch Full HD touch screen for large supermarkets, restaurants and busy checkouts. The wide screen fits the menu, floor plan or product catalogue comfortably, so cashiers and waiters need fewer taps.</p><ul><li>Intel Core i5, 16 GB RAM, 256 GB NVMe SSD</li><li>IP65-rated front panel that shrugs off water and grease splashes</li><li>Built-in magnetic card reader for loyalty cards and a sturdy metal stand</li></ul><p>Works with Hesab Cafe, Hesab Retail and Hesab Fitness. In the box: terminal, power adapter, cable set. 24-month official warranty.</p>',
      ru: '<p><strong>HesabPOS T22 Pro</strong> — производительный POS-терминал с сенсорным экраном 21,5″ Full HD для крупных супермаркетов, ресторанов и касс с большим потоком покупателей. На широком экране удобно размещаются меню, план зала и каталог товаров, поэтому кассирам и официантам нужно меньше нажатий.</p><ul><li>Intel Core i5, 16 ГБ ОЗУ, NVMe SSD 256 ГБ</li><li>Передняя панель с защитой IP65 — не боится брызг воды и жира</li><li>Встроенный считыватель магнитных бонусных карт и прочная металлическая подставка</li></ul><p>Работает с Hesab Cafe, Hesab Retail и Hesab Fitness. Комплектация: терминал, блок питания, комплект кабелей. Официальная гарантия — 24 месяца.</p>',
    },
    price: 2890,
    isNew: false,
    ageDays: 410,
    images: [
      { type: 'product', kind: 'pos-terminal', view: 0, color: 'silver', label: 'T22 Pro' },
      { type: 'product', kind: 'pos-terminal', view: 1, color: 'silver', label: 'T22 Pro' },
      { type: 'product', kind: 'pos-terminal', view: 3, color: 'silver', label: 'T22 Pro' },
    ],
    features: [
      {
        name: { az: 'Ekran', en: 'Display', ru: 'Экран' },
        value: { az: '21,5 düym, Full HD, kapasitiv', en: '21.5-inch, Full HD, capacitive', ru: '21,5″, Full HD, ёмкостный' },
      },
      { name: { az: 'Prosessor', en: 'Processor', ru: 'Процессор' }, value: { az: 'Intel Core i5', en: 'Intel Core i5', ru: 'Intel Core i5' } },
      { name: { az: 'Operativ yaddaş', en: 'RAM', ru: 'Оперативная память' }, value: { az: '16 GB', en: '16 GB', ru: '16 ГБ' } },
      { name: { az: 'Yaddaş', en: 'Storage', ru: 'Накопитель' }, value: { az: '256 GB NVMe SSD', en: '256 GB NVMe SSD', ru: 'NVMe SSD 256 ГБ' } },
      {
        name: { az: 'Qorunma dərəcəsi', en: 'Ingress protection', ru: 'Степень защиты' },
        value: { az: 'IP65 (ön panel)', en: 'IP65 (front panel)', ru: 'IP65 (передняя панель)' },
      },
      {
        name: { az: 'Kart oxuyucusu', en: 'Card reader', ru: 'Считыватель карт' },
        value: { az: 'Maqnit zolaqlı, daxili', en: 'Built-in magnetic stripe', ru: 'Встроенный, магнитная полоса' },
      },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'hesabpos-a11-android-pos-terminal-with-printer',
    category: 'touch-pos-terminals',
    title: {
      az: 'HesabPOS A11 daxili printerli Android POS terminalı',
      en: 'HesabPOS A11 Android POS terminal with built-in printer',
      ru: 'Android POS-терминал HesabPOS A11 со встроенным принтером',
    },
    description: {
      az: '<p><strong>HesabPOS A11</strong> kiçik mağaza, qəhvəxana və köşklər üçün yığcam həlldir: 11,6 düymlük sensor ekran, 58 mm-lik daxili qəbz printeri və Android 13 bir korpusda birləşib. Kassada yer az olanda ayrıca kompüterə və printerə ehtiyac qalmır.</p><ul><li>8 nüvəli prosessor, 4 GB operativ yaddaş, 64 GB daxili yaddaş</li><li>Wi-Fi, Bluetooth, LAN və pul qutusu üçün RJ11</li><li>Hesab Retail və Hesab Cafe proqramlarının Android versiyası ilə işləyir</li></ul><p>Komplektə daxildir: terminal, qida bloku, 58 mm-lik kağız rulonu. Azərbaycanda rəsmi zəmanət — 12 ay.</p>',
      en: '<p><strong>HesabPOS A11</strong> is a compact all-in-one for small stores, coffee shops and kiosks: an 11.6-inch touch screen, a built-in 58 mm receipt printer and Android 13 in a single body. When counter space is tight, you no longer need a separate PC and printer.</p><ul><li>Octa-core processor, 4 GB RAM, 64 GB storage</li><li>Wi-Fi, Bluetooth, LAN and RJ11 for a cash drawer</li><li>Runs the Android editions of Hesab Retail and Hesab Cafe</li></ul><p>In the box: terminal, power adapter, a 58 mm paper roll. 12-month official warranty in Azerbaijan.</p>',
      ru: '<p><strong>HesabPOS A11</strong> — компактное решение для небольших магазинов, кофеен и киосков: сенсорный экран 11,6″, встроенный чековый принтер на 58 мм и Android 13 в одном корпусе. Если места у кассы мало, отдельный компьютер и принтер больше не нужны.</p><ul><li>8-ядерный процессор, 4 ГБ ОЗУ, 64 ГБ встроенной памяти</li><li>Wi-Fi, Bluetooth, LAN и RJ11 для денежного ящика</li><li>Работает с Android-версиями Hesab Retail и Hesab Cafe</li></ul><p>Комплектация: терминал, блок питания, рулон чековой ленты 58 мм. Официальная гарантия в Азербайджане — 12 месяцев.</p>',
    },
    price: 949,
    isNew: true,
    ageDays: 3,
    images: [
      { type: 'photo', file: 'a11-terminal-counter.jpg' },
      { type: 'photo', file: 'a11-terminal-cutout.png' },
      { type: 'product', kind: 'pos-terminal', view: 1, color: 'teal', label: 'A11' },
    ],
    features: [
      {
        name: { az: 'Ekran', en: 'Display', ru: 'Экран' },
        value: { az: '11,6 düym, 1366×768, kapasitiv', en: '11.6-inch, 1366×768, capacitive', ru: '11,6″, 1366×768, ёмкостный' },
      },
      {
        name: { az: 'Əməliyyat sistemi', en: 'Operating system', ru: 'Операционная система' },
        value: { az: 'Android 13', en: 'Android 13', ru: 'Android 13' },
      },
      {
        name: { az: 'Daxili printer', en: 'Built-in printer', ru: 'Встроенный принтер' },
        value: { az: '58 mm, 120 mm/san', en: '58 mm, 120 mm/s', ru: '58 мм, 120 мм/с' },
      },
      { name: { az: 'Yaddaş', en: 'Memory', ru: 'Память' }, value: { az: '4 GB + 64 GB', en: '4 GB + 64 GB', ru: '4 ГБ + 64 ГБ' } },
      {
        name: { az: 'Simsiz əlaqə', en: 'Wireless', ru: 'Беспроводная связь' },
        value: { az: 'Wi-Fi, Bluetooth 5.0', en: 'Wi-Fi, Bluetooth 5.0', ru: 'Wi-Fi, Bluetooth 5.0' },
      },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'hesabpos-t17-touch-pos-terminal',
    category: 'touch-pos-terminals',
    title: {
      az: 'HesabPOS T17 sensor ekranlı POS terminalı',
      en: 'HesabPOS T17 touch POS terminal',
      ru: 'Сенсорный POS-терминал HesabPOS T17',
    },
    description: {
      az: '<p><strong>HesabPOS T17</strong> — apteklər və çeşidi geniş olan mağazalar üçün 17 düymlük sensor ekranlı POS terminalıdır. 5:4 formatlı ekran mal cədvəlinin daha çox sətrini göstərir, buna görə kassir dərmanı və ya malı adına, barkoduna və seriyasına görə tez tapır.</p><p>Intel Core i3 prosessoru, 8 GB operativ yaddaş və 256 GB SSD gün ərzində minlərlə çeki gecikmədən emal edir. Ekranın bucağı 0–90° arasında tənzimlənir, kabellər dayağın içindən keçir və kassa masası səliqəli qalır.</p><p>Hesab Pharma və Hesab Retail ilə işləyir. Komplektə daxildir: terminal, qida bloku, VESA bərkidicisi. Rəsmi zəmanət — 24 ay.</p>',
      en: '<p><strong>HesabPOS T17</strong> is a 17-inch touch POS terminal for pharmacies and shops with a wide range. The 5:4 screen shows more rows of the product table, so the cashier finds a medicine or item by name, barcode or batch faster.</p><p>An Intel Core i3, 8 GB RAM and a 256 GB SSD handle thousands of receipts a day without a hitch. The screen tilts from 0 to 90°, cables run inside the stand and the counter stays tidy.</p><p>Works with Hesab Pharma and Hesab Retail. In the box: terminal, power adapter, VESA mount. 24-month official warranty.</p>',
      ru: '<p><strong>HesabPOS T17</strong> — сенсорный POS-терминал с экраном 17″ для аптек и магазинов с большим ассортиментом. Экран формата 5:4 вмещает больше строк товарной таблицы, и кассир быстрее находит препарат или товар по названию, штрихкоду или серии.</p><p>Intel Core i3, 8 ГБ ОЗУ и SSD 256 ГБ без задержек обрабатывают тысячи чеков в день. Угол наклона экрана регулируется от 0 до 90°, кабели спрятаны в подставке, и на кассе всегда порядок.</p><p>Работает с Hesab Pharma и Hesab Retail. Комплектация: терминал, блок питания, крепление VESA. Официальная гарантия — 24 месяца.</p>',
    },
    price: 1950,
    isNew: false,
    ageDays: 128,
    images: [
      { type: 'product', kind: 'pos-terminal', view: 0, color: 'navy', label: 'T17' },
      { type: 'product', kind: 'pos-terminal', view: 1, color: 'navy', label: 'T17' },
      { type: 'product', kind: 'pos-terminal', view: 2, color: 'navy', label: 'T17' },
    ],
    features: [
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '17 düym, 5:4, 1280×1024', en: '17-inch, 5:4, 1280×1024', ru: '17″, 5:4, 1280×1024' } },
      { name: { az: 'Prosessor', en: 'Processor', ru: 'Процессор' }, value: { az: 'Intel Core i3', en: 'Intel Core i3', ru: 'Intel Core i3' } },
      { name: { az: 'Operativ yaddaş', en: 'RAM', ru: 'Оперативная память' }, value: { az: '8 GB', en: '8 GB', ru: '8 ГБ' } },
      { name: { az: 'Yaddaş', en: 'Storage', ru: 'Накопитель' }, value: { az: '256 GB SSD', en: '256 GB SSD', ru: 'SSD 256 ГБ' } },
      { name: { az: 'Ekranın bucağı', en: 'Screen tilt', ru: 'Наклон экрана' }, value: { az: '0–90°', en: '0–90°', ru: '0–90°' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'hesabpos-m6-mobile-data-terminal',
    category: 'data-terminals',
    title: {
      az: 'HesabPOS M6 məlumat toplama terminalı',
      en: 'HesabPOS M6 mobile data terminal',
      ru: 'Терминал сбора данных HesabPOS M6',
    },
    description: {
      az: '<p><strong>HesabPOS M6</strong> inventarizasiya, malın qəbulu və rəflərdə qiymət yoxlaması üçün Android əsaslı yüngül məlumat toplama terminalıdır. Daxili 2D skaner barkodları, QR və DataMatrix kodlarını, o cümlədən əzilmiş və zəif çap olunmuş etiketləri bir anda oxuyur.</p><ul><li>5,5 düymlük ekran, Android 13, 4 GB / 64 GB</li><li>Wi-Fi, 4G, Bluetooth; 5000 mAh batareya bütöv növbəyə çatır</li><li>IP65 qorunma, 1,5 metr hündürlükdən betona düşməyə davamlıdır</li></ul><p>Hesab Stock mobil tətbiqi ilə sayımın nəticələri birbaşa anbar uçotuna düşür. Komplektə daxildir: terminal, batareya, USB-C kabeli, qol qayışı. Zəmanət — 12 ay.</p>',
      en: '<p><strong>HesabPOS M6</strong> is a light Android data terminal for stock counts, goods receiving and shelf price checks. Its built-in 2D scanner reads barcodes, QR and DataMatrix codes in an instant, including crumpled and poorly printed labels.</p><ul><li>5.5-inch screen, Android 13, 4 GB / 64 GB</li><li>Wi-Fi, 4G, Bluetooth; the 5000 mAh battery lasts a full shift</li><li>IP65 sealing, survives 1.5 m drops onto concrete</li></ul><p>With the Hesab Stock mobile app, count results go straight into your inventory records. In the box: terminal, battery, USB-C cable, hand strap. 12-month warranty.</p>',
      ru: '<p><strong>HesabPOS M6</strong> — лёгкий терминал сбора данных на Android для инвентаризации, приёмки товара и проверки цен на полках. Встроенный 2D-сканер мгновенно считывает штрихкоды, QR и DataMatrix, в том числе на мятых и плохо пропечатанных этикетках.</p><ul><li>Экран 5,5″, Android 13, 4 ГБ / 64 ГБ</li><li>Wi-Fi, 4G, Bluetooth; аккумулятора 5000 мА·ч хватает на полную смену</li><li>Защита IP65, выдерживает падение с 1,5 м на бетон</li></ul><p>С мобильным приложением Hesab Stock результаты пересчёта сразу попадают в складской учёт. Комплектация: терминал, аккумулятор, кабель USB-C, ремешок на руку. Гарантия — 12 месяцев.</p>',
    },
    price: 790,
    isNew: false,
    ageDays: 330,
    images: [
      { type: 'product', kind: 'data-terminal', view: 0, color: 'graphite', label: 'M6' },
      { type: 'product', kind: 'data-terminal', view: 1, color: 'graphite', label: 'M6' },
      { type: 'product', kind: 'data-terminal', view: 3, color: 'graphite', label: 'M6' },
    ],
    features: [
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '5,5 düym, 1440×720', en: '5.5-inch, 1440×720', ru: '5,5″, 1440×720' } },
      { name: { az: 'Oxuma növü', en: 'Scan engine', ru: 'Тип считывания' }, value: { az: '2D (şəkil sensoru)', en: '2D area imager', ru: '2D-имиджер' } },
      {
        name: { az: 'Əməliyyat sistemi', en: 'Operating system', ru: 'Операционная система' },
        value: { az: 'Android 13', en: 'Android 13', ru: 'Android 13' },
      },
      { name: { az: 'Batareya', en: 'Battery', ru: 'Аккумулятор' }, value: { az: '5000 mAh', en: '5000 mAh', ru: '5000 мА·ч' } },
      { name: { az: 'Qorunma dərəcəsi', en: 'Ingress protection', ru: 'Степень защиты' }, value: { az: 'IP65', en: 'IP65', ru: 'IP65' } },
      { name: { az: 'Düşməyə davamlılıq', en: 'Drop rating', ru: 'Устойчивость к падениям' }, value: { az: '1,5 m', en: '1.5 m', ru: '1,5 м' } },
      { name: { az: 'Çəki', en: 'Weight', ru: 'Вес' }, value: { az: '260 q', en: '260 g', ru: '260 г' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'hesabpos-m8-pro-pistol-grip-data-terminal',
    category: 'data-terminals',
    title: {
      az: 'HesabPOS M8 Pro tapança tutacaqlı məlumat toplama terminalı',
      en: 'HesabPOS M8 Pro pistol-grip data terminal',
      ru: 'Терминал сбора данных HesabPOS M8 Pro с пистолетной рукояткой',
    },
    description: {
      az: '<p><strong>HesabPOS M8 Pro</strong> — anbarlar, paylama mərkəzləri və böyük mağazalar üçün tapança tutacaqlı, möhkəm məlumat toplama terminalı. Skaner barkodları 10 metrə qədər uzaqlıqdan, hətta ən yuxarı rəflərdə də oxuyur.</p><ul><li>4 düymlük ekran və 38 düyməli klaviatura — əlcəklə də rahat işləmək olar</li><li>7000 mAh dəyişdirilə bilən batareya, 1,8 metrdən düşməyə davamlılıq, IP67</li><li>Android 12, 4 GB / 64 GB, Wi-Fi 6 və 4G</li></ul><p>Hesab Stock ilə malın qəbulu, yerdəyişmə və sayım sənədləri birbaşa terminalda yaradılır. Zəmanət — 12 ay, Bakıda servis dəstəyi.</p>',
      en: '<p><strong>HesabPOS M8 Pro</strong> is a rugged pistol-grip data terminal for warehouses, distribution centres and large stores. Its long-range scanner reads barcodes from up to 10 metres away, even on the top shelves.</p><ul><li>4-inch screen and 38-key keypad, easy to use with gloves on</li><li>Swappable 7000 mAh battery, 1.8 m drop rating, IP67</li><li>Android 12, 4 GB / 64 GB, Wi-Fi 6 and 4G</li></ul><p>With Hesab Stock, receiving, transfer and stock-count documents are created right on the terminal. 12-month warranty with service support in Baku.</p>',
      ru: '<p><strong>HesabPOS M8 Pro</strong> — защищённый терминал сбора данных с пистолетной рукояткой для складов, распределительных центров и крупных магазинов. Сканер дальнего действия считывает штрихкоды с расстояния до 10 метров, даже на верхних ярусах стеллажей.</p><ul><li>Экран 4″ и клавиатура на 38 клавиш — удобно работать даже в перчатках</li><li>Съёмный аккумулятор 7000 мА·ч; корпус с защитой IP67 выдерживает падение с 1,8 м</li><li>Android 12, 4 ГБ / 64 ГБ, Wi-Fi 6 и 4G</li></ul><p>С Hesab Stock документы приёмки, перемещения и инвентаризации создаются прямо на терминале. Гарантия — 12 месяцев, сервисная поддержка в Баку.</p>',
    },
    price: 1290,
    discount: 10,
    isNew: false,
    ageDays: 275,
    images: [
      { type: 'product', kind: 'data-terminal', view: 0, color: 'amber', label: 'M8 Pro' },
      { type: 'product', kind: 'data-terminal', view: 1, color: 'amber', label: 'M8 Pro' },
      { type: 'product', kind: 'data-terminal', view: 2, color: 'amber', label: 'M8 Pro' },
      { type: 'product', kind: 'data-terminal', view: 3, color: 'amber', label: 'M8 Pro' },
    ],
    features: [
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '4 düym, sensor', en: '4-inch touch', ru: '4″, сенсорный' } },
      { name: { az: 'Klaviatura', en: 'Keypad', ru: 'Клавиатура' }, value: { az: '38 düymə', en: '38 keys', ru: '38 клавиш' } },
      { name: { az: 'Oxuma məsafəsi', en: 'Scan range', ru: 'Дальность считывания' }, value: { az: '10 metrə qədər', en: 'Up to 10 m', ru: 'До 10 м' } },
      {
        name: { az: 'Batareya', en: 'Battery', ru: 'Аккумулятор' },
        value: { az: '7000 mAh, dəyişdirilə bilən', en: '7000 mAh, swappable', ru: '7000 мА·ч, съёмный' },
      },
      { name: { az: 'Qorunma dərəcəsi', en: 'Ingress protection', ru: 'Степень защиты' }, value: { az: 'IP67', en: 'IP67', ru: 'IP67' } },
      { name: { az: 'Düşməyə davamlılıq', en: 'Drop rating', ru: 'Устойчивость к падениям' }, value: { az: '1,8 m', en: '1.8 m', ru: '1,8 м' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'hesabpos-m10-uhf-rfid-data-terminal',
    category: 'data-terminals',
    title: {
      az: 'HesabPOS M10 UHF RFID oxuyuculu məlumat toplama terminalı',
      en: 'HesabPOS M10 UHF RFID data terminal',
      ru: 'Терминал сбора данных HesabPOS M10 UHF с RFID-считывателем',
    },
    description: {
      az: '<p><strong>HesabPOS M10 UHF</strong> geyim mağazaları, kitab evləri və anbarlar üçün RFID etiketləri ilə işləyən terminaldır. Saniyədə 200-dən çox etiket oxuyur: bütöv bir paltar stendini və ya açılmamış qutunu saymaq cəmi bir neçə dəqiqə çəkir.</p><p>Terminalda həmçinin 2D barkod skaneri, 6 düymlük ekran, Android 13 və 8000 mAh batareya var. UHF oxuyucusunun məsafəsi 12 metrə qədərdir.</p><p>Hesab Stock RFID sayımının nəticəsini dərhal uçotdakı qalıqlarla tutuşdurur. Komplektə daxildir: terminal, RFID tutacağı, şarj bazası. Zəmanət — 12 ay.</p>',
      en: '<p><strong>HesabPOS M10 UHF</strong> is a terminal built for RFID tags in clothing stores, bookshops and warehouses. It reads more than 200 tags per second, so counting a whole clothes rail or an unopened box takes just a few minutes.</p><p>It also has a 2D barcode scanner, a 6-inch screen, Android 13 and an 8000 mAh battery. The UHF reader has a range of up to 12 metres.</p><p>Hesab Stock compares an RFID count with book stock straight away. In the box: terminal, RFID grip, charging cradle. 12-month warranty.</p>',
      ru: '<p><strong>HesabPOS M10 UHF</strong> — терминал для работы с RFID-метками в магазинах одежды, книжных магазинах и на складах. Он считывает более 200 меток в секунду, поэтому пересчёт целой стойки с одеждой или нераспечатанной коробки занимает считаные минуты.</p><p>Кроме того, в терминале есть 2D-сканер штрихкодов, экран 6″, Android 13 и аккумулятор 8000 мА·ч. Дальность чтения UHF-считывателя — до 12 метров.</p><p>Hesab Stock сразу сверяет результаты RFID-инвентаризации с учётными остатками. Комплектация: терминал, RFID-рукоятка, зарядная подставка. Гарантия — 12 месяцев.</p>',
    },
    price: 1890,
    isNew: true,
    ageDays: 7,
    images: [
      { type: 'product', kind: 'data-terminal', view: 0, color: 'navy', label: 'M10 UHF' },
      { type: 'product', kind: 'data-terminal', view: 3, color: 'navy', label: 'M10 UHF' },
    ],
    features: [
      {
        name: { az: 'RFID oxuyucusu', en: 'RFID reader', ru: 'RFID-считыватель' },
        value: { az: 'UHF, 12 metrə qədər', en: 'UHF, up to 12 m', ru: 'UHF, до 12 м' },
      },
      {
        name: { az: 'Oxuma sürəti', en: 'Read rate', ru: 'Скорость чтения' },
        value: { az: 'Saniyədə 200+ etiket', en: '200+ tags per second', ru: 'Более 200 меток в секунду' },
      },
      { name: { az: 'Ekran', en: 'Display', ru: 'Экран' }, value: { az: '6 düym', en: '6-inch', ru: '6″' } },
      { name: { az: 'Batareya', en: 'Battery', ru: 'Аккумулятор' }, value: { az: '8000 mAh', en: '8000 mAh', ru: '8000 мА·ч' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'hesabpos-market-pos-kit',
    category: 'pos-kits',
    title: {
      az: 'HesabPOS Market POS dəsti',
      en: 'HesabPOS Market POS kit',
      ru: 'POS-комплект HesabPOS Market',
    },
    description: {
      az: '<p>Mağazada kassanı bir gündə işə salmaq üçün lazım olan hər şey bir qutuda. Avadanlığın uyğunluğu yoxlanılıb, proqram quraşdırılıb — yalnız mal kataloqunu yükləmək qalır.</p><ul><li>HesabPOS T15 sensor ekranlı POS terminalı</li><li>ThermoLine TP-80 qəbz printeri</li><li>SafeBox CD-405 pul qutusu</li><li>ScanLine S20 2D barkod skaneri</li><li>Hesab Retail lisenziyası (1 kassa yeri)</li></ul><p>Bakı daxilində çatdırılma və quraşdırma qiymətə daxildir. Hər cihaza öz zəmanəti: terminala 24 ay, digər avadanlığa 12–24 ay.</p>',
      en: '<p>Everything a shop needs to open a checkout in one day, in one box. The devices are tested together and the software is installed, so all that is left is to load your product catalogue.</p><ul><li>HesabPOS T15 touch POS terminal</li><li>ThermoLine TP-80 receipt printer</li><li>SafeBox CD-405 cash drawer</li><li>ScanLine S20 2D barcode scanner</li><li>Hesab Retail licence (1 checkout)</li></ul><p>Delivery and installation within Baku are included. Each device keeps its own warranty: 24 months on the terminal, 12–24 months on the rest.</p>',
      ru: '<p>Всё, что нужно, чтобы открыть кассу в магазине за один день, — в одной коробке. Совместимость оборудования проверена, программа уже установлена: остаётся только загрузить каталог товаров.</p><ul><li>Сенсорный POS-терминал HesabPOS T15</li><li>Чековый принтер ThermoLine TP-80</li><li>Денежный ящик SafeBox CD-405</li><li>2D-сканер штрихкодов ScanLine S20</li><li>Лицензия Hesab Retail (1 кассовое место)</li></ul><p>Доставка и установка по Баку включены в стоимость. На каждое устройство — своя гарантия: на терминал 24 месяца, на остальное 12–24 месяца.</p>',
    },
    price: 2149,
    discount: 5,
    isNew: false,
    ageDays: 150,
    images: [
      { type: 'product', kind: 'pos-kit', view: 0, color: 'graphite', label: 'KIT MARKET' },
      { type: 'product', kind: 'pos-kit', view: 1, color: 'graphite', label: 'KIT MARKET' },
      { type: 'product', kind: 'pos-kit', view: 3, color: 'graphite', label: 'KIT MARKET' },
    ],
    features: [
      { name: { az: 'Kassa yerləri', en: 'Checkouts', ru: 'Количество касс' }, value: { az: '1', en: '1', ru: '1' } },
      {
        name: { az: 'Proqram', en: 'Software', ru: 'Программа' },
        value: { az: 'Hesab Retail, 1 kassa yeri', en: 'Hesab Retail, 1 checkout', ru: 'Hesab Retail, 1 кассовое место' },
      },
      {
        name: { az: 'Quraşdırma', en: 'Installation', ru: 'Установка' },
        value: { az: 'Bakı daxilində pulsuz', en: 'Free within Baku', ru: 'Бесплатно по Баку' },
      },
      {
        name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' },
        value: {
          az: 'Terminala 24 ay, digər cihazlara 12–24 ay',
          en: '24 months on the terminal, 12–24 on the rest',
          ru: 'На терминал — 24 месяца, на остальное — 12–24 месяца',
        },
      },
    ],
  },
  {
    slug: 'hesabpos-cafe-pos-kit',
    category: 'pos-kits',
    title: {
      az: 'HesabPOS Cafe POS dəsti',
      en: 'HesabPOS Cafe POS kit',
      ru: 'POS-комплект HesabPOS Cafe',
    },
    description: {
      az: '<p>Kafe, qəhvəxana və kiçik restoran üçün hazır dəst: ofisiant sifarişi kassada qeyd edir, mətbəx isə onu dərhal öz printerində görür.</p><ul><li>HesabPOS T17 sensor ekranlı POS terminalı</li><li>ThermoLine TP-80 qəbz printeri (kassa üçün)</li><li>ThermoLine TP-80K mətbəx printeri</li><li>SafeBox CD-405 pul qutusu</li><li>Hesab Cafe lisenziyası: zalın planı, menyu, modifikatorlar, reseptlər üzrə maya dəyəri</li></ul><p>Bakı daxilində çatdırılma və quraşdırma, menyunun yüklənməsi, printerlərin sazlanması və personal üçün 2 saatlıq təlim qiymətə daxildir. Hər cihaza öz zəmanəti: terminala 24 ay, digər avadanlığa 12–18 ay.</p>',
      en: '<p>A ready-made kit for a café, coffee shop or small restaurant: the waiter rings up the order at the till and the kitchen sees it on its own printer right away.</p><ul><li>HesabPOS T17 touch POS terminal</li><li>ThermoLine TP-80 receipt printer for the till</li><li>ThermoLine TP-80K kitchen printer</li><li>SafeBox CD-405 cash drawer</li><li>Hesab Cafe licence: floor plan, menu, modifiers, recipe costing</li></ul><p>Delivery and installation within Baku, menu upload, printer setup and a 2-hour staff training session are included. Each device keeps its own warranty: 24 months on the terminal, 12–18 months on the rest.</p>',
      ru: '<p>Готовый комплект для кафе, кофейни или небольшого ресторана: официант пробивает заказ на кассе, и кухня сразу получает его на свой принтер.</p><ul><li>Сенсорный POS-терминал HesabPOS T17</li><li>Чековый принтер ThermoLine TP-80 для кассы</li><li>Кухонный принтер ThermoLine TP-80K</li><li>Денежный ящик SafeBox CD-405</li><li>Лицензия Hesab Cafe: план зала, меню, модификаторы, калькуляция по техкартам</li></ul><p>Доставка и установка по Баку, загрузка меню, настройка принтеров и двухчасовое обучение персонала входят в стоимость. На каждое устройство — своя гарантия: на терминал 24 месяца, на остальное 12–18 месяцев.</p>',
    },
    price: 2990,
    isNew: true,
    ageDays: 14,
    images: [
      { type: 'product', kind: 'pos-kit', view: 0, color: 'red', label: 'KIT CAFE' },
      { type: 'product', kind: 'pos-kit', view: 1, color: 'red', label: 'KIT CAFE' },
    ],
    features: [
      { name: { az: 'Kassa yerləri', en: 'Checkouts', ru: 'Количество касс' }, value: { az: '1', en: '1', ru: '1' } },
      { name: { az: 'Printerlər', en: 'Printers', ru: 'Принтеры' }, value: { az: 'Kassa + mətbəx', en: 'Till + kitchen', ru: 'Касса + кухня' } },
      {
        name: { az: 'Proqram', en: 'Software', ru: 'Программа' },
        value: { az: 'Hesab Cafe, 1 kassa yeri', en: 'Hesab Cafe, 1 checkout', ru: 'Hesab Cafe, 1 кассовое место' },
      },
      { name: { az: 'Personal təlimi', en: 'Staff training', ru: 'Обучение персонала' }, value: { az: '2 saat', en: '2 hours', ru: '2 часа' } },
      {
        name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' },
        value: {
          az: 'Terminala 24 ay, digər cihazlara 12–18 ay',
          en: '24 months on the terminal, 12–18 on the rest',
          ru: 'На терминал — 24 месяца, на остальное — 12–18 месяцев',
        },
      },
    ],
  },
  {
    slug: 'hesabpos-supermarket-pro-two-checkout-pos-kit',
    category: 'pos-kits',
    title: {
      az: 'HesabPOS Supermarket Pro iki kassalı POS dəsti',
      en: 'HesabPOS Supermarket Pro two-checkout POS kit',
      ru: 'POS-комплект HesabPOS Supermarket Pro на две кассы',
    },
    description: {
      az: '<p>Minimarket və supermarketlər üçün iki tam kassa yeri və tərəzi ilə genişləndirilmiş dəst. Hər iki kassa eyni mal bazası ilə işləyir, qiymətlər və qalıqlar real vaxtda yenilənir.</p><ul><li>2 × HesabPOS T15D iki ekranlı POS terminalı</li><li>2 × ThermoLine TP-80 qəbz printeri</li><li>2 × SafeBox CD-410 pul qutusu</li><li>2 × ScanLine P70 stolüstü barkod skaneri</li><li>Mizan ML-30 etiket çap edən tərəzi</li><li>Hesab Retail lisenziyası, 2 kassa yeri</li></ul><p>Layihələndirmə, çatdırılma, quraşdırma, mal bazasının köçürülməsi və kassirlərin təlimi qiymətə daxildir. Hər şeyi ayrıca almaqla müqayisədə təxminən 1 000 manat qənaət edirsiniz. Hər cihaza öz zəmanəti: terminallara 24 ay, digər avadanlığa 18–24 ay.</p>',
      en: '<p>An extended kit for minimarkets and supermarkets with two complete checkouts and a scale. Both checkouts share one product database, so prices and stock levels update in real time.</p><ul><li>2 × HesabPOS T15D dual-screen POS terminal</li><li>2 × ThermoLine TP-80 receipt printer</li><li>2 × SafeBox CD-410 cash drawer</li><li>2 × ScanLine P70 presentation barcode scanner</li><li>Mizan ML-30 label-printing scale</li><li>Hesab Retail licence, 2 checkouts</li></ul><p>Planning, delivery, installation, product database migration and cashier training are included. You save about 1,000 AZN compared with buying each item separately. Each device keeps its own warranty: 24 months on the terminals, 18–24 months on the rest.</p>',
      ru: '<p>Расширенный комплект для минимаркетов и супермаркетов: две полноценные кассы и весы. Обе кассы работают с единой товарной базой, цены и остатки обновляются в реальном времени.</p><ul><li>2 × двухэкранный POS-терминал HesabPOS T15D</li><li>2 × чековый принтер ThermoLine TP-80</li><li>2 × денежный ящик SafeBox CD-410</li><li>2 × стационарный сканер штрихкодов ScanLine P70</li><li>Весы с печатью этикеток Mizan ML-30</li><li>Лицензия Hesab Retail на 2 кассовых места</li></ul><p>Проектирование, доставка, установка, перенос товарной базы и обучение кассиров входят в стоимость. Экономия — около 1 000 манатов по сравнению с покупкой по отдельности. На каждое устройство — своя гарантия: на терминалы 24 месяца, на остальное 18–24 месяца.</p>',
    },
    price: 4890,
    isNew: false,
    ageDays: 95,
    images: [
      { type: 'product', kind: 'pos-kit', view: 0, color: 'silver', label: 'KIT PRO 2' },
      { type: 'product', kind: 'pos-kit', view: 1, color: 'silver', label: 'KIT PRO 2' },
      { type: 'product', kind: 'pos-kit', view: 2, color: 'silver', label: 'KIT PRO 2' },
      { type: 'product', kind: 'pos-kit', view: 3, color: 'silver', label: 'KIT PRO 2' },
    ],
    features: [
      { name: { az: 'Kassa yerləri', en: 'Checkouts', ru: 'Количество касс' }, value: { az: '2', en: '2', ru: '2' } },
      {
        name: { az: 'Tərəzi', en: 'Scale', ru: 'Весы' },
        value: { az: 'Etiket çapı ilə, 30 kq', en: 'Label-printing, 30 kg', ru: 'С печатью этикеток, 30 кг' },
      },
      {
        name: { az: 'Proqram', en: 'Software', ru: 'Программа' },
        value: { az: 'Hesab Retail, 2 kassa yeri', en: 'Hesab Retail, 2 checkouts', ru: 'Hesab Retail, 2 кассовых места' },
      },
      {
        name: { az: 'Xidmətlər', en: 'Services', ru: 'Услуги' },
        value: { az: 'Quraşdırma, bazanın köçürülməsi, təlim', en: 'Installation, data migration, training', ru: 'Установка, перенос базы, обучение' },
      },
      {
        name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' },
        value: {
          az: 'Terminallara 24 ay, digər cihazlara 18–24 ay',
          en: '24 months on terminals, 18–24 on the rest',
          ru: 'На терминалы — 24 месяца, на остальное — 18–24 месяца',
        },
      },
    ],
  },
];
