import { fileTypeFromBuffer } from 'file-type';

export interface DetectedImage {
  mimeType: string;
  extension: string;
}

const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

/**
 * What a file really is, judged by its bytes rather than its name or the browser's claim.
 * Binary formats come from file-type; SVG is text, so it is recognised by its opening tag.
 */
export async function detectFileType(contents: Buffer): Promise<DetectedImage | null> {
  // Before file-type, which reports an SVG with an XML declaration as plain XML.
  if (SVG_START.test(contents.subarray(0, 2048).toString('utf8'))) return { mimeType: 'image/svg+xml', extension: 'svg' };
  const detected = await fileTypeFromBuffer(contents);
  return detected ? { mimeType: detected.mime, extension: detected.ext } : null;
}
