// The catalogue tree: seven root categories, twelve subcategories. Products point at leaves
// (a root without children, such as cash-drawers or scales, is a leaf too).
import type { SeedCategory } from '../types.ts';

export const categories: SeedCategory[] = [
  {
    slug: 'pos-terminals',
    title: { az: 'POS terminalları', en: 'POS terminals', ru: 'POS-терминалы' },
    image: { type: 'category', kind: 'pos-terminal' },
    children: [
      {
        slug: 'touch-pos-terminals',
        title: { az: 'Sensor ekranlı POS terminalları', en: 'Touch POS terminals', ru: 'Сенсорные POS-терминалы' },
        image: { type: 'category', kind: 'pos-terminal' },
      },
      {
        slug: 'data-terminals',
        title: { az: 'Məlumat toplama terminalları', en: 'Data terminals', ru: 'Терминалы сбора данных' },
        image: { type: 'category', kind: 'data-terminal' },
      },
      {
        slug: 'pos-kits',
        title: { az: 'Hazır POS dəstləri', en: 'POS kits', ru: 'Готовые POS-комплекты' },
        image: { type: 'category', kind: 'pos-kit' },
      },
    ],
  },
  {
    slug: 'monitors-displays',
    title: { az: 'Monitor və displeylər', en: 'Monitors & displays', ru: 'Мониторы и дисплеи' },
    image: { type: 'category', kind: 'touch-monitor' },
    children: [
      {
        slug: 'customer-displays',
        title: { az: 'Müştəri displeyləri', en: 'Customer displays', ru: 'Дисплеи покупателя' },
        image: { type: 'category', kind: 'customer-display' },
      },
      {
        slug: 'touch-monitors',
        title: { az: 'Sensor monitorlar', en: 'Touch monitors', ru: 'Сенсорные мониторы' },
        image: { type: 'category', kind: 'touch-monitor' },
      },
    ],
  },
  {
    slug: 'printers',
    title: { az: 'Printerlər', en: 'Printers', ru: 'Принтеры' },
    image: { type: 'category', kind: 'receipt-printer' },
    children: [
      {
        slug: 'receipt-printers',
        title: { az: 'Qəbz printerləri', en: 'Receipt printers', ru: 'Чековые принтеры' },
        image: { type: 'category', kind: 'receipt-printer' },
      },
      {
        slug: 'label-printers',
        title: { az: 'Etiket printerləri', en: 'Label printers', ru: 'Принтеры этикеток' },
        image: { type: 'category', kind: 'label-printer' },
      },
    ],
  },
  {
    slug: 'barcode-scanners',
    title: { az: 'Barkod skanerləri', en: 'Barcode scanners', ru: 'Сканеры штрихкодов' },
    image: { type: 'category', kind: 'barcode-scanner' },
    children: [
      {
        slug: 'handheld-scanners',
        title: { az: 'Əl skanerləri', en: 'Handheld scanners', ru: 'Ручные сканеры' },
        image: { type: 'category', kind: 'barcode-scanner' },
      },
      {
        slug: 'presentation-scanners',
        title: { az: 'Stasionar skanerlər', en: 'Presentation and in-counter scanners', ru: 'Стационарные сканеры' },
        image: { type: 'category', kind: 'presentation-scanner' },
      },
    ],
  },
  {
    slug: 'cash-drawers',
    title: { az: 'Pul qutuları', en: 'Cash drawers', ru: 'Денежные ящики' },
    image: { type: 'category', kind: 'cash-drawer' },
  },
  {
    slug: 'scales',
    title: { az: 'Tərəzilər', en: 'Scales', ru: 'Весы' },
    image: { type: 'category', kind: 'scale' },
  },
  {
    slug: 'software',
    title: { az: 'Proqram təminatı', en: 'Software', ru: 'Программное обеспечение' },
    image: { type: 'category', kind: 'software' },
    children: [
      {
        slug: 'accounting-software',
        title: { az: 'Mühasibat proqramları', en: 'Accounting software', ru: 'Бухгалтерские программы' },
        image: { type: 'category', kind: 'software' },
      },
      {
        slug: 'pos-software',
        title: { az: 'Kassa proqramları', en: 'POS software', ru: 'Кассовые программы' },
        image: { type: 'category', kind: 'software' },
      },
      {
        slug: 'licences-support',
        title: { az: 'Lisenziyalar və dəstək', en: 'Licences & support', ru: 'Лицензии и поддержка' },
        image: { type: 'category', kind: 'software' },
      },
    ],
  },
];
