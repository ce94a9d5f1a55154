// Turns the demo data into SQL statements: bound statements for the local database, or one
// script with inlined values for `wrangler d1 execute --file` when deploying.
import { mediaPath } from './media.ts';
import { foldForSearch, sortKey } from '../src/text.ts';
import {
  LANGUAGES,
  type Localized,
  type SeedImage,
  type SeedCategory,
  type SeedCertificate,
  type SeedContactInformation,
  type SeedPartner,
  type SeedProduct,
  type SeedSlide,
} from './types.ts';

export interface SeedData {
  categories: SeedCategory[];
  products: SeedProduct[];
  slides: SeedSlide[];
  partners: SeedPartner[];
  certificates: SeedCertificate[];
  contactInformation: SeedContactInformation;
}

export type SqlValue = string | number | null;
export interface Statement {
  sql: string;
  params: SqlValue[];
}

const DAY_MS = 86_400_000;
/** The path the contact information's map_url points to, served by the API itself. */
export const MAP_PATH = 'embed/map';

/** An image's path under /media/: a drawn image's, or photos/{file}. */
export function seedImagePath(image: SeedImage): string {
  return image.type === 'photo' ? `photos/${encodeURIComponent(image.file)}` : mediaPath(image);
}

function insert(table: string, row: Record<string, SqlValue>): Statement {
  const columns = Object.keys(row);
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    params: Object.values(row),
  };
}

function translations(table: string, key: Record<string, number>, fields: Record<string, Localized | undefined>): Statement[] {
  return LANGUAGES.map((language) =>
    insert(table, {
      ...key,
      language,
      ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value?.[language] ?? null])),
    }),
  );
}

/** Every statement that fills an empty database with the demo data; dates relative to `now`. */
export function seedStatements(data: SeedData, now: Date): Statement[] {
  const statements: Statement[] = [];
  const categoryIds = new Map<string, number>();

  const addCategory = (category: SeedCategory, parentId: number | null, position: number) => {
    const id = categoryIds.size + 1;
    categoryIds.set(category.slug, id);
    statements.push(
      insert('category', {
        id,
        slug: category.slug,
        parent_id: parentId,
        image: category.image ? mediaPath(category.image) : null,
        position,
      }),
      ...translations('category_translation', { category_id: id }, { title: category.title }),
    );
    category.children?.forEach((child, index) => {
      addCategory(child, id, index);
    });
  };
  data.categories.forEach((category, index) => {
    addCategory(category, null, index);
  });

  let featureId = 0;
  let imageId = 0;
  data.products.forEach((product, index) => {
    const id = index + 1;
    const categoryId = categoryIds.get(product.category);
    if (categoryId === undefined) throw new Error(`Product ${product.slug}: unknown category ${product.category}`);
    const createdAt = new Date(now.getTime() - product.ageDays * DAY_MS - index * 60_000).toISOString();
    statements.push(
      insert('product', {
        id,
        slug: product.slug,
        category_id: categoryId,
        price: product.price,
        discount: product.discount ?? null,
        is_new: product.isNew ? 1 : 0,
        created_at: createdAt,
        updated_at: createdAt,
      }),
      ...LANGUAGES.map((language) =>
        insert('product_translation', {
          product_id: id,
          language,
          title: product.title[language],
          description: product.description[language],
          search_text: foldForSearch(product.title[language], language),
          sort_key: sortKey(product.title[language], language),
        }),
      ),
    );
    product.images.forEach((image, position) => {
      statements.push(insert('product_image', { id: ++imageId, product_id: id, position, path: seedImagePath(image) }));
    });
    product.features.forEach((feature, position) => {
      statements.push(
        insert('product_feature', { id: ++featureId, product_id: id, position }),
        ...translations('product_feature_translation', { feature_id: featureId }, { name: feature.name, value: feature.value }),
      );
    });
  });

  data.slides.forEach((slide, index) => {
    const id = index + 1;
    statements.push(
      insert('slide', { id, position: index, image: seedImagePath(slide.image), url: slide.url ?? null }),
      ...translations('slide_translation', { slide_id: id }, { title: slide.title, description: slide.description }),
    );
  });

  data.partners.forEach((partner, index) => {
    const id = index + 1;
    statements.push(
      insert('partner', {
        id,
        slug: partner.slug,
        position: index,
        image: mediaPath(partner.image),
        is_reference: partner.isReference ? 1 : 0,
      }),
      ...translations('partner_translation', { partner_id: id }, { title: partner.title }),
    );
  });

  data.certificates.forEach((certificate, index) => {
    const id = index + 1;
    statements.push(
      insert('certificate', { id, position: index, image: mediaPath(certificate.image) }),
      ...translations('certificate_translation', { certificate_id: id }, { title: certificate.title }),
    );
  });

  const contact = data.contactInformation;
  statements.push(
    insert('contact_information', { id: 1, email: contact.email, phone: contact.phone, map_path: MAP_PATH }),
    ...LANGUAGES.map((language) =>
      insert('contact_information_translation', {
        language,
        address: contact.address[language],
        working_hours: contact.workingHours[language],
      }),
    ),
    // With its id, as every row: a second load of the script finds the row there and skips it.
    ...contact.socials.map((social, position) =>
      insert('social', { id: position + 1, position, network: social.network, url: social.url, title: social.title }),
    ),
  );
  return statements;
}

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  // One statement a line: a line break inside a value is written as char(10) (char(13)).
  return `'${value.replace(/'/g, "''").replace(/\n/g, "' || char(10) || '").replace(/\r/g, "' || char(13) || '")}'`;
}

/**
 * One statement a line with the values written in, for `wrangler d1 execute --file`. Each insert
 * skips a row whose key is there already (every row has a fixed key), so the script can run
 * again after a deploy that stopped midway, and leaves rows changed since as they are.
 */
export function toSqlScript(statements: Statement[]): string {
  return statements
    .map(({ sql, params }) => {
      let index = 0;
      return `${sql.replace(/^INSERT INTO /, 'INSERT OR IGNORE INTO ').replace(/\?/g, () => literal(params[index++] ?? null))};`;
    })
    .join('\n');
}
