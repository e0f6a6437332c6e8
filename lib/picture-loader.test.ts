import pictureLoader from './picture-loader';

describe('the images.loaderFile', () => {
  it('names the WebP copy made at build time, never /_next/image', () => {
    expect(pictureLoader({ src: '/media/scenes/contact.webp', width: 828 })).toBe('/media/sizes/scenes/contact-828.webp');
    expect(pictureLoader({ src: '/media/blog/rpa-vs-ai-agents-where-each-fits.jpg', width: 256, quality: 75 })).toBe('/media/sizes/blog/rpa-vs-ai-agents-where-each-fits-256.webp');
  });

  it('refuses a picture that has no sized copies', () => {
    expect(() => pictureLoader({ src: 'https://elsewhere.example/cat.jpg', width: 640 })).toThrow('not under /media/');
  });
});
