import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'e2e-artifacts/**', 'next-env.d.ts'] },
];

export default config;
