import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const XSD_PATH = new URL('./pain.008.001.02.xsd', import.meta.url);
let schema: Promise<string> | undefined;

/** The schema errors of a pain.008 file against the ISO 20022 pain.008.001.02 XSD ([] when valid). */
export async function pain008SchemaErrors(xml: string): Promise<string[]> {
  schema ??= readFile(XSD_PATH, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'batch.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: await schema }],
    // 5,000 debits make a file of a few megabytes; the default 16 MB heap is short for it.
    initialMemoryPages: 2048,
    maxMemoryPages: 16384,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
