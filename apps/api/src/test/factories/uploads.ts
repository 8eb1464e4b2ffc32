import sharp from 'sharp';

/** A multipart/form-data body with one file in the field "file", as the web app sends uploads. */
export function multipartFile(fileName: string, content: Buffer | string, contentType: string) {
  const boundary = `----tribuna-factory-${Date.now().toString(36)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real JPEG drawn by sharp (the library the API resizes photos with). */
export const jpegImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
