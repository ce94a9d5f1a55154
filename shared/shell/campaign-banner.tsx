// The campaign banner under the header: four translated messages, one at a time, the next
// every 4000 ms with a 400 ms transition. All four are in the server's HTML. The rotation
// pauses under the pointer, and a button stops it for good (WCAG 2.2.2: moving content can
// be paused); without JavaScript the first message simply stays.
import { useEffect, useState, type CSSProperties } from 'react';
import { CAMPAIGN_BANNER_INTERVAL_MS, CAMPAIGN_BANNER_SPEED_MS } from '../constants.ts';
import { useT, type MessageKey } from '../i18n/intl.ts';
import { PauseIcon, PlayIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

const MESSAGES: MessageKey[] = ['banner.message1', 'banner.message2', 'banner.message3', 'banner.message4'];

export function CampaignBanner() {
  const t = useT();
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (hovered || stopped) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % MESSAGES.length), CAMPAIGN_BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hovered, stopped]);

  return (
    <section
      aria-label={t('banner.label')}
      className="on-dark bg-brand text-white"
      data-testid="campaign-banner"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{ '--banner-speed': `${CAMPAIGN_BANNER_SPEED_MS}ms` } as CSSProperties}
    >
      <div className="shell relative h-10 overflow-hidden">
        <div className="relative h-full">
          {MESSAGES.map((key, index) => (
            <p
              key={key}
              className="banner-message m-0 px-9 text-center text-[13px] font-medium leading-tight sm:text-sm"
              data-active={index === active ? '' : undefined}
              aria-hidden={index === active ? undefined : true}
            >
              {t(key)}
            </p>
          ))}
        </div>
        {hydrated ? (
          <button
            type="button"
            aria-pressed={stopped}
            aria-label={t('banner.pause')}
            title={t('banner.pause')}
            onClick={() => setStopped(!stopped)}
            className="absolute right-2 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-white/70 hover:bg-white/15 hover:text-white sm:right-4"
          >
            {stopped ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
          </button>
        ) : null}
      </div>
    </section>
  );
}
