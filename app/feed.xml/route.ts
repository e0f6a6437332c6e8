import { statSync } from 'node:fs';
import path from 'node:path';
import { company } from '@/content/company';
import { blogPage } from '@/content/pages';
import { getPosts } from '@/lib/blog';
import { config } from '@/lib/config';
import { services } from '@/lib/container';
import { COVER_WIDTH, coverUrl } from '@/lib/media';
import { uploadIdOfKey } from '@/lib/uploads';

/** What XML 1.0 cannot hold at all (C0 controls but tab and newlines, lone surrogates, U+FFFE and U+FFFF): left out. */
const NOT_XML = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|\p{Cs}/gu;
const escape = (text: string) => text.replace(NOT_XML, '').replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const absolute = (url: string) => (/^https?:/.test(url) ? url : `${config.SITE_URL}${url}`);
/**
 * A cover as RSS asks of an enclosure, with its size in bytes: a built one is the file in public/media that the media
 * host serves; an uploaded one, its largest WebP copy in the store.
 */
async function enclosure(cover: string): Promise<{ url: string; type: string; length: number } | undefined> {
  const upload = uploadIdOfKey(cover);
  if (upload) {
    const file = await services().store.pictures.file(upload, COVER_WIDTH, 'webp');
    return file ? { url: coverUrl(cover), type: 'image/webp', length: file.length } : undefined;
  }
  // A built cover with no file behind it (a name saved before covers were checked) loses its enclosure, not the feed.
  const size = statSync(path.join(process.cwd(), 'public', 'media', `${cover}.jpg`), { throwIfNoEntry: false })?.size;
  return size === undefined ? undefined : { url: coverUrl(cover), type: 'image/jpeg', length: size };
}

/** RSS 2.0 of the blog, newest first: what is live in the store now. */
export async function GET() {
  const posts = await getPosts();
  const covers = await Promise.all(posts.map((post) => enclosure(post.cover)));
  const items = posts
    .map((post, index) => {
      const cover = covers[index];
      const url = `${config.SITE_URL}/blog/${post.slug}`;
      return `    <item>
      <title>${escape(post.title)}</title>
      <link>${url}</link>
      ${post.articleId === undefined ? `<guid isPermaLink="true">${url}</guid>` : `<guid isPermaLink="false">urn:quillmark:article:${post.articleId}</guid>`}
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
      <dc:creator>${escape(post.author)}</dc:creator>
      <description>${escape(post.summary)}</description>
      ${post.tags.map((tag) => `<category>${escape(tag)}</category>`).join('')}
      ${cover ? `<enclosure url="${escape(absolute(cover.url))}" type="${cover.type}" length="${cover.length}"/>` : ''}
    </item>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escape(`${company.name} ${blogPage.hero.title}`)}</title>
    <link>${config.SITE_URL}/blog</link>
    <description>${escape(blogPage.meta.description)}</description>
    <language>en-gb</language>
    <lastBuildDate>${new Date(posts[0]?.date ?? Date.now()).toUTCString()}</lastBuildDate>
    <atom:link href="${config.SITE_URL}/feed.xml" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
