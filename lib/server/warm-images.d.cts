export interface WarmupStatus {
  total: number;
  warmed: number;
  made: number;
  failed: number;
  done: boolean;
  seconds: number;
}

export const IMAGE_FORMATS: readonly { format: 'avif' | 'webp'; accept: string }[];
export const STATUS_KEY: symbol;
export function imageUrls(pages: string[]): string[];
export function warmImages(origin: string, urls: string[], options?: { timeoutMs?: number }): Promise<WarmupStatus>;
export function warmupStatus(): WarmupStatus | null;
