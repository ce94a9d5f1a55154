// Texts of the home page; the slider arrows of every carousel read home.prev and home.next.
// In each language with the same keys; shared/messages.server.ts assembles every feature's.
import type { Language } from '../constants.ts';

export const homeMessages = {
  az: {
    'home.title': 'Bakıda POS avadanlığı və mühasibat proqramı',
    'home.description': 'POS terminalları, qəbz printerləri, barkod skanerləri, pul qutuları və HesabPOS mühasibat proqramı. Bakıda çatdırılma və quraşdırma.',
    'home.keywords': 'POS terminal, qəbz printeri, barkod skaneri, pul qutusu, müştəri displeyi, kassa aparatı, mühasibat proqramı, kassa proqramı, Bakı',
    'home.newArrivals': 'Yeni məhsullar',
    'home.order.newest': 'Əvvəlcə yenilər',
    'home.order.cheapest': 'Əvvəlcə ucuzlar',
    'home.order.label': 'Sıralama',
    'home.hero': 'Təkliflər',
    'home.hero.go': 'Ətraflı',
    'home.prev': 'Əvvəlki',
    'home.next': 'Növbəti',
    'home.highlights': 'Niyə HesabPOS?',
    'home.highlight.delivery': 'Bakı üzrə pulsuz çatdırılma',
    'home.highlight.warranty': 'Rəsmi zəmanət',
    'home.highlight.setup': 'Quraşdırma və sazlama',
    'home.highlight.support': 'Texniki dəstək',
    'home.highlight.payment': 'Rahat ödəniş',
    'home.explore': 'Məhsullarımızla tanış olun',
    'home.seeAll': 'Hamısına bax',
  },
  en: {
    'home.title': 'POS hardware and accounting software in Baku',
    'home.description': 'POS terminals, receipt printers, barcode scanners, cash drawers and HesabPOS accounting software. Delivery and installation in Baku.',
    'home.keywords': 'POS terminal, receipt printer, barcode scanner, cash drawer, customer display, accounting software, POS software, Baku',
    'home.newArrivals': 'New arrivals',
    'home.order.newest': 'Newest first',
    'home.order.cheapest': 'Cheapest first',
    'home.order.label': 'Sort by',
    'home.hero': 'Offers',
    'home.hero.go': 'Learn more',
    'home.prev': 'Previous',
    'home.next': 'Next',
    'home.highlights': 'Why HesabPOS',
    'home.highlight.delivery': 'Free delivery across Baku',
    'home.highlight.warranty': 'Official warranty',
    'home.highlight.setup': 'Installation and setup',
    'home.highlight.support': 'Technical support',
    'home.highlight.payment': 'Easy payment',
    'home.explore': 'Explore our products',
    'home.seeAll': 'See all',
  },
  ru: {
    'home.title': 'POS-оборудование и программа для учёта в Баку',
    'home.description': 'POS-терминалы, чековые принтеры, сканеры штрихкодов, денежные ящики и программа для учёта HesabPOS. Доставка и установка по Баку.',
    'home.keywords':
      'POS-терминал, чековый принтер, сканер штрихкодов, денежный ящик, дисплей покупателя, кассовый аппарат, программа для учёта, кассовая программа, Баку',
    'home.newArrivals': 'Новинки',
    'home.order.newest': 'Сначала новые',
    'home.order.cheapest': 'Сначала дешёвые',
    'home.order.label': 'Сортировка',
    'home.hero': 'Предложения',
    'home.hero.go': 'Подробнее',
    'home.prev': 'Назад',
    'home.next': 'Вперёд',
    'home.highlights': 'Почему HesabPOS?',
    'home.highlight.delivery': 'Бесплатная доставка по Баку',
    'home.highlight.warranty': 'Официальная гарантия',
    'home.highlight.setup': 'Установка и настройка',
    'home.highlight.support': 'Техническая поддержка',
    'home.highlight.payment': 'Удобная оплата',
    'home.explore': 'Познакомьтесь с нашими товарами',
    'home.seeAll': 'Смотреть все',
  },
} satisfies Record<Language, Record<string, string>>;

// Adds these keys to MessageKey: the i18n runtime below knows no feature.
declare module '../i18n/intl.ts' {
  interface MessageKeys extends Record<keyof typeof homeMessages.az, true> {}
}
