import { DEVICE_SIZES, IMAGE_SIZES, sizedPath, widthsFor } from './picture-sizes.cjs';
import type { PictureFormat } from './picture-sizes.cjs';

describe('widthsFor', () => {
  it('makes every configured width of a 1200 px picture, its own the widest', () => {
    expect(widthsFor(1200)).toEqual([256, 384, 640, 750, 828, 1080, 1200]);
    expect(widthsFor(1200)).toEqual([...IMAGE_SIZES, ...DEVICE_SIZES]);
  });

  it('never upscales: a narrower picture stops at its own width', () => {
    expect(widthsFor(700)).toEqual([256, 384, 640, 700]);
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe('sizedPath', () => {
  it('names the copy after the picture, its width and its format, under sizes/', () => {
    expect(sizedPath('scenes/about.webp', 640, 'avif')).toBe('sizes/scenes/about-640.avif');
    expect(sizedPath('/blog/cloud-cost.jpg', 1200, 'webp')).toBe('sizes/blog/cloud-cost-1200.webp');
  });

  it('refuses a width or a format no copy is made at', () => {
    expect(() => sizedPath('scenes/about.webp', 0, 'avif')).toThrow(/0 px/);
    expect(() => sizedPath('scenes/about.webp', 640.5, 'avif')).toThrow(/640.5 px/);
    expect(() => sizedPath('scenes/about.webp', 640, 'png' as PictureFormat)).toThrow(/png/);
  });
});
