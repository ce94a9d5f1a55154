// The entities of the upstream catalogue API (spec section 3), as the site reads them.

export interface ProductImage {
  id: number;
  url: string;
}

export interface CategoryRef {
  slug: string;
  title: string;
  parent: CategoryRef | null;
}

export interface ProductSummary {
  slug: string;
  title: string;
  price: number;
  discount: number | null;
  is_new: boolean;
  created_at: string;
  images: ProductImage[];
  category?: CategoryRef | null;
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
