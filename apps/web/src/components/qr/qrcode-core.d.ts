// The encoder alone (no canvas or PNG renderers): the card draws its own SVG and PDF modules.
declare module 'qrcode/lib/core/qrcode' {
  import type { QRCode, QRCodeOptions } from 'qrcode';

  export function create(text: string, options?: QRCodeOptions): QRCode;
}
