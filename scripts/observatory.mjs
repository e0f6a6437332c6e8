// Scores a running site's response headers against the MDN HTTP Observatory scoring rules (v2 methodology:
// start at 100, apply each test's modifier, bonuses only count at 90 or more). Usage:
//   node scripts/observatory.mjs [url]      (default http://localhost:3000/)
const url = process.argv[2] ?? 'http://localhost:3000/';
const response = await fetch(url, { redirect: 'manual' });
const header = (name) => response.headers.get(name) ?? '';

const csp = Object.fromEntries(
  header('content-security-policy')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...values]) => [name.toLowerCase(), values]),
);
const scriptSrc = csp['script-src'] ?? csp['default-src'] ?? [];
const tests = [];
const add = (name, result, modifier, note) => tests.push({ name, result, modifier, note });

if (!header('content-security-policy')) add('content-security-policy', 'csp-not-implemented', -25);
else if (scriptSrc.includes("'unsafe-inline'") && !scriptSrc.some((source) => source.startsWith("'sha") || source.startsWith("'nonce"))) add('content-security-policy', 'csp-implemented-with-unsafe-inline', -20);
else if (scriptSrc.includes("'unsafe-eval'")) add('content-security-policy', 'csp-implemented-with-unsafe-eval', -10);
else if ((csp['default-src'] ?? []).join(' ') === "'none'") add('content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none', 10, (csp['style-src'] ?? []).includes("'unsafe-inline'") ? "style-src keeps 'unsafe-inline' (not penalised)" : '');
else add('content-security-policy', 'csp-implemented-with-no-unsafe', 0);

const cookies = response.headers.getSetCookie?.() ?? [];
add('cookies', cookies.length ? (cookies.every((cookie) => /secure/i.test(cookie) && /samesite/i.test(cookie)) ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-without-secure-flag') : 'cookies-not-found', cookies.length && !cookies.every((cookie) => /secure/i.test(cookie)) ? -20 : 0, 'the consent cookie is set in the browser, not by the server');
add('cross-origin-resource-sharing', header('access-control-allow-origin') === '*' ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-not-implemented', 0);
add('redirection', url.startsWith('https:') ? 'redirection-not-needed-no-http' : 'redirection-not-applicable-http-origin', 0, 'HTTP → HTTPS is nginx’s job (deploy/nginx.conf answers 301)');
const referrer = header('referrer-policy');
add('referrer-policy', ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer) ? 'referrer-policy-private' : referrer ? 'referrer-policy-unsafe' : 'referrer-policy-not-implemented', ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer) ? 5 : referrer ? -5 : 0);
const hstsAge = Number(/max-age=(\d+)/.exec(header('strict-transport-security'))?.[1] ?? 0);
add('strict-transport-security', hstsAge >= 15_552_000 ? 'hsts-implemented-max-age-at-least-six-months' : hstsAge ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-not-implemented', hstsAge >= 15_552_000 ? 0 : hstsAge ? -10 : -20, `max-age=${hstsAge} (${Math.round(hstsAge / 86_400)} days)`);
add('subresource-integrity', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0, 'every script is same-origin');
add('x-content-type-options', header('x-content-type-options') === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-not-implemented', header('x-content-type-options') === 'nosniff' ? 0 : -5);
add('x-frame-options', (csp['frame-ancestors'] ?? []).length ? 'x-frame-options-implemented-via-csp' : header('x-frame-options') ? 'x-frame-options-sameorigin-or-deny' : 'x-frame-options-not-implemented', (csp['frame-ancestors'] ?? []).length ? 5 : header('x-frame-options') ? 0 : -20);
add('cross-origin-resource-policy', header('cross-origin-resource-policy') ? 'corp-implemented' : 'corp-not-implemented', 0);

const penalties = tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 0);
const bonuses = tests.reduce((sum, test) => sum + Math.max(0, test.modifier), 0);
const base = 100 + penalties;
const score = base >= 90 ? base + bonuses : base;
const grade = score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : score >= 70 ? 'B' : score >= 60 ? 'C' : score >= 50 ? 'D' : 'F';

console.log(`| test | result | modifier | note |\n|---|---|---|---|`);
for (const test of tests) console.log(`| ${test.name} | ${test.result} | ${test.modifier > 0 ? '+' : ''}${test.modifier} | ${test.note ?? ''} |`);
console.log(`\nScore ${score}/100 (${grade}) for ${url}`);
