import { categories } from './data/categories.ts';
import { certificates, contactInformation, partners, slides } from './data/content.ts';
import { products } from './data/products.ts';
import type { SeedData } from './sql.ts';

export const seedData: SeedData = { categories, products, slides, partners, certificates, contactInformation };
