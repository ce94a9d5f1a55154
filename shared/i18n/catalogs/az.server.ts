// Azerbaijani: the default language and the fallback. Every catalogue has the same keys.
// Messages are ICU MessageFormat: {name} is a value, {count, plural, …} a plural.
import { catalogueMessages } from '../../catalogue/messages.server.ts';
import { companyMessages } from '../../company/messages.server.ts';
import { productMessages } from '../../product/messages.server.ts';

/** Texts of the shell: header, footer, menus, errors. Each feature adds its own in ../messages/. */
const shell = {
  'site.tagline': 'POS avadanlığı və mühasibat proqramı',
  'site.about':
    'HesabPOS Azərbaycan üzrə mağaza, kafe, aptek və anbarlara POS avadanlığı və öz mühasibat proqramını təqdim edir.',
  'site.skipToContent': 'Əsas məzmuna keç',
  'site.loading': 'Səhifə yüklənir…',
  'site.slow': 'Bu, həmişəkindən bir az uzun çəkir…',
  'home.title': 'Bakıda POS avadanlığı və mühasibat proqramı',
  'home.description':
    'POS terminalları, qəbz printerləri, barkod skanerləri, pul qutuları və HesabPOS mühasibat proqramı. Bakıda çatdırılma və quraşdırma.',
  'home.keywords':
    'POS terminal, qəbz printeri, barkod skaneri, pul qutusu, müştəri displeyi, kassa aparatı, mühasibat proqramı, kassa proqramı, Bakı',
  'home.newArrivals': 'Yeni məhsullar',
  'home.order.newest': 'Əvvəlcə yenilər',
  'home.order.cheapest': 'Əvvəlcə ucuzlar',
  'home.order.label': 'Sıralama',
  'product.new': 'Yeni',
  'product.discount': '−{discount}%',
  'product.oldPrice': 'Köhnə qiymət',
  'product.free': 'Pulsuz',
  'products.count': '{count, plural, one {# məhsul} other {# məhsul}}',
  'nav.label': 'Əsas menyu',
  'nav.home': 'Ana səhifə',
  'nav.products': 'Məhsullar',
  'nav.about': 'Haqqımızda',
  'nav.contact': 'Əlaqə',
  'nav.partners': 'Tərəfdaşlarımız',
  'nav.allProducts': 'Bütün məhsullar',
  'nav.categories': 'Məhsul kateqoriyaları',
  'menu.open': 'Menyunu aç',
  'menu.close': 'Menyunu bağla',
  'menu.title': 'Menyu',
  'language.label': 'Saytın dili: {language}',
  'language.choose': 'Dil seçin',
  'search.label': 'Məhsul axtarışı',
  'search.placeholder': 'Məhsul axtarın…',
  'search.submit': 'Axtar',
  'search.open': 'Axtarışı aç',
  'search.close': 'Axtarışı bağla',
  'search.title': 'Məhsul axtarışı',
  'search.hint': 'Məhsulun adını yazın, məsələn, «qəbz printeri».',
  'contact.address': 'Ünvan',
  'contact.phone': 'Telefon',
  'contact.email': 'E-poçt',
  'banner.label': 'Aksiyalar və xəbərlər',
  'banner.message1': 'Bakı üzrə pulsuz çatdırılma və quraşdırma',
  'banner.message2': 'Bütün avadanlıqlara rəsmi zəmanət və servis',
  'banner.message3': 'HesabPOS: mühasibat, anbar və əmək haqqı bir proqramda',
  'banner.message4': 'Mağaza, kafe və aptek üçün hazır POS dəstləri',
  'banner.pause': 'Aksiyaların dəyişməsini dayandır',
  'carousel.label': 'karusel',
  'carousel.slide': 'slayd',
  'carousel.position': '{index} / {total}',
  'carousel.first': 'Bu, birinci slayddır',
  'carousel.last': 'Bu, sonuncu slayddır',
  'carousel.goTo': '{index} nömrəli slayda keç',
  'footer.contact': 'Bizimlə əlaqə',
  'footer.links': 'Faydalı keçidlər',
  'footer.follow': 'Bizi izləyin',
  'footer.copyright': '© {year} {site}. Bütün hüquqlar qorunur.',
  'notFound.title': 'Səhifə tapılmadı',
  'notFound.message': 'Axtardığınız səhifə tapılmadı.',
  'notFound.home': 'Ana səhifəyə qayıt',
  'error.title': 'Xəta!',
  'error.message': 'Xəta baş verdi!',
  'error.retry': 'Yenidən cəhd et',
  'maintenance.title': 'Saytda texniki işlər aparılır',
  'maintenance.message':
    'Saytı sizin üçün daha rahat etmək üzərində işləyirik. Zəhmət olmasa, bir neçə dəqiqədən sonra yenidən cəhd edin.',
  'maintenance.retry': 'Yenidən yoxla',
  'maintenance.call': 'Təcili sualınız var? Bizə zəng edin:',
};

export type ShellKey = keyof typeof shell;
// Only the server holds catalogues (.server.ts); the browser gets the page's messages with the page.
export const az = { ...shell, ...catalogueMessages.az, ...productMessages.az, ...companyMessages.az };
export type MessageKey = keyof typeof az;
