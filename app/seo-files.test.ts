import { allRoutes } from '@/lib/routes';
import robots from './robots';
import sitemap from './sitemap';

describe('sitemap and robots', () => {
  it('the sitemap has every route once, absolute on SITE_URL', () => {
    const entries = sitemap();
    expect(entries.map((entry) => entry.url)).toEqual(allRoutes().map((route) => `http://localhost:3000${route === '/' ? '' : route}`));
    expect(entries.filter((entry) => entry.lastModified)).toHaveLength(allRoutes().filter((route) => route.startsWith('/blog/')).length);
  });

  it('robots allows everything but the API and names the sitemap', () => {
    expect(robots()).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: '/api/' }],
      sitemap: 'http://localhost:3000/sitemap.xml',
      host: 'http://localhost:3000',
    });
  });
});
