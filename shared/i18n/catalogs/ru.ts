import { catalogueMessages } from '../messages/catalogue.ts';
import { companyMessages } from '../messages/company.ts';
import { productMessages } from '../messages/product.ts';
import type { MessageKey, ShellKey } from './az.ts';

const shell: Record<ShellKey, string> = {
  'site.tagline': 'POS-оборудование и учётная программа',
  'site.about':
    'HesabPOS поставляет POS-оборудование и собственную учётную программу для магазинов, кафе, аптек и складов по всему Азербайджану.',
  'site.skipToContent': 'Перейти к основному содержанию',
  'site.loading': 'Страница загружается…',
  'site.slow': 'Загрузка занимает больше времени, чем обычно…',
  'home.title': 'POS-оборудование и учётная программа в Баку',
  'home.description':
    'POS-терминалы, принтеры чеков, сканеры штрихкодов, денежные ящики и учётная программа HesabPOS. Доставка и установка по Баку.',
  'home.keywords':
    'POS-терминал, принтер чеков, сканер штрихкодов, денежный ящик, дисплей покупателя, учётная программа, кассовая программа, Баку',
  'home.newArrivals': 'Новинки',
  'home.order.newest': 'Сначала новые',
  'home.order.cheapest': 'Сначала дешёвые',
  'home.order.label': 'Порядок',
  'product.new': 'Новинка',
  'product.discount': '−{discount}%',
  'product.oldPrice': 'Старая цена',
  'products.count': '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}',
  'nav.label': 'Главное меню',
  'nav.home': 'Главная',
  'nav.products': 'Продукция',
  'nav.about': 'О компании',
  'nav.contact': 'Контакты',
  'nav.partners': 'Наши партнёры',
  'nav.allProducts': 'Вся продукция',
  'nav.categories': 'Категории продукции',
  'menu.open': 'Открыть меню',
  'menu.close': 'Закрыть меню',
  'menu.title': 'Меню',
  'language.label': 'Язык сайта: {language}',
  'language.choose': 'Выберите язык',
  'search.label': 'Поиск по каталогу',
  'search.placeholder': 'Поиск по каталогу…',
  'search.submit': 'Найти',
  'search.open': 'Открыть поиск',
  'search.close': 'Закрыть поиск',
  'search.title': 'Поиск по каталогу',
  'search.hint': 'Введите название товара, например «принтер чеков».',
  'contact.address': 'Адрес',
  'contact.phone': 'Телефон',
  'contact.email': 'Эл. почта',
  'banner.label': 'Акции и новости',
  'banner.message1': 'Бесплатная доставка и установка по Баку',
  'banner.message2': 'Официальная гарантия и сервис на всё оборудование',
  'banner.message3': 'HesabPOS: бухгалтерия, склад и зарплата в одной программе',
  'banner.message4': 'Готовые POS-комплекты для магазинов, кафе и аптек',
  'banner.pause': 'Остановить смену акций',
  'footer.contact': 'Свяжитесь с нами',
  'footer.links': 'Разделы сайта',
  'footer.follow': 'Мы в соцсетях',
  'footer.copyright': '© {year} {site}. Все права защищены.',
  'notFound.title': 'Страница не найдена',
  'notFound.message': 'Страница, которую вы ищете, не найдена.',
  'notFound.home': 'На главную',
  'error.title': 'Ошибка!',
  'error.message': 'Произошла ошибка!',
  'error.retry': 'Попробовать снова',
  'maintenance.title': 'Идут технические работы',
  'maintenance.message': 'Мы обновляем сайт, чтобы им было ещё удобнее пользоваться. Пожалуйста, попробуйте снова через несколько минут.',
  'maintenance.retry': 'Попробовать снова',
  'maintenance.call': 'Срочный вопрос? Позвоните нам:',
};

// Empty in the client build, as az.ts explains.
export const ru: Record<MessageKey, string> = import.meta.env.SSR
  ? { ...shell, ...catalogueMessages.ru, ...productMessages.ru, ...companyMessages.ru }
  : ({} as Record<MessageKey, string>);
