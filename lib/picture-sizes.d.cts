export type PictureFormat = 'avif' | 'webp';

export const DEVICE_SIZES: readonly number[];
export const IMAGE_SIZES: readonly number[];
export const FORMATS: readonly PictureFormat[];
export const SIZES_FOLDER: string;
export function widthsFor(ownWidth: number): number[];
export function sizedPath(picture: string, width: number, format: PictureFormat): string;
