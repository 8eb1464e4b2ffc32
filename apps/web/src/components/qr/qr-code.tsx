import { useMemo, type CSSProperties } from 'react';
import { qrMatrix, qrSvgPath, QUIET_ZONE } from './qr-matrix';

interface QrCodeProps {
  value: string;
  /** Accessible name, e.g. "QR code of the card: <identifier>". */
  label: string;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * The identifier as a QR symbol in SVG: black on white with its quiet zone, crisp at any size
 * (screen, print). `data-value` lets tests and support staff check what it encodes.
 */
export function QrCode({ value, label, className, style, ...rest }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { size: matrix.size + 2 * QUIET_ZONE, path: qrSvgPath(matrix) };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      style={style}
      data-value={value}
      data-testid={rest['data-testid']}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
