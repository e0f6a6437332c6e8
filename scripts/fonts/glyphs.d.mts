export type Weight = number | { min: number; max: number };
export const FONTS: { source: string; display: boolean; files: { file: string; weight: Weight }[] }[];
export const GLYPHS_FILE: string;
export const FEATURES: string[];
export function usedCharacters(root?: string): Set<string>;
export function filesIn(dir: string, pattern: RegExp): string[];
export function siteText(root?: string): string;
