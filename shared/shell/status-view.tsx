import type { ReactNode } from 'react';

/** The body of the not-found, maintenance and error pages: a mark, a heading, a message, what to do now, actions. */
export function StatusView({
  mark,
  title,
  message,
  hint,
  children,
  testId,
}: {
  mark: ReactNode;
  title: string;
  message: string;
  /** What the visitor can do now, when the message alone does not say. */
  hint?: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section className="shell flex flex-col items-center py-16 text-center sm:py-24" data-testid={testId}>
      <div className="mb-6 flex h-20 min-w-20 items-center justify-center rounded-2xl bg-brand-light px-4 text-brand" aria-hidden="true">
        {mark}
      </div>
      <h1 className="m-0 max-w-2xl text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mb-0 mt-4 max-w-xl text-pretty text-lg text-muted">{message}</p>
      {hint ? (
        <p className="mb-0 mt-2 max-w-xl text-pretty text-muted" data-testid="status-hint">
          {hint}
        </p>
      ) : null}
      {children ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div> : null}
    </section>
  );
}
