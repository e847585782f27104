import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http';

/** Upload limits: the file itself, and each side of the decoded picture. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 6000;

export const imageMessages = {
  badType: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود',
  tooLarge: 'حجم فایل بیش از ۵ مگابایت است',
  tooWide: 'ابعاد تصویر حداکثر ۶۰۰۰ در ۶۰۰۰ پیکسل است',
} as const;

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image type by the file's first bytes; the name and the declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF <size> WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** square: a cover-cropped square (avatars); fit: the long side at most `size`, never enlarged. */
export type ImageShape = { kind: 'square'; size: number } | { kind: 'fit'; size: number };

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded picture as WebP: EXIF orientation applied, then resized; the output
 * carries no metadata (sharp drops EXIF, XMP and ICC unless asked to keep them), so location
 * and camera data never reach the shop's pages. Anything that is not a JPEG, PNG or WebP by its
 * bytes, or that the decoder refuses, is a 400; a picture larger than MAX_IMAGE_SIDE is refused
 * from its header before any pixel is decoded, and limitInputPixels stops a decompression bomb
 * whose header lies.
 */
export async function reencodeImage(bytes: Uint8Array, shape: ImageShape): Promise<EncodedImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new HttpError(413, imageMessages.tooLarge);
  const type = sniffImage(bytes);
  if (!type) throw new HttpError(400, imageMessages.badType);
  const options = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: 'error' } as const;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    throw new HttpError(400, imageMessages.badType);
  }
  // The decoder must agree with the magic bytes (a PNG header on other data is refused).
  if (meta.format !== type || !meta.width || !meta.height) throw new HttpError(400, imageMessages.badType);
  if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) throw new HttpError(400, imageMessages.tooWide);

  const pipeline = sharp(bytes, options).rotate();
  if (shape.kind === 'square') pipeline.resize(shape.size, shape.size, { fit: 'cover', position: 'attention' });
  else pipeline.resize(shape.size, shape.size, { fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, imageMessages.badType);
  }
}
