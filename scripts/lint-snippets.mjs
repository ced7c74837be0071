// @ts-check
// Lints code snippets as if they lived at given paths, through the project's real ESLint
// config; reads [{filePath, code}] on stdin, prints the rule ids hit per snippet.
// Used by import-boundaries.test.ts (Jest cannot load the ESM config itself).
import { ESLint } from 'eslint';

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const output = [];
for (const { filePath, code } of input) {
  const [result] = await eslint.lintText(code, { filePath });
  output.push((result?.messages ?? []).map((message) => message.ruleId));
}
process.stdout.write(JSON.stringify(output));
