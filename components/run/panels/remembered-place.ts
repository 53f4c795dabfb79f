"use client";

import { useCallback, useState } from "react";

/**
 * Where a list was left: its scroll offset and the row last opened from it, kept in sessionStorage
 * under what the list shows (the caller's key: run, agent, filter; or run and query), so Back or a
 * panel's ← link brings the list back as it was, while a fresh tab starts at the top. The key is
 * the list's, not the URL's: a component mounting after a router push renders before the browser's
 * URL changes.
 */
export interface RememberedPlace {
  offset: number;
  opened: string | null;
}

const EMPTY: RememberedPlace = { offset: 0, opened: null };

const storageKey = (list: string) => `cairn:place:${list}`;

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

/** The place `list` was left at (read once, on mount), and setters that keep it up to date. */
export function useRememberedPlace(list: string) {
  const [initial] = useState(() => (typeof window === "undefined" ? EMPTY : read(list)));
  const rememberOffset = useCallback((offset: number) => write(list, { ...read(list), offset }), [list]);
  const rememberOpened = useCallback((opened: string) => write(list, { ...read(list), opened }), [list]);
  return { initial, rememberOffset, rememberOpened };
}
