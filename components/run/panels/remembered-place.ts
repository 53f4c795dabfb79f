"use client";

import { useCallback, useState } from "react";

/**
 * Where a list was left, per page URL: its scroll offset and the row last opened from it. Kept in
 * sessionStorage under the URL the list was shown at, so Back (or the panel's ← link, which goes
 * to the same URL) brings the list back as it was, while a fresh tab starts at the top.
 */
export interface RememberedPlace {
  offset: number;
  opened: string | null;
}

const EMPTY: RememberedPlace = { offset: 0, opened: null };

const storageKey = (list: string) => `cairn:place:${list}:${window.location.pathname}${window.location.search}`;

function read(list: string): RememberedPlace {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey(list)) ?? "null") as Partial<RememberedPlace> | null;
    return { offset: typeof stored?.offset === "number" ? stored.offset : 0, opened: typeof stored?.opened === "string" ? stored.opened : null };
  } catch {
    return EMPTY;
  }
}

function write(list: string, place: RememberedPlace): void {
  try {
    window.sessionStorage.setItem(storageKey(list), JSON.stringify(place));
  } catch {
    // Storage full or disabled: the list simply opens at the top next time.
  }
}

/** The place `list` was left at this URL (read once, on mount), and setters that keep it up to date. */
export function useRememberedPlace(list: string) {
  const [initial] = useState(() => (typeof window === "undefined" ? EMPTY : read(list)));
  const rememberOffset = useCallback((offset: number) => write(list, { ...read(list), offset }), [list]);
  const rememberOpened = useCallback((opened: string) => write(list, { ...read(list), opened }), [list]);
  return { initial, rememberOffset, rememberOpened };
}
