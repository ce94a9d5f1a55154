// Cloudflare Turnstile's widget in the contact form, only when the site has it switched on
// (worker/contact/turnstile.ts). The widget puts its token in the form as cf-turnstile-response.
import { use, useEffect, useRef } from 'react';
import { TurnstileSiteKeyContext } from '../ui/turnstile-site-key.ts';
import { TURNSTILE_FIELD, TURNSTILE_ORIGIN } from './rules.ts';

const SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

interface Turnstile {
  render(element: HTMLElement, options: { sitekey: string; 'response-field-name': string }): string;
  remove(id: string): void;
}

let script: Promise<Turnstile> | undefined;

/**
 * Turnstile's script, loaded once. Our own (trusted) code adds it, which a 'strict-dynamic' CSP
 * allows (the page has no nonce to give it: every visitor gets the same bytes).
 */
function loadTurnstile(): Promise<Turnstile> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = SCRIPT_URL;
    element.async = true;
    element.onload = () => resolve((window as unknown as { turnstile: Turnstile }).turnstile);
    element.onerror = () => {
      script = undefined;
      reject(new Error('Turnstile did not load'));
    };
    document.head.appendChild(element);
  });
  return script;
}

export function TurnstileWidget({ className }: { className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const siteKey = use(TurnstileSiteKeyContext);

  useEffect(() => {
    if (!siteKey || !box.current) return;
    let widget: string | undefined;
    let turnstile: Turnstile | undefined;
    let gone = false;
    loadTurnstile()
      .then((loaded) => {
        if (gone || !box.current) return;
        turnstile = loaded;
        widget = loaded.render(box.current, { sitekey: siteKey, 'response-field-name': TURNSTILE_FIELD });
      })
      .catch(() => {});
    return () => {
      gone = true;
      if (turnstile && widget) turnstile.remove(widget);
    };
  }, [siteKey]);

  return siteKey ? <div ref={box} className={className} data-testid="turnstile" /> : null;
}
