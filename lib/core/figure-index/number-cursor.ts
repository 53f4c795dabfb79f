/**
 * A text's numbers as the figure pass keeps them, 2 bytes each: each one's leading-digits slot
 * (keys.ts) and the gap from the previous number's start (from 0 for the first). A gap of
 * FAR_GAP or more is written as FAR_GAP, the start itself kept in a short list of far starts:
 * numbers seldom sit 255 characters apart, and a reader reads them in text order anyway.
 */
export const FAR_GAP = 255;

/**
 * The numbers whose slot is flagged (1) in `wanted`, in text order: `next()` moves to the next
 * one and says whether there was one, and `slot` and `start` are its slot and where it starts.
 * `wanted` is read as it is at each step, so a reader may stop wanting a slot midway. The
 * text's millions of other numbers are skipped in one tight loop over bytes.
 */
export class NumberCursor {
  readonly #slots: Uint8Array;
  readonly #gaps: Uint8Array;
  readonly #farStarts: Uint32Array;
  readonly #wanted: Uint8Array;
  #index = -1;
  #far = 0;
  /** The slot of the number read last. */
  slot = 0;
  /** Where the number read last starts. */
  start = 0;

  constructor(slots: Uint8Array, gaps: Uint8Array, farStarts: Uint32Array, wanted: Uint8Array) {
    this.#slots = slots;
    this.#gaps = gaps;
    this.#farStarts = farStarts;
    this.#wanted = wanted;
  }

  next(): boolean {
    const slots = this.#slots;
    const gaps = this.#gaps;
    const wanted = this.#wanted;
    let start = this.start;
    let far = this.#far;
    for (let index = this.#index + 1; index < slots.length; index++) {
      const gap = gaps[index];
      start = gap === FAR_GAP ? this.#farStarts[far++] : start + gap;
      if (wanted[slots[index]] === 1) {
        this.#index = index;
        this.#far = far;
        this.start = start;
        this.slot = slots[index];
        return true;
      }
    }
    this.#index = slots.length;
    return false;
  }
}
