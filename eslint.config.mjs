import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // CommonJS on purpose: Node runs the mock upstream directly and Jest requires it.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'e2e-artifacts/**', 'next-env.d.ts'] },
];

export default config;
