/**
 * One text's lines grouped by number key (keys.ts), as the figure pass leaves them: the keys its
 * figures carry, as bits, and for each, in ascending key order, its lines, ascending, once each.
 * Only carried keys take room (a bit and a run start each), so a text with a handful of figures
 * costs a handful of entries, not a slot per possible key.
 */
import { KEY_COUNT } from "./keys";

/** A set of keys as bits: key k is bit k & 31 of word k >> 5. */
export const KEY_WORDS = Math.ceil(KEY_COUNT / 32);

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Keys as bits (KEY_WORDS words, key k at bit k & 31 of word k >> 5), for `KeyedLines.carriedOf`. */
export function keyBits(keys: Iterable<number>): Uint32Array {
  const bits = new Uint32Array(KEY_WORDS);
  for (const key of keys) bits[key >> 5] |= 1 << (key & 31);
  return bits;
}

/** Scratch for `linesCarrying`: the wanted keys a text carries and their indexes (`carriedOf`). */
const CARRIED_KEYS = new Uint16Array(KEY_COUNT);
const CARRIED_INDEXES = new Uint16Array(KEY_COUNT);

export class KeyedLines {
  /** Where the lines of the carried key at index i are: lines[starts[i] .. starts[i + 1]); 16-bit when the text has at most 65,535 entries. */
  readonly #starts: Uint16Array | Uint32Array;
  /** 16-bit when the text has at most 65,536 lines, as nearly every source file has. */
  readonly #lines: Uint16Array | Uint32Array;
  /** The carried keys as bits (KEY_WORDS words). */
  readonly #carried: Uint32Array;
  /** How many keys are carried below each word of `#carried`: a key's index without a search. */
  readonly #carriedBefore = new Uint16Array(KEY_WORDS);

  constructor(starts: Uint16Array | Uint32Array, lines: Uint16Array | Uint32Array, carried: Uint32Array) {
    this.#starts = starts;
    this.#lines = lines;
    this.#carried = carried;
    for (let word = 1; word < KEY_WORDS; word++) this.#carriedBefore[word] = this.#carriedBefore[word - 1] + bitCount(carried[word - 1]);
  }

  /** How many keys are carried. */
  get keyCount(): number {
    return this.#starts.length - 1;
  }

  carries(key: number): boolean {
    return (this.#carried[key >> 5] & (1 << (key & 31))) !== 0;
  }

  /** The index of a carried key: how many carried keys are below it. */
  indexOf(key: number): number {
    const word = key >> 5;
    return this.#carriedBefore[word] + bitCount(this.#carried[word] & ((1 << (key & 31)) - 1));
  }

  /**
   * Writes the keys of `wanted` (`keyBits`) it carries, ascending, and their indexes, and returns
   * how many: one AND per word of bits, however many keys either side holds.
   */
  carriedOf(wanted: Uint32Array, keys: Uint16Array, indexes: Uint16Array): number {
    let count = 0;
    for (let word = 0; word < KEY_WORDS; word++) {
      const carried = this.#carried[word];
      for (let rest = carried & wanted[word]; rest !== 0; rest &= rest - 1) {
        const bit = 31 - Math.clz32(rest & -rest);
        keys[count] = (word << 5) + bit;
        indexes[count++] = this.#carriedBefore[word] + bitCount(carried & ((1 << bit) - 1));
      }
    }
    return count;
  }

  /** The lines holding a figure of any of `wanted`'s keys (`keyBits`), ascending, once each. */
  linesCarrying(wanted: Uint32Array): Uint32Array {
    const keyCount = this.carriedOf(wanted, CARRIED_KEYS, CARRIED_INDEXES);
    let count = 0;
    for (let at = 0; at < keyCount; at++) count += this.#starts[CARRIED_INDEXES[at] + 1] - this.#starts[CARRIED_INDEXES[at]];
    const lines = new Uint32Array(count);
    let filled = 0;
    for (let at = 0; at < keyCount; at++) {
      for (let position = this.#starts[CARRIED_INDEXES[at]]; position < this.#starts[CARRIED_INDEXES[at] + 1]; position++) lines[filled++] = this.#lines[position];
    }
    lines.sort();
    let kept = 0;
    for (let at = 0; at < count; at++) if (kept === 0 || lines[at] !== lines[kept - 1]) lines[kept++] = lines[at];
    return lines.subarray(0, kept);
  }

  /** Where the lines of the carried key at `index` start, as positions for `lineAt`; `runStart(index + 1)` is where they end. */
  runStart(index: number): number {
    return this.#starts[index];
  }

  lineAt(position: number): number {
    return this.#lines[position];
  }
}
