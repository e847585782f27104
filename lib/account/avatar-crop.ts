import { centredSquare } from './crop';

/** Side of the square the browser sends; the server re-encodes it to its own small WebP. */
export const AVATAR_SIDE = 512;

/** Draws the centred square of `image` at `zoom` onto `canvas` (AVATAR_SIDE a side). */
export function drawSquare(canvas: HTMLCanvasElement, image: ImageBitmap, zoom: number): void {
  const { sx, sy, size } = centredSquare(image.width, image.height, zoom);
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  canvas.getContext('2d')?.drawImage(image, sx, sy, size, size, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
}

export function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/png'));
}
