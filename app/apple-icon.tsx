import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { SITE_LOGO } from '@/lib/seo';

export const size = { width: SITE_LOGO.size, height: SITE_LOGO.size };
export const contentType = 'image/png';

/** The favicon's mark, rendered large for home screens. */
export default function AppleIcon() {
  const mark = readFileSync(path.join(process.cwd(), 'app', 'icon.svg')).toString('base64');
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex' }}>
        <img src={`data:image/svg+xml;base64,${mark}`} width={180} height={180} alt="" />
      </div>
    ),
    size,
  );
}
