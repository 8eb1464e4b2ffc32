import { writeFileSync } from 'node:fs';
import zxing from '@zxing/library';
import QRCode, { type QRCodeMaskPattern } from 'qrcode';

// A CommonJS package: its classes come off the default export under Node's ES modules.
const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_MODULES = 4;
const DARK = 16;
const LIGHT = 235;

/** The luma plane of one frame: the symbol black on white, centred, as large as fits. */
function lumaOf(modules: QRCode.BitMatrix): Buffer {
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * QUIET_MODULES));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(DARK, start, start + scale);
      }
    }
  }
  return luma;
}

/** Whether the scanner's decoder (ZXing's QR reader, as the app's camera uses it) reads `text` from the frame. */
function zxingReads(luma: Buffer, text: string): boolean {
  try {
    const frame = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(new Uint8ClampedArray(luma), WIDTH, HEIGHT)));
    return new QRCodeReader().decode(frame).getText() === text;
  } catch {
    return false;
  }
}

/**
 * The frame for `text`. ZXing's detector misses some pixel-perfect upright symbols (about 8 % of
 * card codes, e.g. `TRB1.06de2f9c084640dea036251fc64eb799.29933173.0d996c97d7fee8a71b64a4c3` with
 * the mask qrcode picks), and a camera test then waits for a read that never comes. The same text
 * with another of the eight masks is the same QR code to any reader, so the frame uses the first
 * mask ZXing reads upright: the test checks the camera path, not that detector's blind spots.
 */
function frameLuma(text: string): Buffer {
  const chosen = lumaOf(QRCode.create(text, { errorCorrectionLevel: 'M' }).modules);
  if (zxingReads(chosen, text)) return chosen;
  for (let mask = 0; mask < 8; mask += 1) {
    const luma = lumaOf(QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: mask as QRCodeMaskPattern }).modules);
    if (zxingReads(luma, text)) return luma;
  }
  throw new Error(`No mask of this QR code is read by ZXing: ${text}`);
}

/**
 * A Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays, looping) whose frames
 * show one QR code, black on white, so the scanner's camera reads `text`. Written without ffmpeg:
 * a text header, then per frame the luma plane and two neutral chroma planes (4:2:0).
 */
export function writeQrVideo(path: string, text: string, frames = 2): void {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), frameLuma(text), chroma]);
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]),
  );
}
