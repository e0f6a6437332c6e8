// Lints sources as if they were files at the given paths, through ESLint's Node API, and prints the messages of one
// rule per plant as JSON: stdin is [{ filePath, source }], argv[2] the rule. scripts/lint-guards.test.ts runs it in a
// process of its own, since ESLint loads its flat config with a dynamic import that Jest's sandbox refuses.
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const rule = process.argv[2] ?? 'import/no-restricted-paths';
const plants = JSON.parse(await text(process.stdin));
const eslint = new ESLint();
const answers = [];
for (const { filePath, source } of plants) {
  const [result] = await eslint.lintText(source, { filePath });
  answers.push((result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message));
}
process.stdout.write(JSON.stringify(answers));
