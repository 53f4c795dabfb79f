import type { ReactNode } from "react";

/** The right-hand panel's chrome: a title row with a close button, then scrolling content. */
export function PanelFrame({ title, subtitle, onClose, children, testId }: { title: ReactNode; subtitle?: ReactNode; onClose: () => void; children: ReactNode; testId: string }) {
  return (
    <section data-testid={testId} className="flex h-full min-h-0 flex-col">
      <header className="flex items-start gap-2 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">{title}</h2>
          {subtitle && <div className="mt-0.5 text-xs text-zinc-500">{subtitle}</div>}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close panel (Esc)"
          title="Close (Esc)"
          className="ml-auto rounded px-2 py-0.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
        >
          ✕
        </button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">{children}</div>
    </section>
  );
}

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-zinc-100 py-3 dark:border-zinc-900">
      <h3 className="px-4 pb-1.5 text-xs font-medium tracking-wide text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}
