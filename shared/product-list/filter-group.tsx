import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/icons.tsx';

/** One group of the list's filters, open at first and folded by its heading. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group border-b border-line py-4">
      <summary className="flex cursor-pointer list-none items-center justify-between text-base font-semibold">
        {title}
        <ChevronDownIcon size={18} className="disclosure-chevron group-open:rotate-180" />
      </summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}
