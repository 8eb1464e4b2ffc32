import type { PdfJpeg } from './card-pdf';

/**
 * Redraws an image (the club logo, a photo) as a JPEG on a white background, the one image
 * format a PDF takes as is. Null when it cannot be loaded: the PDF then shows initials.
 */
export async function loadJpeg(url: string, maxSide = 256): Promise<PdfJpeg | null> {
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = Math.min(1, maxSide / Math.max(image.naturalWidth, image.naturalHeight));
    const width = Math.max(1, Math.round(image.naturalWidth * scale));
    const height = Math.max(1, Math.round(image.naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) return null;
    return { width, height, bytes: new Uint8Array(await blob.arrayBuffer()) };
  } catch {
    return null;
  }
}
