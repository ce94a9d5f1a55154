// The contact form's fields and the answers of the worker's contact route (worker/routes/contact.ts),
// and Turnstile's constants: what the form and the worker agree on, without React.
import { createContext } from 'react-router';
import { isSlug } from '../data/slug.ts';

export const CONTACT_FIELDS = ['first_name', 'last_name', 'phone', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField | 'non_field_errors', string[]>>;

export const REQUIRED_FIELDS: readonly ContactField[] = ['first_name', 'last_name', 'phone', 'email'];
/**
 * The upstream's limits (reference-api/src/messages.ts). The phone's applies to the number as sent,
 * once normalized (normalizePhone); what a visitor types may be longer by its spaces and dashes.
 */
export const MAX_LENGTHS: Record<ContactField, number> = { first_name: 100, last_name: 100, email: 254, phone: 16, message: 5000 };
/** A typed phone longer than this is refused unread: a number with every separator doubled fits. */
export const MAX_TYPED_PHONE_LENGTH = 40;
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** A form body larger than this is refused unread (the five fields at their limits fit in far less). */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * A field bots fill and people never see (the form hides it from sight and from assistive
 * technology): a message with it filled is dropped, and the bot is told it was sent.
 */
export const HONEYPOT_FIELD = 'website';
/** The field Cloudflare Turnstile's widget adds to the form with its token. */
export const TURNSTILE_FIELD = 'cf-turnstile-response';
/** The origin of Turnstile's script, its challenge frame and its verification endpoint. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** Control characters; a single-line field refuses all of them (CR/LF would forge e-mail headers). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** In the message a line break or a tab is text; the other control characters are refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
export const MESSAGE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export type ContactResult =
  | { status: 'sent' }
  /**
   * invalid: field errors (ours or the upstream's 400); failed: the message could be neither sent
   * nor queued; refused: unreadable body; limited: too many messages from this address.
   */
  | { status: 'invalid' | 'failed' | 'refused' | 'limited'; values: ContactValues; errors: ContactErrors };

/**
 * A form posted without JavaScript, as the worker's contact route answered it: that route renders
 * the contact page with it in the router's request context, for the page's loader to hand to the
 * form. Null everywhere else.
 */
export const contactResultContext = createContext<ContactResult | null>(null);

export function emptyValues(): ContactValues {
  return { first_name: '', last_name: '', phone: '', email: '', message: '' };
}

/** What people write between a phone number's digits: spaces, dashes, dots and brackets. */
const PHONE_SEPARATORS = /[ \u00a0\-.()]/g;
/** Azerbaijan's country code; a national number is nine digits after it (or after a trunk 0). */
const AZ_CODE = '994';
const AZ_NATIONAL_DIGITS = 9;

/**
 * The one phone rule, run by the worker on every message (with or without JavaScript, so both
 * get the same answer): the number as the upstream takes it (`+` and 8 to 15 digits, ITU-T E.164),
 * or null when it is not a number the rule knows. Azerbaijani numbers in every usual spelling
 * ('+994 51 222 33 44', '050 123 45 67', '(012) 404-50-60', '994…', '00994…', nine digits alone)
 * become '+994' and their nine digits; another country's number needs its '+' (or '00') and code,
 * since digits alone could be any country's.
 */
export function normalizePhone(typed: string): string | null {
  if (typed.length > MAX_TYPED_PHONE_LENGTH) return null;
  let compact = typed.replace(PHONE_SEPARATORS, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  if (digits.startsWith(AZ_CODE)) return digits.length === AZ_CODE.length + AZ_NATIONAL_DIGITS ? `+${digits}` : null;
  if (international) return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : null;
  if (digits.length === AZ_NATIONAL_DIGITS + 1 && digits.startsWith('0')) return `+${AZ_CODE}${digits.slice(1)}`;
  if (digits.length === AZ_NATIONAL_DIGITS && !digits.startsWith('0')) return `+${AZ_CODE}${digits}`;
  return null;
}

/**
 * The contact page's address: `sent=1` after a message went out without JavaScript, and
 * `product={slug}` when the visitor came from a product to ask about it.
 */
export function contactSearch(params: URLSearchParams): string {
  const canonical = new URLSearchParams();
  const product = params.get('product') ?? '';
  if (isSlug(product)) canonical.set('product', product);
  if (params.get('sent') === '1') canonical.set('sent', '1');
  const text = canonical.toString();
  return text ? `?${text}` : '';
}
