import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@platform/contract';

/**
 * The rule every image upload follows (spec section 5): JPG, JPEG or PNG, smaller than 8 MB. The
 * server enforces the same limits; checking here names the problem before anything is sent.
 */

/** What the file dialog offers: the extensions and the types the server takes. */
export const IMAGE_ACCEPT = ['.jpg', '.jpeg', '.png', ...IMAGE_TYPES].join(',');

export type ImageProblem = 'imageType' | 'imageSize';

/** Why a chosen file cannot be uploaded as an image, or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size >= IMAGE_MAX_BYTES) return 'imageSize';
  return null;
}
