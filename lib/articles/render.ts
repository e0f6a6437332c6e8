import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { widthsFor } from '../picture-sizes.cjs';
import { isUploadSrcSet, parseUploadUrl, uploadUrl } from '../uploads';
import { highlightedBlock } from './highlight';
import { readingMinutes, wordCount } from './reading';
import { sectioned } from './sections';

/** An uploaded picture's size, as the store has it: what its `<picture>` is drawn at before it arrives. */
export interface PictureSize {
  width: number;
  height: number;
}
export type PictureSizes = Readonly<Record<string, PictureSize>>;

/**
 * How wide an article's picture is shown (article.module.css): the prose column, at most 70ch of its type (770 px
 * measured at 1440) once the page is wide enough for it, the screen less its gutters before. Between 1024 and 1320 px
 * the column beside the aside is narrower (650-770 px): a copy a little larger than needed, never a blurred one.
 */
export const ARTICLE_PICTURE_SIZES = '(min-width: 840px) 770px, calc(100vw - 2rem)';

export interface RenderedArticle {
  html: string;
  readingMinutes: number;
  /** The ids of the uploaded pictures the text shows, once each, in order: the caller checks they exist. */
  pictures: string[];
}

/** A build-time picture under public/media; no segment starts with a dot, so none climbs out. */
const MEDIA = /^\/media(?:\/[\w-][\w.-]*)+$/;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const ALIGNS = new Set(['left', 'center', 'right']);

/** The URL a browser would act on: it drops tabs and newlines anywhere and trims C0 controls and spaces. */
function browserUrl(value: string): string {
  const chars = [...value.replace(/[\t\n\r]/g, '')];
  const kept = (char: string) => char.charCodeAt(0) > 0x20;
  const start = chars.findIndex(kept);
  return start === -1 ? '' : chars.slice(start, chars.findLastIndex(kept) + 1).join('');
}

/** A link's target if it is on the allow-list; a bare `/` followed by `/` or `\` leaves the site, so it is not. */
export function safeHref(raw: string): string | undefined {
  const href = browserUrl(raw);
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? undefined : href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme !== undefined && LINK_SCHEMES.has(scheme) ? href : undefined;
}

const isExternal = (href: string) => /^https?:/i.test(href);
const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * An uploaded picture as a `<picture>`: every AVIF and WebP copy the upload made, for the browser to pick by the
 * column's width, and the picture's own size, so the text never moves when it arrives. Loaded when it nears the
 * screen: an article's pictures sit below its title and cover.
 */
function pictureHtml(id: string, size: PictureSize, alt: string, title: string | null | undefined): string {
  const set = (format: 'avif' | 'webp') => widthsFor(size.width).map((width) => `${uploadUrl(id, width, format)} ${width}w`).join(', ');
  const titled = title ? ` title="${escapeAttribute(title)}"` : '';
  return (
    `<picture><source type="image/avif" srcset="${set('avif')}" sizes="${ARTICLE_PICTURE_SIZES}">` +
    `<img src="${uploadUrl(id)}" srcset="${set('webp')}" sizes="${ARTICLE_PICTURE_SIZES}" width="${size.width}" height="${size.height}" alt="${escapeAttribute(alt)}"${titled}></picture>`
  );
}

/** The parser for one render: fences highlighted, and each upload whose size is known drawn as a `<picture>`. */
function parser(pictures: PictureSizes): Marked {
  // Its own instance, so a `marked.use()` elsewhere never changes what reaches the sanitizer.
  return new Marked({
    gfm: true,
    renderer: {
      code: ({ text, lang }) => highlightedBlock(text, lang),
      image: ({ href, title, text }) => {
        // An upload's largest WebP, the address the editor inserts: the one a `<picture>` is made for.
        const largest = parseUploadUrl(browserUrl(href));
        const id = largest?.width === undefined ? largest?.id : undefined;
        const size = id === undefined ? undefined : pictures[id];
        // Anything else is marked's own `<img>`, which the sanitizer then judges.
        return id !== undefined && size !== undefined ? pictureHtml(id, size, text, title) : false;
      },
    },
  });
}

/** sanitize-html reads `allowedEmptyAttributes` (without it, `checked=""` is written `checked`); its types lack it. */
type Policy = sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] };

