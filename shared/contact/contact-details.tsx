// The company's contact details beside the form: address, phone, e-mail, hours, social links.
import type { ContactInformation } from '../data/types.ts';
import { useT, type MessageKey } from '../i18n/intl.ts';
import { SocialLink } from '../ui/social-link.tsx';
import { telHref } from '../urls.ts';

export function ContactDetails({ contact }: { contact: ContactInformation }) {
  const t = useT();
  // Each detail the upstream has, in this order; an empty one is left out.
  const details: { label: MessageKey; text: string | null; href?: string }[] = [
    { label: 'contact.address', text: contact.address },
    { label: 'contact.phone', text: contact.phone, href: contact.phone ? telHref(contact.phone) : undefined },
    { label: 'contact.email', text: contact.email, href: `mailto:${contact.email}` },
    { label: 'contact.workingHours', text: contact.working_hours },
  ];
  return (
    <aside aria-labelledby="contact-info" className="rounded-2xl bg-canvas p-6" data-testid="contact-info">
      <h2 id="contact-info" className="m-0 mb-4 text-xl font-bold">
        {t('contact.info')}
      </h2>
      <dl className="m-0 grid gap-3">
        {details.map(({ label, text, href }) =>
          text ? (
            <div key={label}>
              <dt className="font-semibold">{t(label)}</dt>
              <dd className="m-0">{href ? <a href={href}>{text}</a> : text}</dd>
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
