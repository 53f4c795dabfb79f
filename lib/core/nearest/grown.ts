/** Typed arrays the nearest search grows as it reads. */
type Growable = Int32Array | Uint32Array | Float64Array;

/** A new array of `array`'s type, `length` long, starting with `array`'s elements (the rest zero). */
export function grown<T extends Growable>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}
