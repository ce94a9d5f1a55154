// Azerbaijani: the default language and the fallback. Every catalogue has the same keys.
export const az = {
  'site.tagline': 'POS avadanlığı və mühasibat proqramı',
  'home.title': 'POS avadanlığı və mühasibat proqramı Bakıda',
  'home.description':
    'POS terminallar, qəbz printerləri, barkod skanerləri, pul qutuları və HesabPOS mühasibat proqramı. Bakıda çatdırılma və quraşdırma.',
  'home.newArrivals': 'Yeni gələnlər',
  'home.order.newest': 'Ən yenilər',
  'home.order.cheapest': 'Əvvəlcə ucuzlar',
  'home.order.label': 'Sıralama',
  'product.new': 'Yeni',
  'product.discount': '-{discount}%',
  'product.oldPrice': 'Köhnə qiymət',
  'nav.home': 'Ana səhifə',
  'notFound.title': 'Səhifə tapılmadı',
  'notFound.message': 'Axtardığınız səhifə tapılmadı.',
  'notFound.home': 'Ana səhifəyə qayıt',
  'error.title': 'Xəta!',
  'error.message': 'Xəta baş verdi!',
};

export type MessageKey = keyof typeof az;