/** The sanitizer's options for one render; `pictures` collects the uploads the images point at. */
function policy(pictures: Set<string>): Policy {
  const keep = (attribs: sanitizeHtml.Attributes, names: readonly string[], valid: (value: string) => boolean = () => true) =>
    Object.fromEntries(names.flatMap((name) => (attribs[name] !== undefined && valid(attribs[name]) ? [[name, attribs[name]]] : [])));
  const digits = (value: string) => /^\d{1,9}$/.test(value);
  const aligned: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: keep(attribs, ['align'], (align) => ALIGNS.has(align)) });
  return {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'span', 'picture', 'source', 'blockquote', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'input'],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      source: ['type', 'srcset', 'sizes'],
      ol: ['start'],
      th: ['align'],
      td: ['align'],
      code: ['class'],
      pre: ['data-language'],
      span: ['class'],
      input: ['checked', 'disabled', 'type'],
    },
    allowedClasses: { code: [/^language-[a-z0-9+#-]+$/], span: [/^tok-[a-z-]+$/] },
    allowedEmptyAttributes: ['alt', 'checked', 'disabled'],
    // A second line behind safeHref and the picture rule.
    allowedSchemes: [...LINK_SCHEMES],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // sanitize-html's own list, and a picture's <source>, which has no closing tag either.
    selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
    // Their contents are code or fallback, never article text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'template', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'object', 'svg', 'math'],
    transformTags: {
      // The page has its own h1; the outline stops at h4.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? undefined : safeHref(attribs.href);
        return { tagName, attribs: { ...(href === undefined ? {} : { href }), ...keep(attribs, ['title']), ...(href !== undefined && isExternal(href) ? { rel: 'noopener noreferrer' } : {}) } };
      },
      img: (tagName, attribs) => {
        const src = browserUrl(attribs.src ?? '');
        const upload = parseUploadUrl(src)?.id;
        if (upload === undefined && !MEDIA.test(src)) return { tagName, attribs: {} };
        if (upload !== undefined) pictures.add(upload);
        // The WebP set pictureHtml writes, and nothing else: a srcset is a URL list.
        const sized = upload !== undefined && attribs.sizes === ARTICLE_PICTURE_SIZES && isUploadSrcSet(attribs.srcset ?? '', 'webp') ? { srcset: attribs.srcset!, sizes: ARTICLE_PICTURE_SIZES } : {};
        return { tagName, attribs: { src, ...sized, ...keep(attribs, ['alt', 'title']), ...keep(attribs, ['width', 'height'], digits), loading: 'lazy', decoding: 'async' } };
      },
      // Only the AVIF set pictureHtml writes: a source is a URL list, and this is the one shape it may take.
      source: (tagName, attribs) => ({ tagName, attribs: attribs.type === 'image/avif' && attribs.sizes === ARTICLE_PICTURE_SIZES && isUploadSrcSet(attribs.srcset ?? '', 'avif') ? keep(attribs, ['type', 'srcset', 'sizes']) : {} }),
      ol: (tagName, attribs) => ({ tagName, attribs: keep(attribs, ['start'], digits) }),
      th: aligned,
      td: aligned,
      // Only a GFM task list's box: disabled, so it is never a form control.
      input: (tagName, attribs) => ({ tagName, attribs: attribs.type?.toLowerCase() === 'checkbox' ? { ...('checked' in attribs ? { checked: '' } : {}), disabled: '', type: 'checkbox' } : {} }),
    },
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'input' && !frame.attribs.type) || (frame.tag === 'source' && !frame.attribs.srcset),
    // The sanitizer decodes text and re-escapes only & < >: escape the quotes too, as marked does; a NUL is never text.
    textFilter: (text) => text.replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('\0', '\uFFFD'),
  };
}

/**
 * Untrusted Markdown to the article's HTML: marked, then an allow-list sanitizer (raw HTML comes out as text or not
 * at all), then the sections. The sanitizer writes void elements as `<br />`: every `>` outside a tag is escaped in
 * its output, so ` />` can only close one of them, and it is written `>` as marked writes it.
 */
export function renderArticle(markdown: string, sizes: PictureSizes = {}): RenderedArticle {
  const pictures = new Set<string>();
  const clean = sanitizeHtml(parser(sizes).parse(markdown, { async: false }), policy(pictures))
    .replace(/ \/>/g, '>')
    // A table wider than a phone scrolls in its own box (article.module.css): the keyboard must reach it too.
    .replace(/<table>/g, '<table tabindex="0">');
  return { html: sectioned(clean), readingMinutes: readingMinutes(wordCount(markdown)), pictures: [...pictures] };
}
