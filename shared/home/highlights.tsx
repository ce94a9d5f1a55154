import { useT, type MessageKey } from '../i18n/intl.ts';
import { Icon } from '../ui/icons.tsx';

const HIGHLIGHTS: { key: MessageKey; path: string }[] = [
  {
    key: 'home.highlight.delivery',
    path: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  },
  { key: 'home.highlight.warranty', path: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5' },
  { key: 'home.highlight.setup', path: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.3-.6-.6-2.3z' },
  { key: 'home.highlight.support', path: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2' },
  { key: 'home.highlight.payment', path: 'M3 6h18v12H3zM3 10h18M7 15h4' },
];

export function Highlights() {
  const t = useT();
  return (
    <section aria-label={t('home.highlights')} className="border-b border-line bg-white" data-testid="highlights">
      <ul className="shell m-0 grid list-none grid-cols-2 gap-4 py-6 sm:grid-cols-3 lg:grid-cols-5">
        {HIGHLIGHTS.map(({ key, path }) => (
          <li key={key} className="flex items-center gap-3 text-sm font-semibold">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-light text-brand">
              <Icon size={24}>
                <path d={path} />
              </Icon>
            </span>
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
