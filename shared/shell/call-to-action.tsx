// The call to talk to someone, at the foot of home and about: call, write, or ask for a
// consultation through the contact form; the phone and e-mail only when the contact data has them.
import { Link } from '../ui/link.tsx';
import { ChatIcon, MailIcon, PhoneIcon } from '../ui/icons.tsx';
import { useLanguage, useT } from '../i18n/intl.ts';
import { CONTACT_PATH, pagePath, telHref } from '../urls.ts';
import { useShellData } from './shell-data.ts';

export function CallToAction() {
  const t = useT();
  const language = useLanguage();
  const contact = useShellData()?.contact;
  const light = 'btn border border-white/60 text-white hover:bg-white/10';
  return (
    <section className="on-dark bg-brand text-white" aria-labelledby="call-to-action" data-testid="call-to-action">
      <div className="shell flex flex-col gap-6 py-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="call-to-action" className="m-0 text-2xl font-bold">
            {t('cta.title')}
          </h2>
          <p className="mb-0 mt-2 text-white/90">{t('cta.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {contact?.phone ? (
            <a href={telHref(contact.phone)} className={light}>
              <PhoneIcon size={18} />
              {t('cta.call')}
            </a>
          ) : null}
          {contact?.email ? (
            <a href={`mailto:${contact.email}`} className={light}>
              <MailIcon size={18} />
              {t('cta.write')}
            </a>
          ) : null}
          <Link to={pagePath(language, CONTACT_PATH)} className="btn bg-white text-brand hover:bg-brand-light">
            <ChatIcon size={18} />
            {t('cta.consult')}
          </Link>
        </div>
      </div>
    </section>
  );
}
