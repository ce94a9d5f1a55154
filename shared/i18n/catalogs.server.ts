// Every message catalogue, for the server only: the browser gets its page's language, already
// parsed (worker/messages.ts), and bundles neither the catalogues nor an ICU parser.
import { az } from './catalogs/az.server.ts';
import { en } from './catalogs/en.server.ts';
import { ru } from './catalogs/ru.server.ts';
import { provideMessages } from './intl.ts';

/** Gives getIntl() and catalog() every language on the server. */
export function provideServerMessages(): void {
  provideMessages('az', az);
  provideMessages('en', en);
  provideMessages('ru', ru);
}
