// Barcode scanners: handheld and presentation (desktop / in-counter) scanners.
import type { SeedProduct } from '../../types.ts';

export const scannerProducts: SeedProduct[] = [
  {
    slug: 'scanline-s10-1d-barcode-scanner',
    category: 'handheld-scanners',
    title: {
      az: 'ScanLine S10 əl barkod skaneri (1D)',
      en: 'ScanLine S10 1D barcode scanner',
      ru: 'Сканер штрихкодов ScanLine S10 (1D)',
    },
    description: {
      az: '<p><strong>ScanLine S10</strong> — kiçik mağaza və köşklər üçün sərfəli əl barkod skaneri. EAN-13, UPC və Code 128 kimi adi xətti barkodları, o cümlədən kompüter ekranından oxuyur və USB-yə qoşulan kimi işə başlayır.</p><p>Rezin örtüklü korpus 1,5 metrdən düşməyə davamlıdır. Hesab Retail və Hesab Stock ilə işləyir. Zəmanət — 12 ay.</p>',
      en: '<p><strong>ScanLine S10</strong> is an affordable handheld barcode scanner for small shops and kiosks. It reads common linear barcodes such as EAN-13, UPC and Code 128, including from a computer screen, and works as soon as you plug it into USB.</p><p>The rubber-armoured housing survives 1.5 m drops. Works with Hesab Retail and Hesab Stock. 12-month warranty.</p>',
      ru: '<p><strong>ScanLine S10</strong> — недорогой ручной сканер штрихкодов для небольших магазинов и киосков. Считывает обычные линейные штрихкоды EAN-13, UPC и Code 128, в том числе с экрана компьютера, и начинает работать сразу после подключения по USB.</p><p>Прорезиненный корпус выдерживает падение с 1,5 м. Работает с Hesab Retail и Hesab Stock. Гарантия — 12 месяцев.</p>',
    },
    price: 92,
    isNew: false,
    ageDays: 650,
    images: [{ type: 'product', kind: 'barcode-scanner', view: 0, color: 'graphite', label: 'S10' }],
    features: [
      { name: { az: 'Oxuma növü', en: 'Scan engine', ru: 'Тип считывания' }, value: { az: '1D', en: '1D', ru: '1D' } },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'USB', en: 'USB', ru: 'USB' } },
      { name: { az: 'Düşməyə davamlılıq', en: 'Drop rating', ru: 'Устойчивость к падениям' }, value: { az: '1,5 m', en: '1.5 m', ru: '1,5 м' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
    ],
  },
  {
    slug: 'scanline-s20-2d-barcode-scanner',
    category: 'handheld-scanners',
    title: {
      az: 'ScanLine S20 2D barkod skaneri',
      en: 'ScanLine S20 2D barcode scanner',
      ru: 'Сканер штрихкодов ScanLine S20 2D',
    },
    description: {
      az: '<p><strong>ScanLine S20</strong> istənilən barkodu oxuyan universal əl skaneridir: xətti kodlar, QR, DataMatrix və PDF417. Telefon ekranındakı QR kuponları və bonus kartlarını, dərman qutularındakı DataMatrix kodlarını ilk cəhddən tanıyır.</p><ul><li>Saniyədə 60 kadr çəkən 2D sensor zəif çap olunmuş və əyri kodları da oxuyur</li><li>USB qoşulma, klaviatura emulyasiyası və virtual COM port</li><li>1,8 metrdən düşməyə davamlı korpus, IP52</li></ul><p>Komplektə daxildir: skaner, 2 metrlik USB kabeli, stolüstü dayaq. Hesab Retail, Hesab Pharma və Hesab Stock ilə işləyir. Zəmanət — 24 ay.</p>',
      en: '<p><strong>ScanLine S20</strong> is a versatile handheld scanner that reads any barcode: linear, QR, DataMatrix and PDF417. It picks up QR coupons and loyalty cards on phone screens and DataMatrix codes on medicine packs at the first attempt.</p><ul><li>60 fps 2D sensor that copes with faded and skewed codes</li><li>USB with keyboard emulation and virtual COM port</li><li>Housing rated for 1.8 m drops, IP52</li></ul><p>In the box: scanner, 2 m USB cable, desk stand. Works with Hesab Retail, Hesab Pharma and Hesab Stock. 24-month warranty.</p>',
      ru: '<p><strong>ScanLine S20</strong> — универсальный ручной сканер, который читает любые штрихкоды: линейные, QR, DataMatrix и PDF417. С первого раза распознаёт QR-купоны и бонусные карты на экране телефона, а также коды DataMatrix на упаковках лекарств.</p><ul><li>2D-сенсор на 60 кадров в секунду справляется с бледными и перекошенными кодами</li><li>USB, эмуляция клавиатуры и виртуальный COM-порт</li><li>Корпус выдерживает падение с 1,8 м, защита IP52</li></ul><p>Комплектация: сканер, кабель USB 2 м, настольная подставка. Работает с Hesab Retail, Hesab Pharma и Hesab Stock. Гарантия — 24 месяца.</p>',
    },
    price: 149,
    isNew: false,
    ageDays: 420,
    images: [
      { type: 'product', kind: 'barcode-scanner', view: 0, color: 'graphite', label: 'S20' },
      { type: 'product', kind: 'barcode-scanner', view: 1, color: 'graphite', label: 'S20' },
      { type: 'product', kind: 'barcode-scanner', view: 3, color: 'graphite', label: 'S20' },
    ],
    features: [
      { name: { az: 'Oxuma növü', en: 'Scan engine', ru: 'Тип считывания' }, value: { az: '2D (şəkil sensoru)', en: '2D area imager', ru: '2D-имиджер' } },
      {
        name: { az: 'Oxunan kodlar', en: 'Symbologies', ru: 'Поддерживаемые коды' },
        value: {
          az: 'EAN/UPC, Code 128, QR, DataMatrix, PDF417',
          en: 'EAN/UPC, Code 128, QR, DataMatrix, PDF417',
          ru: 'EAN/UPC, Code 128, QR, DataMatrix, PDF417',
        },
      },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'USB', en: 'USB', ru: 'USB' } },
      { name: { az: 'Düşməyə davamlılıq', en: 'Drop rating', ru: 'Устойчивость к падениям' }, value: { az: '1,8 m', en: '1.8 m', ru: '1,8 м' } },
      { name: { az: 'Qorunma dərəcəsi', en: 'Ingress protection', ru: 'Степень защиты' }, value: { az: 'IP52', en: 'IP52', ru: 'IP52' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'scanline-s20w-cordless-barcode-scanner',
    category: 'handheld-scanners',
    title: {
      az: 'ScanLine S20W simsiz barkod skaneri',
      en: 'ScanLine S20W cordless barcode scanner',
      ru: 'Беспроводной сканер штрихкодов ScanLine S20W',
    },
    description: {
      az: '<p><strong>ScanLine S20W</strong> — S20 modelinin simsiz versiyası: kassir ağır kisələri və iri qutuları arabadan çıxarmadan skan edir. Baza stansiyası həm radioqəbuledici, həm də şarj cihazı rolunu oynayır, əlaqə məsafəsi 50 metrə qədərdir.</p><ul><li>2D sensor: xətti kodlar, QR, DataMatrix, PDF417</li><li>2400 mAh batareya — bir dəfə doldurmaqla 30 000-ə qədər skan</li><li>Əlaqə kəsiləndə 10 000-ə qədər skanı yaddaşda saxlayır və sonra ötürür</li></ul><p>Hesab Retail və Hesab Stock ilə işləyir. Komplektə daxildir: skaner, baza stansiyası, USB kabeli. Zəmanət — 24 ay.</p>',
      en: '<p><strong>ScanLine S20W</strong> is the cordless version of the S20: cashiers can scan heavy sacks and bulky boxes without lifting them out of the trolley. The base works as both radio receiver and charger, with a range of up to 50 m.</p><ul><li>2D sensor: linear codes, QR, DataMatrix, PDF417</li><li>2400 mAh battery, up to 30,000 scans per charge</li><li>Stores up to 10,000 scans when out of range and sends them later</li></ul><p>Works with Hesab Retail and Hesab Stock. In the box: scanner, base station, USB cable. 24-month warranty.</p>',
      ru: '<p><strong>ScanLine S20W</strong> — беспроводная версия S20: кассир сканирует тяжёлые мешки и крупные коробки, не вынимая их из тележки. База одновременно служит радиоприёмником и зарядным устройством, дальность связи — до 50 м.</p><ul><li>2D-сенсор: линейные коды, QR, DataMatrix, PDF417</li><li>Аккумулятор 2400 мА·ч — до 30 000 сканирований на одном заряде</li><li>При потере связи сохраняет в памяти до 10 000 сканирований и передаёт их позже</li></ul><p>Работает с Hesab Retail и Hesab Stock. Комплектация: сканер, базовая станция, кабель USB. Гарантия — 24 месяца.</p>',
    },
    price: 229,
    isNew: false,
    ageDays: 230,
    images: [
      { type: 'product', kind: 'barcode-scanner', view: 0, color: 'navy', label: 'S20W' },
      { type: 'product', kind: 'barcode-scanner', view: 1, color: 'navy', label: 'S20W' },
      { type: 'product', kind: 'barcode-scanner', view: 2, color: 'navy', label: 'S20W' },
      { type: 'product', kind: 'barcode-scanner', view: 3, color: 'navy', label: 'S20W' },
    ],
    features: [
      { name: { az: 'Oxuma növü', en: 'Scan engine', ru: 'Тип считывания' }, value: { az: '2D (şəkil sensoru)', en: '2D area imager', ru: '2D-имиджер' } },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'Radio baza, USB', en: 'Radio base, USB', ru: 'Радиобаза, USB' } },
      { name: { az: 'Əlaqə məsafəsi', en: 'Wireless range', ru: 'Дальность связи' }, value: { az: '50 metrə qədər', en: 'Up to 50 m', ru: 'До 50 м' } },
      { name: { az: 'Batareya', en: 'Battery', ru: 'Аккумулятор' }, value: { az: '2400 mAh', en: '2400 mAh', ru: '2400 мА·ч' } },
      {
        name: { az: 'Daxili yaddaş', en: 'Offline memory', ru: 'Внутренняя память' },
        value: { az: '10 000 skan', en: '10,000 scans', ru: '10 000 сканирований' },
      },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'scanline-s30-rugged-industrial-barcode-scanner',
    category: 'handheld-scanners',
    title: {
      az: 'ScanLine S30 Rugged zərbəyə davamlı barkod skaneri',
      en: 'ScanLine S30 Rugged industrial barcode scanner',
      ru: 'Защищённый сканер штрихкодов ScanLine S30 Rugged',
    },
    description: {
      az: '<p><strong>ScanLine S30 Rugged</strong> ağır iş şəraiti üçün yaradılıb: anbarlar, soyuducu kameralar, istehsal sexləri. 2 metr hündürlükdən betona düşməyə, toza və nəmə davam gətirir, −20 °C şaxtada da işləyir.</p><ul><li>2D sensor, metalın üzərinə birbaşa vurulmuş (DPM) kodları da oxuyur</li><li>IP65 qorunma və rezin bamperlər</li><li>Bluetooth əlaqə, 3200 mAh batareya</li></ul><p>Hesab Stock və Hesab Factory ilə işləyir. Komplektə daxildir: skaner, şarj bazası, USB kabeli. Zəmanət — 36 ay.</p>',
      en: '<p><strong>ScanLine S30 Rugged</strong> is built for tough conditions: warehouses, cold stores and production floors. It survives 2 m drops onto concrete, dust and moisture, and keeps working at −20 °C.</p><ul><li>2D sensor that also reads direct part marks (DPM) on metal</li><li>IP65 sealing and rubber bumpers</li><li>Bluetooth connection, 3200 mAh battery</li></ul><p>Works with Hesab Stock and Hesab Factory. In the box: scanner, charging cradle, USB cable. 36-month warranty.</p>',
      ru: '<p><strong>ScanLine S30 Rugged</strong> создан для тяжёлых условий: складов, холодильных камер, производственных цехов. Выдерживает падение с 2 м на бетон, пыль и влагу и работает даже при −20 °C.</p><ul><li>2D-сенсор, читает в том числе DPM-коды, нанесённые прямо на металл</li><li>Защита IP65 и резиновые бамперы</li><li>Связь по Bluetooth, аккумулятор 3200 мА·ч</li></ul><p>Работает с Hesab Stock и Hesab Factory. Комплектация: сканер, зарядная подставка, кабель USB. Гарантия — 36 месяцев.</p>',
    },
    price: 429,
    isNew: true,
    ageDays: 9,
    images: [
      { type: 'product', kind: 'barcode-scanner', view: 0, color: 'amber', label: 'S30 Rugged' },
      { type: 'product', kind: 'barcode-scanner', view: 1, color: 'amber', label: 'S30 Rugged' },
      { type: 'product', kind: 'barcode-scanner', view: 3, color: 'amber', label: 'S30 Rugged' },
    ],
    features: [
      { name: { az: 'Oxuma növü', en: 'Scan engine', ru: 'Тип считывания' }, value: { az: '2D, DPM kodları', en: '2D, DPM codes', ru: '2D, DPM-коды' } },
      { name: { az: 'Qorunma dərəcəsi', en: 'Ingress protection', ru: 'Степень защиты' }, value: { az: 'IP65', en: 'IP65', ru: 'IP65' } },
      { name: { az: 'Düşməyə davamlılıq', en: 'Drop rating', ru: 'Устойчивость к падениям' }, value: { az: '2 m', en: '2 m', ru: '2 м' } },
      {
        name: { az: 'İş temperaturu', en: 'Operating temperature', ru: 'Рабочая температура' },
        value: { az: '−20…+50 °C', en: '−20 to +50 °C', ru: '−20…+50 °C' },
      },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'Bluetooth, USB', en: 'Bluetooth, USB', ru: 'Bluetooth, USB' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '36 ay', en: '36 months', ru: '36 месяцев' } },
    ],
  },
  {
    slug: 'scanline-p50-presentation-barcode-scanner',
    category: 'presentation-scanners',
    title: {
      az: 'ScanLine P50 stolüstü barkod skaneri',
      en: 'ScanLine P50 presentation barcode scanner',
      ru: 'Стационарный сканер штрихкодов ScanLine P50',
    },
    description: {
      az: '<p><strong>ScanLine P50</strong> kassa masasının üstündə durur və mal yaxınlaşdırılan kimi barkodu avtomatik oxuyur — kassirin hər iki əli sərbəst qalır. Aptek, kafe və butiklər üçün yığcam seçimdir.</p><p>2D sensor xətti barkodları, QR və DataMatrix kodlarını, o cümlədən telefon ekranından oxuyur. Başlığın bucağı tənzimlənir, iri malı skan etmək üçün skaneri əlinizə də götürə bilərsiniz. USB ilə qoşulur, Hesab Retail, Hesab Pharma və Hesab Cafe ilə işləyir. Zəmanət — 24 ay.</p>',
      en: '<p><strong>ScanLine P50</strong> sits on the counter and reads a barcode automatically as soon as an item is brought close, leaving both of the cashier’s hands free. It is a compact choice for pharmacies, cafés and boutiques.</p><p>The 2D sensor reads linear barcodes, QR and DataMatrix codes, including from phone screens. The head tilts, and you can pick the scanner up to scan a bulky item. Connects via USB and works with Hesab Retail, Hesab Pharma and Hesab Cafe. 24-month warranty.</p>',
      ru: '<p><strong>ScanLine P50</strong> стоит на кассовом столе и автоматически считывает штрихкод, как только к нему подносят товар, — обе руки кассира остаются свободными. Компактный вариант для аптек, кафе и бутиков.</p><p>2D-сенсор читает линейные штрихкоды, QR и DataMatrix, в том числе с экрана телефона. Угол наклона головки регулируется, а крупный товар можно отсканировать, взяв сканер в руку. Подключается по USB, работает с Hesab Retail, Hesab Pharma и Hesab Cafe. Гарантия — 24 месяца.</p>',
    },
    price: 179,
    isNew: false,
    ageDays: 350,
    images: [
      { type: 'product', kind: 'presentation-scanner', view: 0, color: 'white', label: 'P50' },
      { type: 'product', kind: 'presentation-scanner', view: 1, color: 'white', label: 'P50' },
    ],
    features: [
      { name: { az: 'Oxuma növü', en: 'Scan engine', ru: 'Тип считывания' }, value: { az: '2D (şəkil sensoru)', en: '2D area imager', ru: '2D-имиджер' } },
      {
        name: { az: 'İş rejimi', en: 'Mode', ru: 'Режим работы' },
        value: { az: 'Avtomatik (hərəkət sensoru)', en: 'Auto-sense presentation', ru: 'Автоматический (датчик движения)' },
      },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'USB', en: 'USB', ru: 'USB' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'scanline-p70-wide-window-presentation-scanner',
    category: 'presentation-scanners',
    title: {
      az: 'ScanLine P70 geniş pəncərəli stolüstü barkod skaneri',
      en: 'ScanLine P70 wide-window presentation barcode scanner',
      ru: 'Стационарный сканер штрихкодов ScanLine P70 с широким окном',
    },
    description: {
      az: '<p><strong>ScanLine P70</strong> — alıcı axını çox olan kassalar üçün geniş oxuma pəncərəli stolüstü skaner. Kod hansı tərəfə çevrilsə də, malı pəncərənin qarşısından keçirmək kifayətdir: skaner saniyədə 120 kadr çəkir və barkodu hərəkətdə tutur.</p><ul><li>Geniş oxuma sahəsi — kassir malı çevirməyə vaxt itirmir</li><li>Xətti və 2D kodlar, telefon ekranından QR ödənişlər</li><li>USB və RS-232, tərəzi ilə birgə quraşdırmaq mümkündür</li></ul><p>Hesab Retail ilə işləyir və HesabPOS Supermarket Pro dəstinə daxildir. Zəmanət — 24 ay.</p>',
      en: '<p><strong>ScanLine P70</strong> is a presentation scanner with a wide reading window for busy checkouts. Whichever way the code faces, just pass the item in front of the window: the scanner captures 120 frames per second and catches the barcode on the move.</p><ul><li>Wide reading area, so cashiers do not waste time turning items</li><li>Linear and 2D codes, QR payments from phone screens</li><li>USB and RS-232; can be installed together with a scale</li></ul><p>Works with Hesab Retail and is part of the HesabPOS Supermarket Pro kit. 24-month warranty.</p>',
      ru: '<p><strong>ScanLine P70</strong> — стационарный сканер с широким окном считывания для касс с большим потоком покупателей. Куда бы ни был повёрнут код, достаточно провести товар перед окном: сканер делает 120 кадров в секунду и считывает штрихкод на лету.</p><ul><li>Широкая зона считывания — кассиру не нужно разворачивать товар</li><li>Линейные и 2D-коды, QR-оплата с экрана телефона</li><li>USB и RS-232, возможна установка вместе с весами</li></ul><p>Работает с Hesab Retail и входит в комплект HesabPOS Supermarket Pro. Гарантия — 24 месяца.</p>',
    },
    price: 259,
    discount: 10,
    isNew: false,
    ageDays: 140,
    images: [
      { type: 'product', kind: 'presentation-scanner', view: 0, color: 'graphite', label: 'P70' },
      { type: 'product', kind: 'presentation-scanner', view: 1, color: 'graphite', label: 'P70' },
      { type: 'product', kind: 'presentation-scanner', view: 2, color: 'graphite', label: 'P70' },
    ],
    features: [
      {
        name: { az: 'Oxuma növü', en: 'Scan engine', ru: 'Тип считывания' },
        value: { az: '2D, geniş pəncərə', en: '2D, wide window', ru: '2D, широкое окно' },
      },
      { name: { az: 'Kadr tezliyi', en: 'Frame rate', ru: 'Частота кадров' }, value: { az: 'Saniyədə 120 kadr', en: '120 fps', ru: '120 кадров/с' } },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'USB, RS-232', en: 'USB, RS-232', ru: 'USB, RS-232' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
  {
    slug: 'scanline-b80-in-counter-barcode-scanner',
    category: 'presentation-scanners',
    title: {
      az: 'ScanLine B80 kassa masasına quraşdırılan barkod skaneri',
      en: 'ScanLine B80 in-counter barcode scanner',
      ru: 'Встраиваемый сканер штрихкодов ScanLine B80',
    },
    description: {
      az: '<p><strong>ScanLine B80</strong> kassa masasının içinə quraşdırılır və səthi masa ilə bir səviyyədə olur. Kassir malı sadəcə pəncərənin üzərindən keçirir, barkod hansı tərəfə çevrilsə də oxunur — böyük mağaza və supermarket kassaları üçün rahat həll.</p><ul><li>Geniş üfüqi pəncərə, istənilən istiqamətdə oxuma</li><li>Cızılmaya davamlı sapfir şüşə</li><li>USB və RS-232, oğurluğa qarşı (EAS) sistemə qoşulma imkanı</li></ul><p>Hesab Retail ilə işləyir. Quraşdırmaq üçün masada 160 × 160 mm ölçüsündə yer açılır, montajı ustalarımız edir. Zəmanət — 24 ay.</p>',
      en: '<p><strong>ScanLine B80</strong> is built into the checkout counter, flush with its surface. The cashier simply slides the item over the window and the barcode is read whichever way it faces: a convenient choice for large shops and supermarket checkouts.</p><ul><li>Large horizontal window, omnidirectional reading</li><li>Scratch-resistant sapphire glass</li><li>USB and RS-232; can connect to an anti-theft (EAS) system</li></ul><p>Works with Hesab Retail. Installation needs a 160 × 160 mm cut-out in the counter, done by our technicians. 24-month warranty.</p>',
      ru: '<p><strong>ScanLine B80</strong> встраивается в кассовый стол заподлицо с его поверхностью. Кассир просто проводит товар над окном, и штрихкод считывается, как бы он ни был повёрнут, — удобное решение для крупных магазинов и касс супермаркетов.</p><ul><li>Широкое горизонтальное окно, всенаправленное считывание</li><li>Сапфировое стекло, устойчивое к царапинам</li><li>USB и RS-232, возможно подключение к противокражной системе (EAS)</li></ul><p>Работает с Hesab Retail. Для установки в столе вырезается проём 160 × 160 мм, монтаж выполняют наши мастера. Гарантия — 24 месяца.</p>',
    },
    price: 449,
    isNew: false,
    ageDays: 480,
    images: [
      { type: 'product', kind: 'presentation-scanner', view: 0, color: 'silver', label: 'B80' },
      { type: 'product', kind: 'presentation-scanner', view: 3, color: 'silver', label: 'B80' },
    ],
    features: [
      {
        name: { az: 'Quraşdırma variantı', en: 'Mounting', ru: 'Установка' },
        value: { az: 'Kassa masasına, səthlə bir səviyyədə', en: 'In-counter, flush mount', ru: 'Встраиваемая, заподлицо' },
      },
      { name: { az: 'Pəncərə', en: 'Window', ru: 'Окно' }, value: { az: 'Sapfir şüşə', en: 'Sapphire glass', ru: 'Сапфировое стекло' } },
      { name: { az: 'Masada açılan yer', en: 'Counter cut-out', ru: 'Проём в столе' }, value: { az: '160 × 160 mm', en: '160 × 160 mm', ru: '160 × 160 мм' } },
      { name: { az: 'Qoşulma', en: 'Connection', ru: 'Подключение' }, value: { az: 'USB, RS-232', en: 'USB, RS-232', ru: 'USB, RS-232' } },
      { name: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' }, value: { az: '24 ay', en: '24 months', ru: '24 месяца' } },
    ],
  },
];
