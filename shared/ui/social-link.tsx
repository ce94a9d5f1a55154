// A link to one of the company's social pages, drawn by its icon (the footer and the contact page).
import type { Social } from '../data/types.ts';
import { SOCIAL_ICON_WIDTH } from '../constants.ts';
import { SizedImage } from './image.tsx';
import { IMAGE_LAYOUTS } from './image-layouts.ts';

export function SocialLink({ social, className, imageClassName }: { social: Social; className?: string; imageClassName?: string }) {
  return (
    <a href={social.url} target="_blank" rel="noopener noreferrer" title={social.title} className={className}>
      <SizedImage
        src={social.icon}
        layout={IMAGE_LAYOUTS.icon}
        alt={social.title}
        width={SOCIAL_ICON_WIDTH}
        height={SOCIAL_ICON_WIDTH}
        loading="lazy"
        decoding="async"
        className={imageClassName}
      />
    </a>
  );
}
