"use client";

export interface SearchInputProps {
  testId: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onEnter: (backwards: boolean) => void;
  invalid?: boolean;
  onFocus?: () => void;
  /** Width, size and placement where it stands. */
  className: string;
}

/**
 * The run view's one search field: header search, agent finder and the trace text's search.
 * Enter goes to the owner (Shift for backwards); `invalid` marks a text that finds nothing.
 */
export function SearchInput({ testId, label, placeholder, value, onChange, onEnter, invalid = false, onFocus, className }: SearchInputProps) {
  return (
    <input
      type="search"
      data-testid={testId}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        onEnter(event.shiftKey);
      }}
      aria-invalid={invalid || undefined}
      className={`border bg-transparent px-2 ${invalid ? "border-red-400" : "border-zinc-300 dark:border-zinc-700"} ${className}`}
    />
  );
}
