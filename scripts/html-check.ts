import { readdirSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';

/**
 * The HTML check the build must pass: html-validate with only its standard preset, the rules that follow from the
 * HTML standard (what the W3C checker reports), none of its style opinions. Given in code, so no config file found
 * on the way up can loosen it; scripts/html-check.test.ts plants what it must refuse.
 */
const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard'] });

export interface HtmlProblem {
  rule: string;
  message: string;
  where: string;
}

/** Every error in one document, each with its rule and the element it is on. */
export async function checkHtml(html: string, name: string): Promise<HtmlProblem[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) => result.messages.map((message: Message) => ({ rule: message.ruleId, message: message.message, where: message.selector ?? `${message.line}:${message.column}` })));
}

/** Every page the build prerendered, as its path under the build's app folder. */
export function prerenderedPages(appDir = path.join('.next', 'server', 'app')): string[] {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}
