import type { ReactNode } from 'react';

/** A home section's heading (an h2 the section is labelled by) with its controls beside it. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h2 id={id} className="m-0 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </div>
  );
}
