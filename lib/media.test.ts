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

describe('sizedSrcSet', () => {
  const widths = (srcSet: string) => srcSet.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)));

  it('offers every copy made of a picture to a slot as narrow as a fifth of the screen', () => {
    const { coverUrl, sizedSrcSet } = mediaWith(undefined);
    const srcSet = sizedSrcSet(coverUrl('blog/cloud-cost-control-for-growing-teams'), 1200, '(min-width: 1024px) 20vw, 100vw', 'avif');
    expect(widths(srcSet)).toEqual([256, 384, 640, 750, 828, 1080, 1200]);
    expect(srcSet.split(', ')[0]).toBe('/media/sizes/blog/cloud-cost-control-for-growing-teams-256.avif 256w');
  });

  it('leaves out copies narrower than the smallest share the sizes name, as next/image did', () => {
    const { sceneUrl, sizedSrcSet } = mediaWith(undefined);
    expect(widths(sizedSrcSet(sceneUrl('about'), 1200, '(min-width: 1240px) 760px, 100vw', 'webp'))).toEqual([640, 750, 828, 1080, 1200]);
    expect(widths(sizedSrcSet(sceneUrl('about'), 1200, '(min-width: 1024px) 40vw, 100vw', 'webp'))).toEqual([256, 384, 640, 750, 828, 1080, 1200]);
  });

  it('never names a copy wider than the picture', () => {
    const { sceneUrl, sizedSrcSet } = mediaWith(undefined);
    expect(widths(sizedSrcSet(sceneUrl('about'), 800, '100vw', 'webp'))).toEqual([640, 750, 800]);
  });
});
