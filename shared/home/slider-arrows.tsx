import { useT } from '../i18n/intl.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';

/** The previous and next buttons of a Swiper, found by their classes `{name}-prev` and `{name}-next`. */
export function Arrows({ name, className = '' }: { name: string; className?: string }) {
  const t = useT();
  return (
    <>
      <button type="button" className={`${name}-prev slider-arrow left-2 ${className}`} aria-label={t('home.prev')}>
        <ChevronDownIcon size={22} className="rotate-90" />
      </button>
      <button type="button" className={`${name}-next slider-arrow right-2 ${className}`} aria-label={t('home.next')}>
        <ChevronDownIcon size={22} className="-rotate-90" />
      </button>
    </>
  );
}
