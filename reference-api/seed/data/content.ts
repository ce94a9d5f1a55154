// Site content besides the catalogue: hero slides, partners, certificates, contacts.
import type { SeedCertificate, SeedContactInformation, SeedPartner, SeedSlide } from '../types.ts';

export const slides: SeedSlide[] = [
  {
    image: { type: 'photo', file: 'retail-checkout-hero.jpg' },
    title: {
      az: 'Kassanı bir gündə açın',
      en: 'Open your checkout in a day',
      ru: 'Откройте кассу за один день',
    },
    description: {
      az: 'Terminal, printer, skaner və Hesab Retail — quraşdırma ilə birlikdə hazır POS dəstləri.',
      en: 'Ready-made POS kits with a terminal, printer, scanner and Hesab Retail, installation included.',
      ru: 'Готовые POS-комплекты: терминал, принтер, сканер и Hesab Retail — вместе с установкой.',
    },
    url: '/products?category=pos-kits',
  },
  {
    image: { type: 'scene', scene: 'cafe', color: 'amber' },
    title: {
      az: 'Mətbəx sifarişi dərhal görür',
      en: 'The kitchen sees every order at once',
      ru: 'Кухня видит заказ мгновенно',
    },
    description: {
      az: 'Hesab Cafe və ThermoLine mətbəx printerləri ilə zal və mətbəx arasında heç bir sifariş itmir.',
      en: 'With Hesab Cafe and ThermoLine kitchen printers, no order gets lost between the floor and the kitchen.',
      ru: 'С Hesab Cafe и кухонными принтерами ThermoLine ни один заказ не потеряется между залом и кухней.',
    },
    url: '/products?category=receipt-printers',
  },
  {
    image: { type: 'scene', scene: 'pharmacy', color: 'teal' },
    title: {
      az: 'Apteklər üçün dəqiq uçot',
      en: 'Precise stock control for pharmacies',
      ru: 'Точный учёт для аптек',
    },
    url: '/products?category=pos-software',
  },
  {
    image: { type: 'scene', scene: 'office', color: 'graphite' },
    title: {
      az: 'Mühasibat, anbar və əmək haqqı bir proqramda',
      en: 'Accounting, inventory and payroll in one system',
      ru: 'Бухгалтерия, склад и зарплата в одной системе',
    },
    description: {
      az: 'ƏDV bəyannaməsindən maya dəyərinə qədər bütün uçot Azərbaycan qanunvericiliyinə uyğun aparılır.',
      en: 'From VAT returns to cost price, your books stay compliant with Azerbaijani law.',
      ru: 'Весь учёт — от декларации по НДС до себестоимости — ведётся по законодательству Азербайджана.',
    },
    url: '/products?category=accounting-software',
  },
];

export const partners: SeedPartner[] = [
  // Customers who chose HesabPOS.
  {
    slug: 'gunes-market',
    title: { az: 'Günəş Market', en: 'Günəş Market', ru: 'Günəş Market' },
    image: { type: 'logo', mark: 'circle', color: 'amber', text: 'Günəş Market' },
    isReference: true,
  },
  {
    slug: 'nane-aptek',
    title: { az: 'Nanə Aptek', en: 'Nanə Aptek', ru: 'Nanə Aptek' },
    image: { type: 'logo', mark: 'hexagon', color: 'green', text: 'Nanə Aptek' },
    isReference: true,
  },
  {
    slug: 'qala-coffee',
    title: { az: 'Qala Coffee', en: 'Qala Coffee', ru: 'Qala Coffee' },
    image: { type: 'logo', mark: 'diamond', color: 'red', text: 'Qala Coffee' },
    isReference: true,
  },
  {
    slug: 'xezer-fitness',
    title: { az: 'Xəzər Fitness', en: 'Xəzər Fitness', ru: 'Xəzər Fitness' },
    image: { type: 'logo', mark: 'wave', color: 'teal', text: 'Xəzər Fitness' },
    isReference: true,
  },
  {
    slug: 'kur-qida',
    title: { az: 'Kür Qida', en: 'Kür Qida', ru: 'Kür Qida' },
    image: { type: 'logo', mark: 'square', color: 'navy', text: 'Kür Qida' },
    isReference: true,
  },
  // Suppliers and technology partners.
  {
    slug: 'abseron-distribusiya',
    title: { az: 'Abşeron Distribusiya', en: 'Abşeron Distribusiya', ru: 'Abşeron Distribusiya' },
    image: { type: 'logo', mark: 'triangle', color: 'graphite', text: 'Abşeron Distribusiya' },
    isReference: false,
  },
  {
    slug: 'karvan-bank',
    title: { az: 'Karvan Bank', en: 'Karvan Bank', ru: 'Karvan Bank' },
    image: { type: 'logo', mark: 'circle', color: 'navy', text: 'Karvan Bank' },
    isReference: false,
  },
  {
    slug: 'ulduz-logistika',
    title: { az: 'Ulduz Logistika', en: 'Ulduz Logistika', ru: 'Ulduz Logistika' },
    image: { type: 'logo', mark: 'diamond', color: 'silver', text: 'Ulduz Logistika' },
    isReference: false,
  },
  {
    slug: 'thermoline-electronics',
    title: { az: 'ThermoLine Electronics', en: 'ThermoLine Electronics', ru: 'ThermoLine Electronics' },
    image: { type: 'logo', mark: 'wave', color: 'red', text: 'ThermoLine Electronics' },
    isReference: false,
  },
  {
    slug: 'databulud',
    title: { az: 'DataBulud', en: 'DataBulud', ru: 'DataBulud' },
    image: { type: 'logo', mark: 'hexagon', color: 'teal', text: 'DataBulud' },
    isReference: false,
  },
];

