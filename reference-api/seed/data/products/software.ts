// HesabPOS's own software: accounting software, POS software, licences and services.
// Software images use kind 'software'; the views show different screens of the program.
import type { SeedProduct } from '../../types.ts';

export const softwareProducts: SeedProduct[] = [
  {
    slug: 'hesab-books-start-accounting-software',
    category: 'accounting-software',
    title: {
      az: 'Hesab Books Start mühasibat proqramı',
      en: 'Hesab Books Start accounting software',
      ru: 'Бухгалтерская программа Hesab Books Start',
    },
    description: {
      az: '<p><strong>Hesab Books Start</strong> — kiçik müəssisələr və fərdi sahibkarlar üçün mühasibat proqramı. Azərbaycanın Milli Mühasibat Uçotu Standartlarına uyğun hesablar planı, kassa və bank əməliyyatları, debitor və kreditor borcları bir pəncərədə.</p><ul><li>ƏDV, mənfəət vergisi və sadələşdirilmiş vergi bəyannamələrinin hazırlanması</li><li>Elektron qaimə-fakturaların e-taxes.gov.az portalından idxalı</li><li>Bank çıxarışlarının avtomatik yüklənməsi və üzləşmə aktları</li></ul><p>Daimi lisenziya, 1 istifadəçi; 12 ay pulsuz yeniləmə və telefonla dəstək. Hesab Retail və Hesab Stock ilə eyni bazada işləyir.</p>',
      en: '<p><strong>Hesab Books Start</strong> is accounting software for small businesses and sole traders. A chart of accounts that follows Azerbaijan’s National Accounting Standards, cash and bank transactions, receivables and payables, all in one window.</p><ul><li>VAT, profit tax and simplified tax returns</li><li>Import of electronic invoices from the e-taxes.gov.az portal</li><li>Automatic bank statement import and reconciliation statements</li></ul><p>Perpetual licence for 1 user, with 12 months of free updates and phone support. Shares one database with Hesab Retail and Hesab Stock.</p>',
      ru: '<p><strong>Hesab Books Start</strong> — бухгалтерская программа для малого бизнеса и индивидуальных предпринимателей. План счетов по Национальным стандартам бухгалтерского учёта Азербайджана, кассовые и банковские операции, дебиторская и кредиторская задолженность — в одном окне.</p><ul><li>Декларации по НДС, налогу на прибыль и упрощённому налогу</li><li>Импорт электронных счетов-фактур с портала e-taxes.gov.az</li><li>Автоматическая загрузка банковских выписок и акты сверки</li></ul><p>Бессрочная лицензия на 1 пользователя, 12 месяцев бесплатных обновлений и поддержки по телефону. Работает в одной базе с Hesab Retail и Hesab Stock.</p>',
    },
    price: 390,
    isNew: false,
    ageDays: 500,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'teal', label: 'BOOKS START' },
      { type: 'product', kind: 'software', view: 1, color: 'teal', label: 'BOOKS START' },
      { type: 'product', kind: 'software', view: 2, color: 'teal', label: 'BOOKS START' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      { name: { az: 'İstifadəçilər', en: 'Users', ru: 'Пользователи' }, value: { az: '1', en: '1', ru: '1' } },
      { name: { az: 'Platforma', en: 'Platform', ru: 'Платформа' }, value: { az: 'Windows 10/11', en: 'Windows 10/11', ru: 'Windows 10/11' } },
      {
        name: { az: 'İnterfeysin dilləri', en: 'Interface languages', ru: 'Языки интерфейса' },
        value: { az: 'Azərbaycan, rus, ingilis', en: 'Azerbaijani, Russian, English', ru: 'Азербайджанский, русский, английский' },
      },
      { name: { az: 'Yeniləmələr', en: 'Updates', ru: 'Обновления' }, value: { az: '12 ay pulsuz', en: '12 months free', ru: '12 месяцев бесплатно' } },
    ],
  },
  {
    slug: 'hesab-books-business-accounting-software',
    category: 'accounting-software',
    title: {
      az: 'Hesab Books Business çoxistifadəçili mühasibat proqramı',
      en: 'Hesab Books Business multi-user accounting software',
      ru: 'Сетевая бухгалтерская программа Hesab Books Business',
    },
    description: {
      az: '<p><strong>Hesab Books Business</strong> bir neçə mühasibin eyni vaxtda işlədiyi şirkətlər və filial şəbəkələri üçündür. Start versiyasının bütün imkanlarından əlavə, filiallar üzrə ayrıca uçot, büdcələşdirmə və rəhbərlik üçün hesabatlar təqdim edir.</p><ul><li>5 istifadəçi, sayını sonradan artırmaq mümkündür</li><li>Çoxvalyutalı uçot, Mərkəzi Bankın rəsmi məzənnələrinin avtomatik yüklənməsi</li><li>Giriş hüquqlarının rollar üzrə bölüşdürülməsi və əməliyyatlar jurnalı</li><li>MHBS üzrə hesabatların hazırlanması</li></ul><p>Server və ya bulud versiyasını seçə bilərsiniz. Quraşdırma və məlumatların köhnə proqramdan köçürülməsi qiymətə daxildir.</p>',
      en: '<p><strong>Hesab Books Business</strong> is built for companies and branch networks where several accountants work at the same time. On top of everything in Start, it adds separate accounting per branch, budgeting and management reports.</p><ul><li>5 users, with more available later</li><li>Multi-currency accounting with official Central Bank exchange rates loaded automatically</li><li>Role-based access rights and an audit log</li><li>IFRS reporting</li></ul><p>Choose an on-premises server or the cloud edition. Installation and data migration from your old software are included.</p>',
      ru: '<p><strong>Hesab Books Business</strong> — для компаний и сетей с филиалами, где одновременно работают несколько бухгалтеров. Помимо всех возможностей версии Start — раздельный учёт по филиалам, бюджетирование и управленческие отчёты.</p><ul><li>5 пользователей, число можно увеличить позже</li><li>Мультивалютный учёт и автоматическая загрузка официальных курсов Центрального банка</li><li>Разграничение прав доступа по ролям и журнал действий</li><li>Отчётность по МСФО</li></ul><p>На выбор — серверная или облачная версия. Установка и перенос данных из старой программы входят в стоимость.</p>',
    },
    price: 1290,
    discount: 25,
    isNew: false,
    ageDays: 320,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'navy', label: 'BOOKS BUSINESS' },
      { type: 'product', kind: 'software', view: 1, color: 'navy', label: 'BOOKS BUSINESS' },
      { type: 'product', kind: 'software', view: 2, color: 'navy', label: 'BOOKS BUSINESS' },
      { type: 'product', kind: 'software', view: 3, color: 'navy', label: 'BOOKS BUSINESS' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      {
        name: { az: 'İstifadəçilər', en: 'Users', ru: 'Пользователи' },
        value: { az: '5, artırmaq mümkündür', en: '5, expandable', ru: '5, с возможностью расширения' },
      },
      {
        name: { az: 'Versiya', en: 'Deployment', ru: 'Вариант установки' },
        value: { az: 'Server və ya bulud', en: 'On-premises server or cloud', ru: 'Сервер или облако' },
      },
      {
        name: { az: 'Hesabat standartları', en: 'Reporting standards', ru: 'Стандарты отчётности' },
        value: { az: 'MMUS, MHBS', en: 'National standards, IFRS', ru: 'НСБУ, МСФО' },
      },
      { name: { az: 'Quraşdırma', en: 'Installation', ru: 'Установка' }, value: { az: 'Qiymətə daxildir', en: 'Included', ru: 'Входит в стоимость' } },
    ],
  },
  {
    slug: 'hesab-payroll-salary-and-hr-software',
    category: 'accounting-software',
    title: {
      az: 'Hesab Payroll əmək haqqı və kadr uçotu proqramı',
      en: 'Hesab Payroll salary and HR software',
      ru: 'Программа расчёта зарплаты и кадрового учёта Hesab Payroll',
    },
    description: {
      az: '<p><strong>Hesab Payroll</strong> əmək haqqının hesablanmasını və kadr işini bir proqramda birləşdirir. Məzuniyyət və xəstəlik vərəqələri üzrə ödənişlər, gəlir vergisi, DSMF ayırmaları, işsizlikdən sığorta və icbari tibbi sığorta haqları avtomatik hesablanır.</p><ul><li>İş vaxtının uçotu cədvəli (tabel), növbəli və saatlıq iş qrafikləri</li><li>Əmək haqqının bank kartlarına köçürülməsi üçün reyestrlər</li><li>Vergi və DSMF hesabatları, əmək müqavilələri və əmrlərin şablonları</li></ul><p>Daimi lisenziya, 100 işçiyə qədər. Hesab Books ilə inteqrasiya: mühasibat yazılışları avtomatik yaradılır.</p>',
      en: '<p><strong>Hesab Payroll</strong> brings payroll and HR together in one program. Holiday and sick pay, income tax, SSPF contributions, unemployment insurance and compulsory health insurance are all calculated automatically.</p><ul><li>Timesheets, shift and hourly schedules</li><li>Bank files for paying salaries onto staff cards</li><li>Tax and SSPF reports, templates for employment contracts and orders</li></ul><p>Perpetual licence for up to 100 employees. Integrates with Hesab Books, so journal entries are posted automatically.</p>',
      ru: '<p><strong>Hesab Payroll</strong> объединяет расчёт зарплаты и кадровый учёт в одной программе. Отпускные и больничные, подоходный налог, взносы в ГФСЗ, страхование от безработицы и обязательное медицинское страхование рассчитываются автоматически.</p><ul><li>Табель учёта рабочего времени, сменные и почасовые графики</li><li>Реестры для перечисления зарплаты на банковские карты</li><li>Отчёты в налоговую и ГФСЗ, шаблоны трудовых договоров и приказов</li></ul><p>Бессрочная лицензия для компании до 100 сотрудников. Интеграция с Hesab Books: проводки формируются автоматически.</p>',
    },
    price: 450,
    isNew: false,
    ageDays: 430,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'silver', label: 'PAYROLL' },
      { type: 'product', kind: 'software', view: 2, color: 'silver', label: 'PAYROLL' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      { name: { az: 'İşçilərin sayı', en: 'Employees', ru: 'Количество сотрудников' }, value: { az: '100-ə qədər', en: 'Up to 100', ru: 'До 100' } },
      {
        name: { az: 'Hesabatlar', en: 'Reports', ru: 'Отчёты' },
        value: { az: 'Gəlir vergisi, DSMF, icbari tibbi sığorta', en: 'Income tax, SSPF, health insurance', ru: 'Подоходный налог, ГФСЗ, ОМС' },
      },
      { name: { az: 'İnteqrasiya', en: 'Integration', ru: 'Интеграция' }, value: { az: 'Hesab Books', en: 'Hesab Books', ru: 'Hesab Books' } },
    ],
  },
  {
    slug: 'hesab-stock-inventory-management-software',
    category: 'accounting-software',
    title: {
      az: 'Hesab Stock anbar uçotu proqramı',
      en: 'Hesab Stock inventory management software',
      ru: 'Программа складского учёта Hesab Stock',
    },
    description: {
      az: '<p><strong>Hesab Stock</strong> — anbarlar və topdansatış şirkətləri üçün mal uçotu proqramı. Malın qəbulu, yerdəyişməsi, silinməsi və inventarizasiya sənədləri bir yerdədir, bir neçə anbar üzrə qalıqlar real vaxtda görünür.</p><ul><li>Seriya, partiya və son istifadə tarixi üzrə uçot; FIFO və orta maya dəyəri</li><li>Anbar ünvanları, məlumat toplama terminalları və RFID ilə iş</li><li>Minimal qalıq həddi və tədarükçülərə avtomatik sifariş</li></ul><p>Daimi lisenziya, 3 istifadəçi. HesabPOS M6, M8 Pro və M10 terminalları üçün mobil tətbiq daxildir. Hesab Books ilə eyni bazada işləyir.</p>',
      en: '<p><strong>Hesab Stock</strong> is inventory software for warehouses and wholesalers. Receiving, transfers, write-offs and stock counts all in one place, with stock levels across several warehouses visible in real time.</p><ul><li>Tracking by serial number, batch and expiry date; FIFO and average costing</li><li>Bin locations, data terminals and RFID support</li><li>Minimum stock levels and automatic purchase orders to suppliers</li></ul><p>Perpetual licence for 3 users, including the mobile app for HesabPOS M6, M8 Pro and M10 terminals. Shares one database with Hesab Books.</p>',
      ru: '<p><strong>Hesab Stock</strong> — программа товарного учёта для складов и оптовых компаний. Документы приёмки, перемещения, списания и инвентаризации собраны в одном месте, остатки по нескольким складам видны в реальном времени.</p><ul><li>Учёт по сериям, партиям и срокам годности; FIFO и средняя себестоимость</li><li>Адресное хранение, работа с терминалами сбора данных и RFID</li><li>Минимальные остатки и автоматические заказы поставщикам</li></ul><p>Бессрочная лицензия на 3 пользователя, мобильное приложение для терминалов HesabPOS M6, M8 Pro и M10 в комплекте. Работает в одной базе с Hesab Books.</p>',
    },
    price: 520,
    isNew: false,
    ageDays: 290,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'amber', label: 'STOCK' },
      { type: 'product', kind: 'software', view: 1, color: 'amber', label: 'STOCK' },
      { type: 'product', kind: 'software', view: 3, color: 'amber', label: 'STOCK' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      { name: { az: 'İstifadəçilər', en: 'Users', ru: 'Пользователи' }, value: { az: '3', en: '3', ru: '3' } },
      {
        name: { az: 'Maya dəyəri üsulları', en: 'Costing methods', ru: 'Методы оценки' },
        value: { az: 'FIFO, orta maya dəyəri', en: 'FIFO, average cost', ru: 'FIFO, средняя себестоимость' },
      },
      {
        name: { az: 'Mobil tətbiq', en: 'Mobile app', ru: 'Мобильное приложение' },
        value: { az: 'Android, daxildir', en: 'Android, included', ru: 'Android, в комплекте' },
      },
      {
        name: { az: 'Platforma', en: 'Platform', ru: 'Платформа' },
        value: { az: 'Windows 10/11, veb-versiya', en: 'Windows 10/11, web', ru: 'Windows 10/11, веб-версия' },
      },
    ],
  },
  {
    slug: 'hesab-factory-production-and-cost-accounting-software',
    category: 'accounting-software',
    title: {
      az: 'Hesab Factory istehsal uçotu və maya dəyəri proqramı',
      en: 'Hesab Factory production and cost accounting software',
      ru: 'Программа учёта производства и себестоимости Hesab Factory',
    },
    description: {
      az: '<p><strong>Hesab Factory</strong> — qida, mebel, tikinti materialları və digər istehsal müəssisələri üçün istehsal uçotu və maya dəyərinin hesablanması proqramı. Xammal sərfi normaları, yarımfabrikatlar və hazır məhsul: real maya dəyərini hər partiya üzrə ayrıca görürsünüz.</p><ul><li>Çoxsəviyyəli resepturalar və texnoloji kartlar</li><li>İstehsal sifarişləri, sexlər üzrə plan və fakt</li><li>Birbaşa və dolayı xərclərin bölüşdürülməsi, maya dəyərinin kalkulyasiyası</li><li>Hazır məhsulun etiketlənməsi və anbara avtomatik mədaxili</li></ul><p>Lisenziya 10 istifadəçi üçündür; tətbiq layihəsi, mövcud məlumatların köçürülməsi və 3 aylıq müşayiət qiymətə daxildir. Hesab Books və Hesab Stock ilə tam inteqrasiya olunub.</p>',
      en: '<p><strong>Hesab Factory</strong> is production and cost accounting software for food, furniture, building materials and other manufacturers. Raw material norms, semi-finished and finished goods: you see the actual cost of every batch separately.</p><ul><li>Multi-level recipes and bills of materials</li><li>Production orders, plan versus actual by workshop</li><li>Allocation of direct and indirect costs, cost calculation</li><li>Finished goods labelling and automatic receipt into stock</li></ul><p>Licence for 10 users; the implementation project, data migration and 3 months of follow-up support are included. Fully integrated with Hesab Books and Hesab Stock.</p>',
      ru: '<p><strong>Hesab Factory</strong> — программа учёта производства и расчёта себестоимости для пищевых и мебельных предприятий, производителей стройматериалов и других производств. Нормы расхода сырья, полуфабрикаты и готовая продукция: реальная себестоимость видна по каждой партии отдельно.</p><ul><li>Многоуровневые рецептуры и технологические карты</li><li>Производственные заказы, план и факт по цехам</li><li>Распределение прямых и косвенных затрат, калькуляция себестоимости</li><li>Маркировка готовой продукции и автоматическое оприходование на склад</li></ul><p>Лицензия на 10 пользователей; проект внедрения, перенос данных и 3 месяца сопровождения входят в стоимость. Полная интеграция с Hesab Books и Hesab Stock.</p>',
    },
    price: 2450,
    isNew: false,
    ageDays: 560,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'graphite', label: 'FACTORY' },
      { type: 'product', kind: 'software', view: 1, color: 'graphite', label: 'FACTORY' },
      { type: 'product', kind: 'software', view: 2, color: 'graphite', label: 'FACTORY' },
      { type: 'product', kind: 'software', view: 3, color: 'graphite', label: 'FACTORY' },
    ],
    features: [
      { name: { az: 'İstifadəçilər', en: 'Users', ru: 'Пользователи' }, value: { az: '10', en: '10', ru: '10' } },
      {
        name: { az: 'Maya dəyəri', en: 'Costing', ru: 'Себестоимость' },
        value: { az: 'Partiya üzrə, faktiki', en: 'Actual, per batch', ru: 'Фактическая, по партиям' },
      },
      { name: { az: 'Sistemin tətbiqi', en: 'Implementation', ru: 'Внедрение' }, value: { az: 'Qiymətə daxildir', en: 'Included', ru: 'Входит в стоимость' } },
      { name: { az: 'Müşayiət', en: 'Follow-up support', ru: 'Сопровождение' }, value: { az: '3 ay', en: '3 months', ru: '3 месяца' } },
      {
        name: { az: 'İnteqrasiya', en: 'Integration', ru: 'Интеграция' },
        value: { az: 'Hesab Books, Hesab Stock', en: 'Hesab Books, Hesab Stock', ru: 'Hesab Books, Hesab Stock' },
      },
    ],
  },
  {
    slug: 'hesab-retail-pos-software-for-shops',
    category: 'pos-software',
    title: {
      az: 'Hesab Retail mağazalar üçün kassa proqramı',
      en: 'Hesab Retail POS software for shops',
      ru: 'Кассовая программа Hesab Retail для магазинов',
    },
    description: {
      az: '<p><strong>Hesab Retail</strong> — ərzaq, geyim, elektronika və tikinti materialları mağazaları üçün kassa proqramı. Sadə interfeysi kassir bir saat ərzində öyrənir: barkodla satış, qaytarma, endirimlər, bonus kartları və nisyə satış.</p><ul><li>Onlayn NKA ilə inteqrasiya — hər çek Dövlət Vergi Xidmətinə avtomatik ötürülür</li><li>Bank terminalı vasitəsilə kartla və QR ilə ödəniş</li><li>Tərəzilər, etiket printerləri və məlumat toplama terminalları ilə iş</li><li>İnternet kəsiləndə də satış davam edir, məlumatlar sonra sinxronlaşdırılır</li></ul><p>Daimi lisenziya, 1 kassa yeri. 30 günlük pulsuz sınaq versiyası da mövcuddur.</p>',
      en: '<p><strong>Hesab Retail</strong> is POS software for grocery, clothing, electronics and DIY shops. A cashier learns the simple interface in an hour: barcode sales, returns, discounts, loyalty cards and sales on credit.</p><ul><li>Online cash register (NKA) integration: every receipt goes to the State Tax Service automatically</li><li>Card and QR payments through the bank terminal</li><li>Works with scales, label printers and data terminals</li><li>Keeps selling when the internet is down and syncs later</li></ul><p>Perpetual licence for 1 checkout. A free 30-day trial is also available.</p>',
      ru: '<p><strong>Hesab Retail</strong> — кассовая программа для продуктовых магазинов, магазинов одежды, электроники и стройматериалов. Кассир осваивает простой интерфейс за час: продажа по штрихкоду, возвраты, скидки, бонусные карты и продажа в долг.</p><ul><li>Интеграция с онлайн-кассой (НКА): каждый чек автоматически передаётся в Государственную налоговую службу</li><li>Оплата картой и по QR через банковский терминал</li><li>Работа с весами, принтерами этикеток и терминалами сбора данных</li><li>Продажи не останавливаются при отключении интернета, данные синхронизируются позже</li></ul><p>Бессрочная лицензия на 1 кассовое место. Также доступна бесплатная 30-дневная пробная версия.</p>',
    },
    price: 350,
    isNew: false,
    ageDays: 620,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'green', label: 'RETAIL' },
      { type: 'product', kind: 'software', view: 1, color: 'green', label: 'RETAIL' },
      { type: 'product', kind: 'software', view: 2, color: 'green', label: 'RETAIL' },
      { type: 'product', kind: 'software', view: 3, color: 'green', label: 'RETAIL' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      { name: { az: 'Kassa yerləri', en: 'Checkouts', ru: 'Количество касс' }, value: { az: '1', en: '1', ru: '1' } },
      { name: { az: 'NKA inteqrasiyası', en: 'Online cash register (NKA)', ru: 'Интеграция с НКА' }, value: { az: 'Var', en: 'Yes', ru: 'Есть' } },
      { name: { az: 'Oflayn rejim', en: 'Offline mode', ru: 'Офлайн-режим' }, value: { az: 'Var', en: 'Yes', ru: 'Есть' } },
      { name: { az: 'Platforma', en: 'Platform', ru: 'Платформа' }, value: { az: 'Windows, Android', en: 'Windows, Android', ru: 'Windows, Android' } },
      { name: { az: 'Pulsuz sınaq', en: 'Free trial', ru: 'Пробный период' }, value: { az: '30 gün', en: '30 days', ru: '30 дней' } },
    ],
  },
  {
    slug: 'hesab-pharma-pharmacy-pos-software',
    category: 'pos-software',
    title: {
      az: 'Hesab Pharma apteklər üçün proqram',
      en: 'Hesab Pharma pharmacy POS software',
      ru: 'Программа для аптек Hesab Pharma',
    },
    description: {
      az: '<p><strong>Hesab Pharma</strong> aptek və aptek şəbəkələri üçün hazırlanıb. Dərmanlar seriya və son istifadə tarixi üzrə uçota alınır, proqram müddəti bitməkdə olan preparatlar barədə əvvəlcədən xəbərdarlıq edir.</p><ul><li>Beynəlxalq patentləşdirilməmiş ad (təsiredici maddə) üzrə axtarış və analoqların təklifi</li><li>Qutu ilə və blister ilə (hissə-hissə) satış</li><li>DataMatrix kodlarının skan edilməsi, reseptlə satılan dərmanların jurnalı</li><li>Şəbəkənin bütün apteklərində qalıqlar və mərkəzləşdirilmiş qiymətlər</li></ul><p>Onlayn NKA ilə inteqrasiya olunub. Daimi lisenziya, 1 kassa yeri; şəbəkələr üçün xüsusi şərtlər təklif edirik.</p>',
      en: '<p><strong>Hesab Pharma</strong> is built for pharmacies and pharmacy chains. Medicines are tracked by batch and expiry date, and the software warns you in advance about products nearing their expiry.</p><ul><li>Search by international non-proprietary name (active ingredient) with suggested alternatives</li><li>Sales by the pack or by the blister</li><li>DataMatrix scanning and a log of prescription-only sales</li><li>Stock levels across every branch and centrally managed prices</li></ul><p>Integrated with online cash registers (NKA). Perpetual licence for 1 checkout; special terms for chains.</p>',
      ru: '<p><strong>Hesab Pharma</strong> создана для аптек и аптечных сетей. Препараты учитываются по сериям и срокам годности, а о лекарствах с истекающим сроком программа предупреждает заранее.</p><ul><li>Поиск по международному непатентованному названию (действующему веществу) и подбор аналогов</li><li>Продажа упаковками и поблистерно</li><li>Сканирование кодов DataMatrix, журнал рецептурного отпуска</li><li>Остатки во всех аптеках сети и централизованное управление ценами</li></ul><p>Интеграция с онлайн-кассами (НКА). Бессрочная лицензия на 1 кассовое место, для сетей — специальные условия.</p>',
    },
    price: 490,
    isNew: false,
    ageDays: 250,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'white', label: 'PHARMA' },
      { type: 'product', kind: 'software', view: 1, color: 'white', label: 'PHARMA' },
      { type: 'product', kind: 'software', view: 3, color: 'white', label: 'PHARMA' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      { name: { az: 'Kassa yerləri', en: 'Checkouts', ru: 'Количество касс' }, value: { az: '1', en: '1', ru: '1' } },
      {
        name: { az: 'Seriya və son istifadə tarixi', en: 'Batch and expiry tracking', ru: 'Учёт серий и сроков годности' },
        value: { az: 'Var', en: 'Yes', ru: 'Есть' },
      },
      { name: { az: 'NKA inteqrasiyası', en: 'Online cash register (NKA)', ru: 'Интеграция с НКА' }, value: { az: 'Var', en: 'Yes', ru: 'Есть' } },
    ],
  },
  {
    slug: 'hesab-cafe-restaurant-pos-software',
    category: 'pos-software',
    title: {
      az: 'Hesab Cafe kafe və restoranlar üçün proqram',
      en: 'Hesab Cafe restaurant and café POS software',
      ru: 'Программа для кафе и ресторанов Hesab Cafe',
    },
    description: {
      az: '<p><strong>Hesab Cafe</strong> — kafe, restoran, qəhvəxana və fast-food məkanları üçün proqram. Zalın planı, masalar üzrə sifarişlər, hesabın bölünməsi və xidmət haqqı bir neçə toxunuşla idarə olunur.</p><ul><li>Sifarişlər bölmələr üzrə mətbəx printerlərinə və ya mətbəx ekranına (KDS) göndərilir</li><li>Texnoloji kartlar: hər satışda ərzaq anbardan avtomatik silinir, hər yeməyin maya dəyəri görünür</li><li>Ofisiantlar üçün planşet versiyası, çatdırılma və «özünlə apar» sifarişləri</li></ul><p>Onlayn NKA ilə inteqrasiya olunub. Daimi lisenziya: 1 kassa yeri və 2 ofisiant planşeti.</p>',
      en: '<p><strong>Hesab Cafe</strong> is software for cafés, restaurants, coffee shops and fast-food outlets. The floor plan, orders by table, split bills and service charges are all handled in a few taps.</p><ul><li>Orders go to kitchen printers or the kitchen display (KDS) by station</li><li>Recipe cards: each sale writes off ingredients from stock automatically and shows the cost of every dish</li><li>Tablet edition for waiters, delivery and takeaway orders</li></ul><p>Integrated with online cash registers (NKA). Perpetual licence for 1 checkout and 2 waiter tablets.</p>',
      ru: '<p><strong>Hesab Cafe</strong> — программа для кафе, ресторанов, кофеен и фастфуда. План зала, заказы по столам, разделение счёта и плата за обслуживание — в несколько касаний.</p><ul><li>Заказы уходят по цехам на кухонные принтеры или кухонный экран (KDS)</li><li>Технологические карты: при каждой продаже продукты списываются со склада автоматически, видна себестоимость каждого блюда</li><li>Версия для планшетов официантов, заказы на доставку и навынос</li></ul><p>Интеграция с онлайн-кассами (НКА). Бессрочная лицензия на 1 кассовое место и 2 планшета официантов.</p>',
    },
    price: 590,
    isNew: false,
    ageDays: 395,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'red', label: 'CAFE' },
      { type: 'product', kind: 'software', view: 1, color: 'red', label: 'CAFE' },
      { type: 'product', kind: 'software', view: 2, color: 'red', label: 'CAFE' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      {
        name: { az: 'Daxildir', en: 'Includes', ru: 'Включено' },
        value: { az: '1 kassa yeri, 2 planşet', en: '1 checkout, 2 tablets', ru: '1 кассовое место, 2 планшета' },
      },
      {
        name: { az: 'Mətbəx ekranı (KDS)', en: 'Kitchen display (KDS)', ru: 'Кухонный экран (KDS)' },
        value: { az: 'Dəstəklənir', en: 'Supported', ru: 'Поддерживается' },
      },
      { name: { az: 'NKA inteqrasiyası', en: 'Online cash register (NKA)', ru: 'Интеграция с НКА' }, value: { az: 'Var', en: 'Yes', ru: 'Есть' } },
      { name: { az: 'Platforma', en: 'Platform', ru: 'Платформа' }, value: { az: 'Windows, Android', en: 'Windows, Android', ru: 'Windows, Android' } },
    ],
  },
  {
    slug: 'hesab-fitness-gym-management-software',
    category: 'pos-software',
    title: {
      az: 'Hesab Fitness idman zalları üçün proqram',
      en: 'Hesab Fitness gym management software',
      ru: 'Программа для фитнес-клубов Hesab Fitness',
    },
    description: {
      az: '<p><strong>Hesab Fitness</strong> idman zalları, fitnes klubları, hovuzlar və rəqs studiyaları üçün yeni proqramımızdır. Abonementlərin satışı və dondurulması, qrup məşqlərinin cədvəli və məşqçilərin iş qrafiki bir sistemdə toplanıb.</p><ul><li>Turniketlərlə giriş nəzarəti: QR kod, kart və ya RFID qolbaq</li><li>Abonementin bitməsi barədə SMS və WhatsApp xatırlatmaları</li><li>Bar və idman qidası satışı üçün kassa modulu</li><li>Müştərilər üçün mobil tətbiq: məşqə yazılma və ödəniş</li></ul><p>Onlayn NKA ilə inteqrasiya olunub. Daimi lisenziya, 1 filial.</p>',
      en: '<p><strong>Hesab Fitness</strong> is our new software for gyms, fitness clubs, swimming pools and dance studios. Membership sales and freezes, group class timetables and trainer schedules all live in one system.</p><ul><li>Access control with turnstiles: QR code, card or RFID wristband</li><li>SMS and WhatsApp reminders before a membership expires</li><li>POS module for the bar and sports nutrition sales</li><li>Member mobile app for booking classes and paying</li></ul><p>Integrated with online cash registers (NKA). Perpetual licence for 1 location.</p>',
      ru: '<p><strong>Hesab Fitness</strong> — наша новая программа для тренажёрных залов, фитнес-клубов, бассейнов и танцевальных студий. Продажа и заморозка абонементов, расписание групповых занятий и график тренеров — в одной системе.</p><ul><li>Контроль доступа через турникеты: QR-код, карта или RFID-браслет</li><li>Напоминания по SMS и WhatsApp об окончании абонемента</li><li>Кассовый модуль для бара и продажи спортивного питания</li><li>Мобильное приложение для клиентов: запись на занятия и оплата</li></ul><p>Интеграция с онлайн-кассами (НКА). Бессрочная лицензия на 1 филиал.</p>',
    },
    price: 420,
    isNew: true,
    ageDays: 2,
    images: [
      { type: 'photo', file: 'hesab-fitness-reception.jpg' },
      { type: 'product', kind: 'software', view: 1, color: 'teal', label: 'FITNESS' },
      { type: 'product', kind: 'software', view: 2, color: 'teal', label: 'FITNESS' },
    ],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      { name: { az: 'Filiallar', en: 'Locations', ru: 'Филиалы' }, value: { az: '1', en: '1', ru: '1' } },
      {
        name: { az: 'Giriş nəzarəti', en: 'Access control', ru: 'Контроль доступа' },
        value: { az: 'QR, kart, RFID qolbaq', en: 'QR, card, RFID wristband', ru: 'QR, карта, RFID-браслет' },
      },
      { name: { az: 'Xatırlatmalar', en: 'Reminders', ru: 'Напоминания' }, value: { az: 'SMS, WhatsApp', en: 'SMS, WhatsApp', ru: 'SMS, WhatsApp' } },
    ],
  },
  {
    slug: 'hesab-go-mobile-app',
    category: 'licences-support',
    title: {
      az: 'Hesab Go sahibkar üçün mobil tətbiq',
      en: 'Hesab Go mobile app for business owners',
      ru: 'Мобильное приложение Hesab Go для владельца бизнеса',
    },
    description: {
      az: '<p><strong>Hesab Go</strong> biznesinizi telefondan izləməyə imkan verir: günün satışları, kassadakı pul, anbar qalıqları və borclar real vaxtda. Növbə açılanda, böyük endirim ediləndə və ya mal qurtaranda bildiriş dərhal gəlir.</p><p>Tətbiq Android və iOS üçündür və Hesab Retail, Hesab Pharma, Hesab Cafe, Hesab Fitness və Hesab Books istifadəçiləri üçün tamamilə pulsuzdur. Lisenziya açarı sifarişdən sonra e-poçtla göndərilir.</p>',
      en: '<p><strong>Hesab Go</strong> lets you keep an eye on your business from your phone: today’s sales, cash in the till, stock levels and debts in real time. Notifications arrive instantly when a shift opens, a large discount is given or an item runs out.</p><p>The app runs on Android and iOS and is completely free for users of Hesab Retail, Hesab Pharma, Hesab Cafe, Hesab Fitness and Hesab Books. The licence key is emailed to you after you place the order.</p>',
      ru: '<p><strong>Hesab Go</strong> позволяет следить за бизнесом с телефона: продажи за день, деньги в кассе, складские остатки и долги в реальном времени. Уведомления приходят сразу, когда открывается смена, проводится крупная скидка или заканчивается товар.</p><p>Приложение работает на Android и iOS и полностью бесплатно для пользователей Hesab Retail, Hesab Pharma, Hesab Cafe, Hesab Fitness и Hesab Books. Лицензионный ключ приходит на электронную почту после оформления заказа.</p>',
    },
    price: 0,
    isNew: true,
    ageDays: 11,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'green', label: 'HESAB GO' },
      { type: 'product', kind: 'software', view: 1, color: 'green', label: 'HESAB GO' },
      { type: 'product', kind: 'software', view: 3, color: 'green', label: 'HESAB GO' },
    ],
    features: [
      { name: { az: 'Platforma', en: 'Platform', ru: 'Платформа' }, value: { az: 'Android, iOS', en: 'Android, iOS', ru: 'Android, iOS' } },
      {
        name: { az: 'Qiymət', en: 'Price', ru: 'Стоимость' },
        value: {
          az: 'Hesab Retail, Pharma, Cafe, Fitness və ya Books ilə pulsuz',
          en: 'Free with Hesab Retail, Pharma, Cafe, Fitness or Books',
          ru: 'Бесплатно для пользователей Hesab Retail, Pharma, Cafe, Fitness и Books',
        },
      },
      {
        name: { az: 'Bildirişlər', en: 'Notifications', ru: 'Уведомления' },
        value: { az: 'Satış, kassa, qalıqlar', en: 'Sales, cash, stock', ru: 'Продажи, касса, остатки' },
      },
    ],
  },
  {
    slug: 'additional-checkout-licence',
    category: 'licences-support',
    title: {
      az: 'Əlavə kassa yeri lisenziyası',
      en: 'Additional checkout licence',
      ru: 'Лицензия на дополнительное кассовое место',
    },
    description: {
      az: '<p>Hesab Retail, Hesab Pharma və ya Hesab Cafe proqramına yeni kassa yeri qoşmaq üçün lisenziya. Bütün kassalar eyni mal bazası, qiymətlər və bonus sistemi ilə işləyir.</p><p>Lisenziya daimidir, yeniləmə müddəti əsas lisenziyanızla eynidir. Aktivasiyanı sifariş günü uzaqdan edirik.</p>',
      en: '<p>A licence to add one more checkout to Hesab Retail, Hesab Pharma or Hesab Cafe. All checkouts share the same product database, prices and loyalty scheme.</p><p>The licence is perpetual, and its update period matches your main licence. We activate it remotely on the day you order.</p>',
      ru: '<p>Лицензия для подключения ещё одного кассового места к Hesab Retail, Hesab Pharma или Hesab Cafe. Все кассы работают с единой товарной базой, ценами и бонусной системой.</p><p>Лицензия бессрочная, период обновлений совпадает с вашей основной лицензией. Активируем удалённо в день заказа.</p>',
    },
    price: 149.9,
    isNew: false,
    ageDays: 45,
    images: [{ type: 'product', kind: 'software', view: 0, color: 'silver', label: 'EXTRA LICENCE' }],
    features: [
      { name: { az: 'Lisenziya növü', en: 'Licence type', ru: 'Тип лицензии' }, value: { az: 'Daimi', en: 'Perpetual', ru: 'Бессрочная' } },
      {
        name: { az: 'Proqramlar', en: 'For', ru: 'Для программ' },
        value: { az: 'Hesab Retail, Pharma, Cafe', en: 'Hesab Retail, Pharma, Cafe', ru: 'Hesab Retail, Pharma, Cafe' },
      },
      {
        name: { az: 'Aktivasiya', en: 'Activation', ru: 'Активация' },
        value: { az: 'Uzaqdan, sifariş günü', en: 'Remote, same day', ru: 'Удалённо, в день заказа' },
      },
    ],
  },
  {
    slug: 'hesab-care-annual-support-plan',
    category: 'licences-support',
    title: {
      az: 'Hesab Care illik texniki dəstək paketi',
      en: 'Hesab Care annual support plan',
      ru: 'Годовой пакет техподдержки Hesab Care',
    },
    description: {
      az: '<p><strong>Hesab Care</strong> — HesabPOS proqram və avadanlığının fasiləsiz işləməsi üçün illik xidmət paketi. Problem yarananda sizə zəng mərkəzi yox, biznesinizi tanıyan mütəxəssis kömək edir.</p><ul><li>Həftənin 7 günü, 09:00–23:00 telefon, WhatsApp və uzaqdan qoşulma ilə dəstək</li><li>Bütün yeniləmələr, o cümlədən vergi qanunvericiliyindəki dəyişikliklərə uyğunlaşdırma</li><li>Bakıda ildə 4 dəfəyə qədər ustanın pulsuz gəlişi və avadanlığın profilaktikası</li><li>Təmir müddətinə əvəzedici printer və ya skaner</li></ul><p>Qiymət bir obyekt (mağaza, aptek və ya kafe) üçün bir illikdir.</p>',
      en: '<p><strong>Hesab Care</strong> is an annual service plan that keeps your HesabPOS software and hardware running. When something goes wrong, you talk to a specialist who knows your business, not a call centre.</p><ul><li>Support 7 days a week, 09:00–23:00, by phone, WhatsApp and remote connection</li><li>All updates, including changes required by tax legislation</li><li>Up to 4 free technician visits a year in Baku, with preventive maintenance</li><li>A loan printer or scanner while yours is being repaired</li></ul><p>The price covers one site (a shop, pharmacy or café) for one year.</p>',
      ru: '<p><strong>Hesab Care</strong> — годовой пакет обслуживания, чтобы программы и оборудование HesabPOS работали без сбоев. Если что-то случится, вам поможет не колл-центр, а специалист, который знает ваш бизнес.</p><ul><li>Поддержка 7 дней в неделю с 09:00 до 23:00 по телефону, в WhatsApp и через удалённое подключение</li><li>Все обновления, в том числе под изменения налогового законодательства</li><li>До 4 бесплатных выездов мастера в год по Баку, профилактика оборудования</li><li>Подменный принтер или сканер на время ремонта</li></ul><p>Цена указана за один объект (магазин, аптеку или кафе) на год.</p>',
    },
    price: 360,
    isNew: false,
    ageDays: 170,
    images: [
      { type: 'product', kind: 'software', view: 0, color: 'navy', label: 'HESAB CARE' },
      { type: 'product', kind: 'software', view: 3, color: 'navy', label: 'HESAB CARE' },
    ],
    features: [
      { name: { az: 'Müddət', en: 'Term', ru: 'Срок' }, value: { az: '12 ay', en: '12 months', ru: '12 месяцев' } },
      {
        name: { az: 'Dəstək saatları', en: 'Support hours', ru: 'Часы поддержки' },
        value: { az: 'Hər gün 09:00–23:00', en: 'Daily, 09:00–23:00', ru: 'Ежедневно, 09:00–23:00' },
      },
      {
        name: { az: 'Ustanın gəlişi', en: 'Technician visits', ru: 'Выезды мастера' },
        value: { az: 'İldə 4-ə qədər', en: 'Up to 4 a year', ru: 'До 4 в год' },
      },
      { name: { az: 'Əvəzedici avadanlıq', en: 'Loan equipment', ru: 'Подменное оборудование' }, value: { az: 'Var', en: 'Yes', ru: 'Есть' } },
    ],
  },
  {
    slug: 'installation-and-staff-training',
    category: 'licences-support',
    title: {
      az: 'Avadanlığın quraşdırılması və personalın təlimi',
      en: 'Installation and staff training',
      ru: 'Установка оборудования и обучение персонала',
    },
    description: {
      az: '<p>Mütəxəssisimiz obyektinizə gəlir, POS avadanlığını quraşdırıb bir-birinə qoşur, proqramı sazlayır və mal kataloqunu Excel-dən və ya köhnə proqramdan köçürür.</p><p>Sonra kassirlər və mağaza müdiri üçün 3 saatlıq praktiki təlim keçir: satış və qaytarma, növbənin açılıb-bağlanması, malın qəbulu, hesabatlar. Qiymət Bakı, Sumqayıt və Xırdalanda bir kassa yeri üçündür; rayonlara gəliş ayrıca razılaşdırılır.</p>',
      en: '<p>Our specialist comes to your premises, installs and connects the POS hardware, configures the software and moves your product catalogue over from Excel or your old system.</p><p>Then they run a 3-hour hands-on training session for cashiers and the manager: sales and returns, opening and closing shifts, receiving goods, reports. The price covers one checkout in Baku, Sumgait or Khirdalan; visits to the regions are priced separately.</p>',
      ru: '<p>Наш специалист приезжает на объект, устанавливает и подключает POS-оборудование, настраивает программу и переносит каталог товаров из Excel или старой программы.</p><p>Затем он проводит трёхчасовое практическое обучение для кассиров и управляющего: продажи и возвраты, открытие и закрытие смены, приёмка товара, отчёты. Цена указана за одно кассовое место в Баку, Сумгайыте или Хырдалане; выезд в регионы согласовывается отдельно.</p>',
    },
    price: 220,
    isNew: false,
    ageDays: 35,
    images: [{ type: 'product', kind: 'software', view: 0, color: 'graphite', label: 'SETUP' }],
    features: [],
  },
];
