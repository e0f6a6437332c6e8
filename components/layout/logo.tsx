/**
 * The Quillmark mark and name, drawn inline: no request of its own before the first paint (the same drawing as
 * public/media/brand/logo.svg, which structured data and e-mails link to). The link around it names it.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} xmlns="http://www.w3.org/2000/svg" width="144" height="32" viewBox="0 0 180 40" aria-hidden="true" focusable="false">
      <g transform="translate(2 4)">
        <path
          fill="#FF6B3D"
          fillRule="evenodd"
          d="M3.6 17.2 8.4 12.9 13 17.3 27.6 3.2 24.6 14.4 13.6 28.6ZM20.5 12.5a1.25 1.25 0 1 0 1.77-1.77 1.25 1.25 0 1 0-1.77 1.77ZM22.05 10.45 27.6 3.2 22.7 11.05Z"
        />
      </g>
      <text x="42" y="28.5" fill="#F4F1EA" fontFamily="DejaVu Sans, Arial, sans-serif" fontWeight="700" fontSize="22" letterSpacing="-0.4" textLength="134" lengthAdjust="spacingAndGlyphs">
        Quillmark
      </text>
    </svg>
  );
}
