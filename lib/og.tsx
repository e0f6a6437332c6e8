import { ImageResponse } from 'next/og';
import { company } from '@/content/company';
import { drawableText } from './og-text';

export const ogSize = { width: 1200, height: 630 };
export const ogContentType = 'image/png';

/**
 * The share card: brand, a small label and the page's title, drawn with next/og's bundled font and never anything it
 * would fetch (lib/og-text.ts): an emoji in an article's title left the image empty offline.
 */
export function renderOg(text: { label: string; title: string; background?: string | undefined }) {
  const [label, title] = [drawableText(text.label), drawableText(text.title)];
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #0e1116 0%, #161b22 60%, #2a1610 100%)',
          color: '#f4f1ea',
          position: 'relative',
        }}
      >
        {/* An article's cover, under a shade that keeps the words legible on any picture (each a child of its own: satori draws no fragment). */}
        {text.background && (
          // eslint-disable-next-line @next/next/no-img-element -- next/og draws an <img>, never next/image.
          <img src={text.background} alt="" width={ogSize.width} height={ogSize.height} style={{ position: 'absolute', top: 0, left: 0 }} />
        )}
        {text.background && <div style={{ position: 'absolute', top: 0, left: 0, width: ogSize.width, height: ogSize.height, display: 'flex', background: 'linear-gradient(180deg, rgba(14,17,22,0.55) 0%, rgba(14,17,22,0.82) 55%, rgba(14,17,22,0.95) 100%)' }} />}
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, position: 'relative' }}>
          <div style={{ width: 56, height: 56, borderRadius: 14, background: '#ff6b3d', display: 'flex' }} />
          <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: -1 }}>{company.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24, position: 'relative' }}>
          <div style={{ fontSize: 28, color: '#ff6b3d', textTransform: 'uppercase', letterSpacing: 4 }}>{label}</div>
          <div style={{ fontSize: title.length > 60 ? 58 : 72, fontWeight: 700, lineHeight: 1.08, letterSpacing: -2, maxWidth: 1000 }}>{title}</div>
        </div>
        <div style={{ fontSize: 26, color: '#a8b0bc', position: 'relative' }}>{company.tagline}</div>
      </div>
    ),
    ogSize,
  );
}
