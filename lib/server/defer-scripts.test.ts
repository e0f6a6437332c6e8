import { runInNewContext } from 'node:vm';
import { deferFrameworkScripts, hasUnrecognisedAsyncScript, SAFETY_MS } from './defer-scripts.cjs';

// The shape Next 16 writes (taken from a built page, shortened).
const page = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<title>About Us | Quillmark</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><script type="application/ld+json">{"@type":"BreadcrumbList"}</script><p>Who we are</p></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page.js"]});</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

const LOADER = /<script>\(function\(\)\{[\s\S]*?\}\)\(\)<\/script>/;

describe('deferFrameworkScripts', () => {
  it('moves every async chunk and low-priority script preload into one loader, in document order, each once', () => {
    const { html, urls } = deferFrameworkScripts(page);
    expect(urls).toEqual(['/_next/static/chunks/page.js', '/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-x.js']);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.match(new RegExp(LOADER, 'g'))).toHaveLength(1);
    expect(hasUnrecognisedAsyncScript(html)).toBe(false);
  });

  it('puts the loader after the charset and before the stylesheets, so no stylesheet holds it back', () => {
    const { html } = deferFrameworkScripts(page);
    const loaderAt = html.search(LOADER);
    expect(loaderAt).toBe(html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(loaderAt).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf('<meta charSet')).toBeLessThan(1024);
  });

  it('leaves everything else where Next put it: fonts, stylesheets, the payload, JSON-LD and the nomodule polyfills', () => {
    const { html } = deferFrameworkScripts(page);
    const withoutLoader = html.replace(LOADER, '');
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
      '<script id="_R_">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ]) {
      expect(withoutLoader).toContain(kept);
    }
  });

  it('returns a page with no framework scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body><p>x</p></body></html>';
    expect(deferFrameworkScripts(plain)).toEqual({ html: plain, urls: [] });
  });

  it('leaves a script whose URL holds markup characters alone, and reports it', () => {
    const odd = page.replace('/_next/static/chunks/react.js', '/x.js?a=<b>');
    const { html, urls } = deferFrameworkScripts(odd);
    expect(urls).not.toContain('/x.js?a=<b>');
    expect(hasUnrecognisedAsyncScript(html)).toBe(true);
  });
});

describe('hasUnrecognisedAsyncScript', () => {
  it('finds an async external script written in another shape', () => {
    expect(hasUnrecognisedAsyncScript('<head><script async src="/x.js"></script></head>')).toBe(true);
    expect(hasUnrecognisedAsyncScript('<head><script src="/x.js" async="" crossorigin=""></script></head>')).toBe(true);
    expect(hasUnrecognisedAsyncScript('<head><script src="/x.js" noModule=""></script><script>var async=1</script></head>')).toBe(false);
  });
});

/** Runs the loader against a small stand-in for the browser: paints, frames and timers come only when the test says. */
function runLoader({ visibility = 'visible', paintTiming = true }: { visibility?: 'visible' | 'hidden'; paintTiming?: boolean } = {}) {
  const { html } = deferFrameworkScripts(page);
  const source = html.match(LOADER)![0].replace(/^<script>|<\/script>$/g, '');
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { report: () => void; observed?: unknown; disconnected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['navigation', 'resource', 'paint'];
    private readonly record: (typeof observers)[number];
    constructor(report: () => void) {
      this.record = { report, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const context: Record<string, unknown> = {
    document: {
      visibilityState: visibility,
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      createElement: () => ({ src: '', async: false }),
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    ...(paintTiming ? { PerformanceObserver } : {}),
  };
  context.window = context;
  runInNewContext(source, context);
  return { appended, frames, timers, observers };
}

const ALL = ['/_next/static/chunks/page.js', '/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-x.js'];

describe('the loader', () => {
  it('on a visible page requests nothing until the first paint is reported, then every chunk once', () => {
    const { appended, observers, timers, frames } = runLoader();
    expect(appended).toEqual([]);
    expect(frames).toEqual([]);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
    observers[0]!.report();
    expect(observers[0]!.disconnected).toBe(true);
    expect(appended.map((script) => script.src)).toEqual(ALL);
    expect(appended.every((script) => script.async)).toBe(true);
    // The safety timer that fires later adds nothing more.
    timers.find((timer) => timer.ms === SAFETY_MS)!.run();
    expect(appended).toHaveLength(ALL.length);
  });

  it('without paint timing, waits for the first animation frame and the task after it', () => {
    const { appended, frames, timers } = runLoader({ paintTiming: false });
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(appended).toEqual([]);
    timers.find((timer) => timer.ms === 0)!.run();
    expect(appended.map((script) => script.src)).toEqual(ALL);
  });

  it('does not leave a visible page without its scripts if no paint is ever reported', () => {
    const { appended, timers } = runLoader();
    timers.find((timer) => timer.ms === SAFETY_MS)!.run();
    expect(appended).toHaveLength(ALL.length);
  });

  it('on a hidden page (a background tab, where no frame comes) requests the chunks at once', () => {
    const { appended, observers } = runLoader({ visibility: 'hidden' });
    expect(observers).toEqual([]);
    expect(appended).toHaveLength(ALL.length);
  });
});
