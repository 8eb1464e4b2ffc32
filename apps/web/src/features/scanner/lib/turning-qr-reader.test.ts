import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource, type LuminanceSource } from '@zxing/library';
import { create } from 'qrcode/lib/core/qrcode';
import { describe, expect, it } from 'vitest';
import { TurningQrCodeReader } from './turning-qr-reader';

/** A card code ZXing's detector misses upright with the mask qrcode picks (found by the camera test in CI). */
const MISSED_UPRIGHT = 'TRB1.06de2f9c084640dea036251fc64eb799.29933173.0d996c97d7fee8a71b64a4c3';
const SIDE = 480;

/** A square grey frame that turns like the camera's canvas source does (RGBLuminanceSource cannot). */
class TurnableFrame extends RGBLuminanceSource {
  constructor(private readonly pixels: Uint8ClampedArray) {
    super(pixels, SIDE, SIDE);
  }
  override isRotateSupported(): boolean {
    return true;
  }
  override rotateCounterClockwise(): LuminanceSource {
    const turned = new Uint8ClampedArray(SIDE * SIDE);
    for (let y = 0; y < SIDE; y += 1) for (let x = 0; x < SIDE; x += 1) turned[(SIDE - 1 - x) * SIDE + y] = this.pixels[y * SIDE + x]!;
    return new TurnableFrame(turned);
  }
}

/** The symbol for `text`, black on white, upright and as large as fits with its quiet zone. */
function frameOf(text: string): TurnableFrame {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(SIDE / (modules.size + 8));
  const offset = Math.floor((SIDE - modules.size * scale) / 2);
  const pixels = new Uint8ClampedArray(SIDE * SIDE).fill(235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (offset + row * scale + y) * SIDE + offset + column * scale;
        pixels.fill(16, start, start + scale);
      }
    }
  }
  return new TurnableFrame(pixels);
}

const bitmapOf = (text: string) => new BinaryBitmap(new HybridBinarizer(frameOf(text)));

describe('the camera’s QR reader', () => {
  it('reads a code ZXing misses upright, by trying the frame turned', () => {
    expect(() => new QRCodeReader().decode(bitmapOf(MISSED_UPRIGHT)), 'plain ZXing, upright').toThrow();
    expect(new TurningQrCodeReader().decodeBitmap(bitmapOf(MISSED_UPRIGHT)).getText()).toBe(MISSED_UPRIGHT);
  });

  it('reads an ordinary code upright, and still answers "not found" for a frame without one', () => {
    expect(new TurningQrCodeReader().decodeBitmap(bitmapOf('TKT-2027-000123')).getText()).toBe('TKT-2027-000123');
    const blank = new BinaryBitmap(new HybridBinarizer(new TurnableFrame(new Uint8ClampedArray(SIDE * SIDE).fill(235))));
    expect(() => new TurningQrCodeReader().decodeBitmap(blank)).toThrow();
  });
});
