// The company's contact details beside the form: address, phone, e-mail, hours, social links.
import type { ContactInformation } from '../data/types.ts';
import { useT, type MessageKey } from '../i18n/intl.ts';
import { SocialLink } from '../ui/social-link.tsx';
import { telHref } from '../urls.ts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons.tsx';

export function ContactDetails({ contact }: { contact: ContactInformation }) {
  const t = useT();
  // Each detail the upstream has, in this order; an empty one is left out.
  const details: { label: MessageKey; text: string | null; href?: string; Icon: typeof PinIcon }[] = [
    { label: 'contact.address', text: contact.address, Icon: PinIcon },
    { label: 'contact.phone', text: contact.phone, href: contact.phone ? telHref(contact.phone) : undefined, Icon: PhoneIcon },
    { label: 'contact.email', text: contact.email, href: `mailto:${contact.email}`, Icon: MailIcon },
    { label: 'contact.workingHours', text: contact.working_hours, Icon: ClockIcon },
  ];
  return (
    // A card of its own (white, bordered, the brand's top edge) so that it reads as one block beside the form.
    <aside
      aria-labelledby="contact-info"
      className="self-start rounded-2xl border border-line border-t-4 border-t-brand bg-white p-6 shadow-menu"
      data-testid="contact-info"
    >
      <h2 id="contact-info" className="m-0 mb-4 text-xl font-bold">
        {t('contact.info')}
      </h2>
      <dl className="m-0 grid gap-4">
        {details.map(({ label, text, href, Icon }) =>
          text ? (
            // The icon sits in the term (a <dl>'s group holds only <dt> and <dd>), drawn beside both.
            <div key={label} className="relative min-h-10 pl-13">
              <dt className="text-sm font-semibold text-muted">
                <span className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-full bg-brand-light text-brand">
                  <Icon size={20} />
                </span>
                {t(label)}
              </dt>
              <dd className="m-0 break-words">{href ? <a href={href}>{text}</a> : text}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {contact.socials.length > 0 ? (
        <>
          <h3 className="mb-2 mt-4 text-base font-semibold">{t('contact.socials')}</h3>
          <ul className="m-0 flex list-none flex-wrap gap-2.5 p-0">
            {contact.socials.map((social) => (
              <li key={social.url}>
                <SocialLink social={social} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}
