/** The source rectangle of a centred square crop. */
export interface SquareCrop {
  sx: number;
  sy: number;
  size: number;
}

/**
 * A square from the middle of a width×height image. zoom 1 takes the largest square (the short
 * side); zoom 2 takes half of it, and so on (clamped to 1 … 4) — the preview and the upload use
 * the same rectangle.
 */
export function centredSquare(width: number, height: number, zoom: number): SquareCrop {
  const z = Math.min(4, Math.max(1, zoom));
  const size = Math.min(width, height) / z;
  return { sx: (width - size) / 2, sy: (height - size) / 2, size };
}
