import type * as Media from './media';

/** lib/media.ts as it loads under a given MEDIA_BASE_URL (lib/config reads the environment once, on import). */
function mediaWith(base: string | undefined): typeof Media {
  const saved = process.env.MEDIA_BASE_URL;
  if (base === undefined) delete process.env.MEDIA_BASE_URL;
  else process.env.MEDIA_BASE_URL = base;
  try {
    let media: typeof Media | undefined;
    jest.isolateModules(() => {
      media = jest.requireActual<typeof Media>('./media');
    });
    return media!;
  } finally {
    if (saved === undefined) delete process.env.MEDIA_BASE_URL;
    else process.env.MEDIA_BASE_URL = saved;
  }
}

describe('sizedMediaUrl', () => {
  it('maps a scene and a cover to their generated copies under /media by default', () => {
    const { sceneUrl, coverUrl, sizedMediaUrl } = mediaWith(undefined);
    expect(sizedMediaUrl(sceneUrl('about'), 640, 'avif')).toBe('/media/sizes/scenes/about-640.avif');
    expect(sizedMediaUrl(coverUrl('blog/cloud-cost-control-for-growing-teams'), 1200, 'webp')).toBe('/media/sizes/blog/cloud-cost-control-for-growing-teams-1200.webp');
  });

  it('keeps the copies on the storage host when MEDIA_BASE_URL is set', () => {
    const { sceneUrl, sizedMediaUrl } = mediaWith('https://cdn.quillmark.example/assets/');
    expect(sceneUrl('about')).toBe('https://cdn.quillmark.example/assets/scenes/about.webp');
    expect(sizedMediaUrl(sceneUrl('about'), 384, 'webp')).toBe('https://cdn.quillmark.example/assets/sizes/scenes/about-384.webp');
  });

  it('refuses a picture that is not in public/media, which has no copies', () => {
    const { sizedMediaUrl } = mediaWith(undefined);
    expect(() => sizedMediaUrl('/images/logo.png', 640, 'avif')).toThrow(/not under \/media\//);
    expect(() => sizedMediaUrl('https://elsewhere.example/media/scenes/about.webp', 640, 'avif')).toThrow(/not under/);
  });
});
