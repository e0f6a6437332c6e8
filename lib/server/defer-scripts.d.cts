export function deferFrameworkScripts(html: string): { html: string; urls: string[] };
export function hasUnrecognisedAsyncScript(html: string): boolean;
export const SAFETY_MS: number;
