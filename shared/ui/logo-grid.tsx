// Partners' logos in tiles of one size (partners, references and home's client logos), so that
// logos drawn at different scales show at one optical size.
import type { Partner } from '../data/types.ts';
import { SizedImage } from './image.tsx';
import { IMAGE_LAYOUTS } from './image-layouts.ts';

export function LogoGrid({ partners, gap }: { partners: Partner[]; gap: 'gap-3' | 'gap-4' }) {
  return (
    <ul className={`m-0 grid list-none grid-cols-2 ${gap} p-0 sm:grid-cols-3 lg:grid-cols-5`}>
      {partners.map((partner) => (
        <li key={`${partner.title}-${partner.image}`} className="logo-tile">
          <SizedImage src={partner.image} layout={IMAGE_LAYOUTS.partner} alt={partner.title} width={200} height={100} loading="lazy" className="logo-image" />
        </li>
      ))}
    </ul>
  );
}
