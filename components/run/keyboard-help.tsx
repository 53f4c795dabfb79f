"use client";

import { useEffect, useRef, useState } from "react";
import { KEY_MAP } from "./key-map";
import { isTyping } from "./is-typing";

/** `?` shows the keyboard map over the page; `?`, Esc or Close hides it. */
export function KeyboardHelp() {
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "?" && !isTyping(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        setOpen((shown) => !shown);
      } else if (event.key === "Escape" && open) {
        // Captured before the page's own Esc, which would otherwise close a panel as well.
        event.stopPropagation();
        setOpen(false);
      }
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [open]);

  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30" onClick={() => setOpen(false)}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="keyboard-help-title"
        data-testid="keyboard-help"
        onClick={(event) => event.stopPropagation()}
        className="w-[30rem] max-w-[92vw] rounded-lg border border-zinc-200 bg-white p-4 shadow-xl dark:border-zinc-700 dark:bg-zinc-950"
      >
        <div className="mb-2 flex items-center">
          <h2 id="keyboard-help-title" className="text-base font-semibold">
            Keyboard
          </h2>
          <button ref={close} type="button" onClick={() => setOpen(false)} className="ml-auto rounded px-2 py-0.5 text-sm text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800">
            Close
          </button>
        </div>
        <table className="w-full text-sm">
          <tbody>
            {KEY_MAP.map((binding) => (
              <tr key={binding.keys.join(" ")} data-testid="key-binding" className="border-t border-zinc-100 dark:border-zinc-900">
                <td className="py-1.5 pr-3 whitespace-nowrap">
                  {binding.keys.map((key) => (
                    <kbd key={key} className="mr-1 rounded border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900">
                      {key}
                    </kbd>
                  ))}
                </td>
                <td className="py-1.5 text-zinc-700 dark:text-zinc-300">{binding.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
