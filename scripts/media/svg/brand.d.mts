export const MARK_PATH: string;
export const ORANGE: string;
export const INK: string;
export const PAPER: string;
export function markSvg(size?: number, color?: string, extra?: string): string;
export function logoSvg(): string;
export function markFileSvg(): string;
