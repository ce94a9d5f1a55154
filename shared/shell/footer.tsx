// The footer: contact block with socials, main menu items 2 to 4, the
// partners link, and the copyright line.
import { Link } from '../ui/link.tsx';
import type { ContactInformation } from '../data/types.ts';
import { SITE_NAME } from '../constants.ts';
import { useLanguage, useT, type MessageKey } from '../i18n/intl.ts';
import { MailIcon, PhoneIcon, PinIcon } from '../ui/icons.tsx';
import { SocialLink } from '../ui/social-link.tsx';
import { LogoMark, Wordmark } from './logo.tsx';
import { FOOTER_MENU, PARTNERS_ITEM, TRUST_ITEMS } from './menu-items.ts';
import { pagePath, telHref } from '../urls.ts';

function Socials({ contact }: { contact: ContactInformation }) {
  const t = useT();
  if (contact.socials.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="mb-3 text-xs font-semibold uppercase tracking-wider text-white/60">{t('footer.follow')}</h3>
      <ul className="flex flex-wrap gap-2.5">
        {contact.socials.map((social) => (
          <li key={social.url}>
            <SocialLink social={social} className="block rounded-lg opacity-90 transition-opacity hover:opacity-100" imageClassName="block rounded-md" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ContactLink {
  label: MessageKey;
  text: string;
  href: string;
  Icon: typeof PhoneIcon;
}

/** The phone and the e-mail address, those the upstream has, as links. */
function reachBy(contact: ContactInformation): ContactLink[] {
  const ways: ContactLink[] = [];
  if (contact.phone) ways.push({ label: 'contact.phone', text: contact.phone, href: telHref(contact.phone), Icon: PhoneIcon });
  if (contact.email) ways.push({ label: 'contact.email', text: contact.email, href: `mailto:${contact.email}`, Icon: MailIcon });
  return ways;
}

/** `year` comes from the server with the shell data, so the page hydrates to the same text. */
export function Footer({ contact, year }: { contact: ContactInformation | undefined; year: number | undefined }) {
  const language = useLanguage();
  const t = useT();
  return (
    <footer className="on-dark mt-16 bg-ink text-sm text-white/75">
      {contact ? (
        <div className="shell grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1.3fr_1fr] lg:gap-14">
          <div className="max-w-sm">
            <div className="flex items-center gap-2">
              <LogoMark size={32} />
              <Wordmark inverted />
            </div>
            <p className="mt-4 leading-relaxed">{t('site.about')}</p>
          </div>
          <div>
            <h2 className="mb-4 text-base font-semibold text-white">{t('footer.contact')}</h2>
            <ul className="space-y-3">
              {contact.address ? (
                <li className="flex gap-3">
                  <PinIcon size={18} className="mt-0.5 shrink-0 text-brand-200" />
                  <span>
                    <span className="sr-only">{t('contact.address')}: </span>
                    {contact.address}
                  </span>
                </li>
              ) : null}
              {reachBy(contact).map(({ label, text, href, Icon }) => (
                <li key={label}>
                  <a href={href} className="inline-flex gap-3 rounded hover:text-white">
                    <Icon size={18} className="shrink-0 text-brand-200" />
                    <span className="sr-only">{t(label)}: </span>
                    {text}
                  </a>
                </li>
              ))}
            </ul>
            <Socials contact={contact} />
          </div>
          <nav aria-label={t('footer.links')}>
            <h2 className="mb-4 text-base font-semibold text-white">{t('footer.links')}</h2>
            <ul className="space-y-2.5">
              {[...FOOTER_MENU, PARTNERS_ITEM, ...TRUST_ITEMS].map((item) => (
                <li key={item.path}>
                  <Link to={pagePath(language, item.path)} className="rounded hover:text-white">
                    {t(item.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <p className="shell m-0 py-5 text-xs text-white/60" suppressHydrationWarning={year === undefined}>
          {t('footer.copyright', { year: year ?? new Date().getFullYear(), site: SITE_NAME })}
        </p>
      </div>
    </footer>
  );
}
