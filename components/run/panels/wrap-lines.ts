"use client";

import { useCallback, useSyncExternalStore } from "react";

/** Whether trace texts wrap long lines: one reader preference, kept in localStorage and shared by every open text. */
const KEY = "cairn:wrap-lines";
const listeners = new Set<() => void>();
/** The choice made in this page, for when storage is disabled. */
let chosen = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function read(): boolean {
  try {
    const stored = window.localStorage.getItem(KEY);
    return stored === null ? chosen : stored === "1";
  } catch {
    return chosen;
  }
}

export function useWrapLines(): [boolean, (wrap: boolean) => void] {
  const wrap = useSyncExternalStore(subscribe, read, () => false);
  const setWrap = useCallback((next: boolean) => {
    chosen = next;
    try {
      window.localStorage.setItem(KEY, next ? "1" : "0");
    } catch {
      // Storage disabled: the choice holds for this page only.
    }
    for (const listener of listeners) listener();
  }, []);
  return [wrap, setWrap];
}
