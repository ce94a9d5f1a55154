// The site's texts as tests read them, every language and key, unformatted: the one way a test
// reaches them (the sets themselves are the server's, shared/messages.server.ts).
import type { Language } from '../../shared/constants.ts';
import type { MessageKey } from '../../shared/i18n/intl.ts';
import { messages } from '../../shared/messages.server.ts';

export const texts: Record<Language, Record<MessageKey, string>> = messages;
export const { az, en, ru } = texts;
