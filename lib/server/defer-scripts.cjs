// Moves a prerendered page's framework scripts behind its first frame. Next writes every chunk as an async
// <script> (and the page's own chunk as a low-priority preload) in the head, so on a fast link they arrive
// while the stylesheets and fonts do and are run before the first frame is shown: the paint then waits for
// them, and on a slow link they share the bandwidth with what the paint needs. A small inline loader at the
// top of the head requests the same chunks once the first frame has been shown (or at once when the page is
// not visible, where no frame comes). Nothing else changes: the page's inline payload, its JSON-LD and
// any other script stay where Next put them. Plain CommonJS: scripts/defer-scripts.mjs runs it after the build.
'use strict';

/** Exactly what Next 16 writes; anything else is left alone (and the build step reports it). */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g;
const CHARSET = '<meta charSet="utf-8"/>';
/** A script tag's attributes, quoted values read whole. */
const SCRIPT_TAG = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** A longest wait, in case a frame never comes (the loader must never leave a page without its scripts). */
const SAFETY_MS = 4000;

/**
 * The inline loader for a list of chunk URLs. Kept to ES5: it runs before any polyfill. The first paint is
 * read from the browser's paint timing (reported once the frame is presented, and untouched by a test's fake
 * clock); where that is missing, the first animation frame stands in.
 */
function loader(urls) {
  return (
    '<script>(function(){' +
    `var u=${JSON.stringify(urls)},d=0;` +
    'function go(){if(d)return;d=1;for(var i=0;i<u.length;i++){var s=document.createElement("script");s.src=u[i];s.async=true;document.head.appendChild(s)}}' +
    'if(document.visibilityState!=="visible")return go();' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(){o.disconnect();go()});o.observe({type:"paint",buffered:true})}' +
    'else if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go,0)});' +
    'else go();' +
    `setTimeout(go,${SAFETY_MS})` +
    '})()</script>'
  );
}

/**
 * Rewrites one page. Returns the new HTML and the chunk URLs moved into the loader, in the order the
 * document first named them; a page with no framework scripts comes back unchanged with an empty list.
 */
function deferFrameworkScripts(html) {
  const head = html.indexOf('<head>');
  if (head === -1) return { html, urls: [] };
  const urls = [];
  const take = (_, url) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  };
  // Preloads first: they come earliest in the document, so the page's own chunk keeps its place in the queue.
  let rewritten = html.replace(SCRIPT_PRELOAD, take).replace(ASYNC_SCRIPT, take);
  if (urls.length === 0) return { html, urls };
  // After the charset, which must stay in the first 1,024 bytes; before the stylesheets, which would hold it.
  const charset = rewritten.indexOf(CHARSET, head);
  const at = charset === -1 ? head + '<head>'.length : charset + CHARSET.length;
  rewritten = rewritten.slice(0, at) + loader(urls) + rewritten.slice(at);
  return { html: rewritten, urls };
}

/** True when a page still has an async external script the rewrite did not recognise. */
function hasUnrecognisedAsyncScript(html) {
  for (const [, attributes] of html.matchAll(SCRIPT_TAG)) {
    const names = attributes.replace(/"[^"]*"|'[^']*'/g, '');
    if (/\bsrc\s*=/i.test(names) && /\basync\b/i.test(names)) return true;
  }
  return false;
}

module.exports = { deferFrameworkScripts, hasUnrecognisedAsyncScript, SAFETY_MS };
