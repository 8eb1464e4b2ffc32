import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Test support: XLSX archives written byte by byte, so a test can make them lie the way hostile
 * files do (sizes declared wrong, one compressed kernel listed under several names), which no
 * zip library will write on purpose.
 */
export type ZipPart = {
  name: string;
  content: string | Uint8Array;
  /** The inflated size the headers declare (defaults to the true one). */
  declaredSize?: number;
};

const NS = 'http://schemas.openxmlformats.org';

/** The parts of a one-sheet workbook; the sheet's XML is given whole. */
export function xlsxParts(sheetXml: string): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml },
  ];
}

/** A worksheet of inline-string rows, with `filler` (whitespace, comments…) inside sheetData. */
export function sheetXml(rows: string[][], filler = ''): string {
  const cells = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((v, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${cells}${filler}</sheetData></worksheet>`;
}

/**
 * The zip of the parts, deflated. `aliases` adds central-directory entries under new names that
 * point at the local header (and so the data) of an existing part.
 */
export function handZip(parts: ZipPart[], aliases: { name: string; of: string }[] = []): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const where = new Map<string, { offset: number; central: Buffer }>();
  let offset = 0;
  for (const part of parts) {
    const content = typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : Buffer.from(part.content);
    const data = deflateRawSync(content);
    const name = Buffer.from(part.name, 'utf8');
    const declared = part.declaredSize ?? content.length;
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    where.set(part.name, { offset, central });
    offset += local.length + name.length + data.length;
  }
  for (const alias of aliases) {
    const target = where.get(alias.of)!;
    const name = Buffer.from(alias.name, 'utf8');
    const central = Buffer.from(target.central);
    central.writeUInt16LE(name.length, 28);
    centrals.push(central, name);
  }
  const directory = Buffer.concat(centrals);
  const count = parts.length + aliases.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
