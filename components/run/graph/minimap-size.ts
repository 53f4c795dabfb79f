/**
 * The minimap's box for a canvas of the given size: a fifth of its width, its height two thirds of
 * that, so it covers the same small corner of a narrow graph (360 px beside a report and chain)
 * as of a wide one, within bounds that keep it readable and out of the way.
 */
export function minimapSize(canvasWidth: number, canvasHeight: number): { width: number; height: number } {
  const width = clamp(Math.round(canvasWidth * 0.2), 80, 220);
  const height = clamp(Math.round(width * (2 / 3)), 50, Math.max(50, Math.round(canvasHeight * 0.25)));
  return { width, height };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
