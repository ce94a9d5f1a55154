import type { MessageKey } from './az.ts';

export const ru: Record<MessageKey, string> = {
  'site.tagline': 'POS-оборудование и учётная программа',
  'home.title': 'POS-оборудование и учётная программа в Баку',
  'home.description':
    'POS-терминалы, принтеры чеков, сканеры штрихкодов, денежные ящики и учётная программа HesabPOS. Доставка и установка по Баку.',
  'home.newArrivals': 'Новинки',
  'home.order.newest': 'Сначала новые',
  'home.order.cheapest': 'Сначала дешёвые',
  'home.order.label': 'Порядок',
  'product.new': 'Новинка',
  'product.discount': '−{discount}%',
  'product.oldPrice': 'Старая цена',
  'nav.home': 'Главная',
  'notFound.title': 'Страница не найдена',
  'notFound.message': 'Страница, которую вы ищете, не найдена.',
  'notFound.home': 'На главную',
  'error.title': 'Ошибка!',
  'error.message': 'Произошла ошибка!',
};
