-- Reference catalogue API schema. Translatable text lives in *_translation tables keyed by
-- language (az, en, ru); the API answers in the request language and falls back to az.

CREATE TABLE category (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES category(id) ON DELETE CASCADE,
  image TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX category_parent ON category(parent_id);

CREATE TABLE category_translation (
  category_id INTEGER NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('az', 'en', 'ru')),
  title TEXT NOT NULL,
  PRIMARY KEY (category_id, language)
);

CREATE TABLE product (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES category(id),
  price REAL NOT NULL CHECK (price >= 0),
  discount REAL CHECK (discount IS NULL OR (discount >= 0 AND discount < 100)),
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX product_category ON product(category_id);
CREATE INDEX product_created_at ON product(created_at);
CREATE INDEX product_price ON product(price);

-- search_text: the title lower-cased and folded (ə→e, ş→s, …) so that searches ignore case
-- and accents; sort_key: the title mapped so that byte order is the language's alphabet order.
CREATE TABLE product_translation (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('az', 'en', 'ru')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL,
  sort_key TEXT NOT NULL,
  PRIMARY KEY (product_id, language)
);

CREATE TABLE product_image (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  path TEXT NOT NULL
);
CREATE INDEX product_image_product ON product_image(product_id, position);

CREATE TABLE product_feature (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_feature_product ON product_feature(product_id, position);

CREATE TABLE product_feature_translation (
  feature_id INTEGER NOT NULL REFERENCES product_feature(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('az', 'en', 'ru')),
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (feature_id, language)
);

CREATE TABLE slide (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  image TEXT NOT NULL,
  url TEXT
);

CREATE TABLE slide_translation (
  slide_id INTEGER NOT NULL REFERENCES slide(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('az', 'en', 'ru')),
  title TEXT,
  description TEXT,
  PRIMARY KEY (slide_id, language)
);

CREATE TABLE partner (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  image TEXT NOT NULL,
  is_reference INTEGER NOT NULL DEFAULT 0 CHECK (is_reference IN (0, 1))
);

CREATE TABLE partner_translation (
  partner_id INTEGER NOT NULL REFERENCES partner(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('az', 'en', 'ru')),
  title TEXT NOT NULL,
  PRIMARY KEY (partner_id, language)
);

CREATE TABLE certificate (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  image TEXT NOT NULL
);

CREATE TABLE certificate_translation (
  certificate_id INTEGER NOT NULL REFERENCES certificate(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('az', 'en', 'ru')),
  title TEXT NOT NULL,
  PRIMARY KEY (certificate_id, language)
);

CREATE TABLE contact_information (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  map_path TEXT
);

CREATE TABLE contact_information_translation (
  language TEXT PRIMARY KEY CHECK (language IN ('az', 'en', 'ru')),
  address TEXT NOT NULL,
  working_hours TEXT NOT NULL
);

CREATE TABLE social (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  network TEXT NOT NULL,
  url TEXT NOT NULL,
  title TEXT NOT NULL
);

CREATE TABLE contact_message (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_message_email ON contact_message(email, created_at);
