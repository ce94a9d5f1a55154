// What a list that found nothing shows: what happened, what to try instead, and a way on. The
// product list's is a section of the page; the search modal's a compact line in its panel.
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  hint,
  testId,
  compact = false,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={compact ? 'flex flex-col items-center gap-2 py-4 text-center' : 'flex flex-col items-center gap-3 py-16 text-center'}>
      {compact ? (
        <p className="m-0 text-sm font-semibold" data-testid={testId}>
          {title}
        </p>
      ) : (
        <h2 className="m-0 text-xl font-semibold" data-testid={testId}>
          {title}
        </h2>
      )}
      <p className={compact ? 'm-0 text-sm text-muted' : 'm-0 max-w-md text-pretty text-muted'} data-testid={`${testId}-hint`}>
        {hint}
      </p>
      {children}
    </div>
  );
}
