import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, imageProblem } from './image-file.ts';

const MB = 1024 * 1024;

describe('image file check', () => {
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/png', size: 8 * MB - 1 }, null],
    [{ type: 'image/jpeg', size: 8 * MB - 1 }, null],
    [{ type: 'image/png', size: 8 * MB }, 'imageSize'],
    [{ type: 'image/jpeg', size: 8 * MB }, 'imageSize'],
    [{ type: 'image/webp', size: MB }, 'imageType'],
    [{ type: 'image/gif', size: MB }, 'imageType'],
    [{ type: 'application/pdf', size: 10 }, 'imageType'],
    [{ type: '', size: 10 }, 'imageType'],
    // The type is named first: a large file of the wrong kind is refused for its kind.
    [{ type: 'image/gif', size: 9 * MB }, 'imageType'],
  ] as const)('file %o: %s', (file, problem) => {
    expect(imageProblem(file)).toBe(problem);
  });

  it('offers JPG, JPEG and PNG in the file dialog, by extension and by type', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });
});
