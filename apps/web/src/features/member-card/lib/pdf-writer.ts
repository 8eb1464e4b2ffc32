import { pdfString } from './pdf-text';

/** A JPEG to place on the page (a logo or a photo), already encoded. */
export interface PdfJpeg {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface PdfPage {
  /** Page size in points (1/72 inch). */
  width: number;
  height: number;
  /** Content stream operators; fonts are /F1 (Helvetica) and /F2 (Helvetica-Bold). */
  content: string;
  /** Images by resource name (`/Im1` in the content is `images.Im1`). */
  images?: Record<string, PdfJpeg>;
  title: string;
}

/** Bytes of a string whose characters are all below 256 (the content is written as WinAnsi). */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * A one-page PDF 1.4 file: catalog, page, content, the two standard fonts and the images. The
 * card needs nothing more, and writing it here costs a few kilobytes instead of a PDF library.
 */
export function writePdf(page: PdfPage): Uint8Array {
  const images = Object.entries(page.images ?? {});
  const firstImage = 7;
  const xobjects = images.map(([name], i) => `/${name} ${firstImage + i} 0 R`).join(' ');
  const content = latin1(page.content);
  const objects: Uint8Array[][] = [
    [latin1('<< /Type /Catalog /Pages 2 0 R >>')],
    [latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')],
    [
      latin1(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width.toFixed(2)} ${page.height.toFixed(2)}] ` +
          `/Resources << /Font << /F1 5 0 R /F2 6 0 R >>${xobjects ? ` /XObject << ${xobjects} >>` : ''} >> /Contents 4 0 R >>`,
      ),
    ],
    [latin1(`<< /Length ${content.length} >>\nstream\n`), content, latin1('\nendstream')],
    [latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')],
    [latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')],
    ...images.map(([, image]) => [
      latin1(
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Filter /DCTDecode /Length ${image.bytes.length} >>\nstream\n`,
      ),
      image.bytes,
      latin1('\nendstream'),
    ]),
    [latin1(`<< /Title ${pdfString(page.title)} /Producer (Tribuna) >>`)],
  ];

  // The header's second line marks the file as binary for transfer tools.
  const parts: Uint8Array[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = concat([latin1(`${index + 1} 0 obj\n`), ...body, latin1('\nendobj\n')]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const info = objects.length;
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(latin1(xref));
  return concat(parts);
}
