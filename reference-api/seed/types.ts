// The shape of the reference API's demo data. The data itself lives in seed/data/;
// seed/sql.ts turns it into SQL for the local database and for `npm run deploy`.
import type { MediaSpec, SocialNetwork } from './media.ts';

export const LANGUAGES = ['az', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in each of the three languages, each written as a native speaker would. */
export type Localized = Record<Language, string>;

/**
 * A raster photo file, as a shop's staff upload one (reference-api/seed/photos.ts), served as a
 * static file under /media/photos/.
 */
export interface SeedPhoto {
  type: 'photo';
  file: string;
}

/** Where an image of the demo data comes from: drawn from its description, or a photo file. */
export type SeedImage = MediaSpec | SeedPhoto;

export interface SeedCategory {
  slug: string;
  title: Localized;
  image?: MediaSpec & { type: 'category' };
  children?: SeedCategory[];
}

export interface SeedFeature {
  name: Localized;
  value: Localized;
}

export interface SeedProduct {
  slug: string;
  /** Slug of the category the product belongs to (a leaf of the tree). */
  category: string;
  title: Localized;
  /** HTML using only <p>, <ul>, <ol>, <li>, <strong>, <em>, <br>, <h3>. */
  description: Localized;
  /** AZN, 0 to 5000. */
  price: number;
  /** Percent, 1 to 90, when the product is on sale. */
  discount?: number;
  isNew: boolean;
  /** How many days before seeding the product was added; new products are at most 25. */
  ageDays: number;
  /** One to four images; the first is the card image, the second the hover image. */
  images: ((MediaSpec & { type: 'product' }) | SeedPhoto)[];
  features: SeedFeature[];
}

export interface SeedSlide {
  image: (MediaSpec & { type: 'scene' }) | SeedPhoto;
  title?: Localized;
  description?: Localized;
  /** A site path such as "/products?category=receipt-printers"; none means /products. */
  url?: string;
}

export interface SeedPartner {
  slug: string;
  title: Localized;
  image: MediaSpec & { type: 'logo' };
  isReference: boolean;
}

export interface SeedCertificate {
  title: Localized;
  image: MediaSpec & { type: 'certificate' };
}

export interface SeedSocial {
  network: SocialNetwork;
  url: string;
  title: string;
}

export interface SeedContactInformation {
  address: Localized;
  email: string;
  phone: string;
  workingHours: Localized;
  socials: SeedSocial[];
}
