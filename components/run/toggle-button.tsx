import type { ButtonHTMLAttributes } from "react";

/** How a pressed toggle looks; unpressed they all look alike. */
const PRESSED = {
  /** A filter or mode that changes what a panel shows (tool chips, Wrap). */
  solid: "border-blue-600 bg-blue-600 text-white dark:border-blue-400 dark:bg-blue-500",
  /** The chosen one of several options on one thing (a sentence's claims, a review's kind). */
  soft: "border-blue-500 bg-blue-50 dark:bg-blue-950",
};
const UNPRESSED = "border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900";

/** The run view's bordered on/off button: `aria-pressed` and its look come from `pressed`. */
export function ToggleButton({
  pressed,
  look = "solid",
  className,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-pressed"> & {
  pressed: boolean;
  look?: keyof typeof PRESSED;
  /** Shape, size and type where it stands. */
  className: string;
}) {
  return <button type="button" aria-pressed={pressed} className={`border ${pressed ? PRESSED[look] : UNPRESSED} ${className}`} {...button} />;
}
