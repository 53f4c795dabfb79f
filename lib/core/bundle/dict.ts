/**
 * Records keyed by names from a bundle (agents, tools, paths, fences). They have no prototype, so
 * `__proto__` or `constructor` is a key like any other, whether written or read: on a plain `{}`,
 * writing `__proto__` replaces the prototype and reading a missing `constructor` finds Object's.
 */
export function emptyDict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

export function dictFrom<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const dict = emptyDict<T>();
  for (const [key, value] of entries) dict[key] = value;
  return dict;
}
