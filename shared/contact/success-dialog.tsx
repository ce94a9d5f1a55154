import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '../i18n/intl.ts';
import { useFocusTrap } from '../ui/focus.ts';
import { CONTACT_PATH, pagePath } from '../urls.ts';

/**
 * After a message went out: a modal dialog whose one action, OK, loads the contact page again (a
 * full page load: the form starts empty). The focus stays on OK, and Escape does what OK does.
 */
export function SuccessDialog() {
  const t = useT();
  const language = useLanguage();
  const dialogRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLAnchorElement>(null);
  // Not autoFocus: React applies it only to form controls, and OK is a link.
  useEffect(() => okRef.current?.focus(), []);
  useFocusTrap(
    true,
    () => dialogRef.current,
    () => okRef.current?.click(),
  );
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="contact-success-title"
        aria-describedby="contact-success-message"
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
        data-testid="contact-success"
      >
        <h2 id="contact-success-title" className="m-0 text-2xl font-bold">
          {t('contact.success.title')}
        </h2>
        <p id="contact-success-message" className="mt-3">
          {t('contact.success.message')}
        </p>
        <a
          ref={okRef}
          href={pagePath(language, CONTACT_PATH)}
          // Green, as SPEC.md asks of the success dialog's confirm button.
          className="btn mt-4 bg-success text-white hover:brightness-90"
          data-testid="contact-success-ok"
        >
          {t('contact.success.ok')}
        </a>
      </div>
    </div>
  );
}
