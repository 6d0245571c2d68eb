import { messages } from '@ossature/contract';
import { type FileTypeResult, fileTypeFromStream } from 'file-type';
import { HttpError } from '../../infra/http-error.js';
import type { FileStorage } from './file-storage.js';

/**
 * Types a browser may show inline (SPEC §5 'Previewable types: pdf, image, jpg, png, gif, jpeg', and WebP): raster
 * images and PDF, whose bytes were checked at upload. Everything else, SVG and HTML above all, is only downloaded.
 */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

export const isPreviewable = (mimeType: string) => INLINE_TYPES.has(mimeType);

type Kind = 'image' | 'pdf';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'jfif', 'gif', 'webp', 'avif', 'bmp', 'tif', 'tiff', 'ico', 'heic', 'heif', 'svg']);

const kindOfType = (mimeType: string): Kind | null =>
  mimeType === 'application/pdf' ? 'pdf' : mimeType.startsWith('image/') ? 'image' : null;

function kindOfName(filename: string): Kind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return extension === 'pdf' ? 'pdf' : IMAGE_EXTENSIONS.has(extension) ? 'image' : null;
}

/** A declared type kept only when it looks like one (`type/subtype`); it reaches a Content-Type header. */
const cleanType = (declared: string) =>
  /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i.test(declared) ? declared.toLowerCase().slice(0, 100) : 'application/octet-stream';

/**
 * The type a file is stored and served with: the one its bytes show when file-type knows them, else the declared one.
 * A file declared an image or a PDF, by its type or by its extension, must be one: an SVG cannot be checked from its
 * bytes (and can hold scripts), so it is refused as an image.
 */
export function storedFileType(declared: string, filename: string, detected: FileTypeResult | undefined): string {
  for (const claimed of [kindOfType(declared.toLowerCase()), kindOfName(filename)]) {
    if (claimed && (!detected || kindOfType(detected.mime) !== claimed)) {
      throw new HttpError(400, claimed === 'pdf' ? messages.form.fileNotPdf : messages.form.fileNotImage);
    }
  }
  return detected?.mime ?? cleanType(declared);
}

/** The type of a stored file from its first bytes (magic numbers), undefined when they match no known format. */
export async function detectFileType(storage: FileStorage, key: string): Promise<FileTypeResult | undefined> {
  const content = storage.read(key);
  try {
    return await fileTypeFromStream(content);
  } finally {
    content.destroy();
  }
}
