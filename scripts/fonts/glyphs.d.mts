export const FONTS: string[];
export const GLYPHS_FILE: string;
export const WEIGHTS: { min: number; max: number };
export function usedCharacters(root?: string): Set<string>;
export function filesIn(dir: string, pattern: RegExp): string[];
export function siteText(root?: string): string;
