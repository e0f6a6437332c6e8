import { MARK_PATH, ORANGE, PAPER } from '@/scripts/media/svg/brand.mjs';

/**
 * The Quillmark mark and name, drawn inline: no request of its own before the first paint. The drawing is
 * the one scripts/media writes to public/media/brand/logo.svg (which structured data links to), from the
 * same brand source. The link around it names it.
 */
export function Logo({ className }: { className?: string | undefined }) {
  return (
    <svg className={className} xmlns="http://www.w3.org/2000/svg" width="144" height="32" viewBox="0 0 180 40" aria-hidden="true" focusable="false">
      <g transform="translate(2 4)">
        <path fill={ORANGE} fillRule="evenodd" d={MARK_PATH} />
      </g>
      <text x="42" y="28.5" fill={PAPER} fontFamily="DejaVu Sans, Arial, sans-serif" fontWeight="700" fontSize="22" letterSpacing="-0.4" textLength="134" lengthAdjust="spacingAndGlyphs">
        Quillmark
      </text>
    </svg>
  );
}