export const certificates: SeedCertificate[] = [
  {
    title: {
      az: 'ISO 9001:2015 keyfiyyət menecmenti sistemi sertifikatı',
      en: 'ISO 9001:2015 quality management system certificate',
      ru: 'Сертификат системы менеджмента качества ISO 9001:2015',
    },
    image: { type: 'certificate', code: 'ISO 9001:2015', color: 'navy' },
  },
  {
    title: {
      az: 'ISO/IEC 27001:2022 informasiya təhlükəsizliyi sertifikatı',
      en: 'ISO/IEC 27001:2022 information security certificate',
      ru: 'Сертификат информационной безопасности ISO/IEC 27001:2022',
    },
    image: { type: 'certificate', code: 'ISO 27001:2022', color: 'teal' },
  },
  {
    title: {
      az: 'Hesab Retail proqramının Dövlət Vergi Xidmətində qeydiyyatı (onlayn NKA tələblərinə uyğunluq)',
      en: 'State Tax Service registration of Hesab Retail (online cash register compliance)',
      ru: 'Регистрация Hesab Retail в Государственной налоговой службе (соответствие требованиям к онлайн-кассам)',
    },
    image: { type: 'certificate', code: 'DVX NKA', color: 'green' },
  },
  {
    title: {
      az: 'ThermoLine Electronics məhsullarının Azərbaycanda rəsmi diler sertifikatı',
      en: 'ThermoLine Electronics authorised reseller certificate for Azerbaijan',
      ru: 'Сертификат официального дилера ThermoLine Electronics в Азербайджане',
    },
    image: { type: 'certificate', code: 'AUTH DEALER', color: 'amber' },
  },
  {
    title: {
      az: 'POS avadanlığı üzrə servis mühəndislərinin təlim sertifikatı',
      en: 'POS hardware service engineer training certificate',
      ru: 'Сертификат об обучении сервисных инженеров по POS-оборудованию',
    },
    image: { type: 'certificate', code: 'SERVICE L2', color: 'silver' },
  },
];

export const contactInformation: SeedContactInformation = {
  address: {
    az: 'Bakı şəhəri, Nəsimi rayonu, Süleyman Rəhimov küçəsi 121, AZ1014',
    en: '121 Suleyman Rahimov Street, Nasimi district, Baku AZ1014, Azerbaijan',
    ru: 'г. Баку, Насиминский район, ул. Сулеймана Рагимова, 121, AZ1014',
  },
  email: 'info@hesabpos.az',
  phone: '+994 12 555 40 40',
  workingHours: {
    az: 'Bazar ertəsi – Cümə: 09:00–18:00, Şənbə: 10:00–15:00, Bazar: istirahət günü',
    en: 'Mon–Fri: 09:00–18:00, Sat: 10:00–15:00, Sun: closed',
    ru: 'Пн–Пт: 09:00–18:00, Сб: 10:00–15:00, Вс: выходной',
  },
  socials: [
    { network: 'facebook', url: 'https://www.facebook.com/hesabpos', title: 'Facebook' },
    { network: 'instagram', url: 'https://www.instagram.com/hesabpos/', title: 'Instagram' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/hesabpos', title: 'LinkedIn' },
    { network: 'youtube', url: 'https://www.youtube.com/@hesabpos', title: 'YouTube' },
    { network: 'whatsapp', url: 'https://wa.me/994505554040', title: 'WhatsApp' },
  ],
};
