import { MailIcon, PhoneIcon } from '../ui/icons.tsx';
import { useT } from '../i18n/intl.ts';
import { telHref } from '../urls.ts';
import { useShellData } from './shell-data.ts';

/**
 * The company's phone and e-mail under an error or maintenance notice, from the contact data the
 * shell loaded; when that data failed too, it says so rather than show a number that may be wrong.
 */
export function ContactHelp() {
  const t = useT();
  const contact = useShellData()?.contact;
  if (!contact?.phone && !contact?.email) {
    return (
      <p className="shell -mt-8 mb-16 max-w-xl text-center text-muted" data-testid="contact-help">
        {t('status.noContacts')}
      </p>
    );
  }
  const link = 'inline-flex items-center gap-1.5 whitespace-nowrap font-semibold text-brand hover:text-brand-dark';
  return (
    <div className="shell -mt-8 mb-16 flex flex-col items-center gap-2 text-center text-muted" data-testid="contact-help">
      <p className="m-0">{t('status.help')}</p>
      <p className="m-0 flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
        {contact.phone ? (
          <a href={telHref(contact.phone)} className={link}>
            <PhoneIcon size={18} />
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className={link}>
            <MailIcon size={18} />
            {contact.email}
          </a>
        ) : null}
      </p>
    </div>
  );
}
