import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockScanSound } from '../lib/scan-feedback';
import classes from './scanner.module.css';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/** Writes the decoder's counters and last error onto the viewport (`data-frames`, `data-reads`, …). */
function noteDiagnostics(element: HTMLElement | null, values: Record<string, string | number>): void {
  if (!element) return;
  for (const [key, value] of Object.entries(values)) element.dataset[key] = String(value);
}

/** A torch is offered only where the camera says it has one (most phones' back camera). */
function torchOf(controls: IScannerControls): boolean {
  try {
    const capabilities = controls.streamVideoCapabilitiesGet?.((track) => [track]) as
      (MediaTrackCapabilities & { torch?: boolean }) | undefined;
    return Boolean(capabilities?.torch && controls.switchTorch);
  } catch {
    return false;
  }
}

/**
 * The camera view: reads QR codes continuously (ZXing, in the page's thread: the decoder needs no
 * worker or WebAssembly, so the strict content policy stands) and hands each text to `onCode`.
 * The camera starts on a press, which also lets the browser play the scan sounds.
 */
export function CameraReader({ onCode, onStart }: { onCode: (text: string) => void; onStart?: () => void }) {
  const { t } = useTranslation('scanner');
  const video = useRef<HTMLVideoElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<CameraState>('off');
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string>('');
  const [hasTorch, setHasTorch] = useState(false);
  const [torchOn, setTorchOn] = useState(false);

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setHasTorch(false);
    setTorchOn(false);
  };
  useEffect(() => stop, []);

  const start = async (deviceId = cameraId) => {
    unlockScanSound();
    stop();
    // Started again on purpose: the next card shown is a new scan, even the one shown last.
    onStart?.();
    if (!navigator.mediaDevices?.getUserMedia || !video.current) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const { TurningQrCodeReader } = await import('../lib/turning-qr-reader');
      // A phone's camera (or a busy one) can take seconds to deliver its first frame: wait up to 20 s.
      const reader = new TurningQrCodeReader(undefined, {
        delayBetweenScanAttempts: 100,
        delayBetweenScanSuccess: 300,
        tryPlayVideoTimeout: 20_000,
      });
      const constraints: MediaStreamConstraints = {
        video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'environment' },
      };
      const attempts = { frames: 0, reads: 0 };
      const started = await reader.decodeFromConstraints(constraints, video.current, (result, error) => {
        // What the camera did, on the viewport's data attributes (no re-render per frame): a
        // support question ("it reads nothing") and the browser tests' failure reports read them.
        attempts.frames += 1;
        if (result) attempts.reads += 1;
        noteDiagnostics(viewport.current, { frames: attempts.frames, reads: attempts.reads, error: result ? '' : (error?.name ?? '') });
        if (result) onCodeRef.current(result.getText());
      });
      controls.current = started;
      setHasTorch(torchOf(started));
      setState('on');
      // Labels are readable only once the camera is allowed; list them then.
      const found = await (await import('@zxing/browser')).BrowserCodeReader.listVideoInputDevices();
      setCameras(found);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      noteDiagnostics(viewport.current, { startError: `${name}: ${error instanceof Error ? error.message : String(error)}` });
      setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
    }
  };

  const toggleTorch = async () => {
    const next = !torchOn;
    try {
      await controls.current?.switchTorch?.(next);
      setTorchOn(next);
    } catch {
      setHasTorch(false);
    }
  };

  const running = state === 'on' || state === 'starting';
  return (
    <Stack gap="xs">
      <div ref={viewport} className={classes.viewport} data-testid="camera-viewport" data-camera-state={state}>
        <video ref={video} className={classes.video} muted playsInline aria-label={t('camera.video')} hidden={!running} />
      </div>
      {state === 'denied' && <Alert color="red">{t('camera.denied')}</Alert>}
      {state === 'unavailable' && <Alert color="yellow">{t('camera.unavailable')}</Alert>}
      <Group gap="xs" wrap="wrap">
        {running ? (
          <Button
            variant="default"
            onClick={() => {
              stop();
              setState('off');
            }}
          >
            {t('camera.stop')}
          </Button>
        ) : (
          <Button onClick={() => void start()}>{t('camera.start')}</Button>
        )}
        {hasTorch && (
          <Button variant="default" aria-pressed={torchOn} onClick={() => void toggleTorch()}>
            {torchOn ? t('camera.torchOff') : t('camera.torchOn')}
          </Button>
        )}
      </Group>
      {cameras.length > 1 && (
        <NativeSelect
          label={t('camera.label')}
          value={cameraId}
          data={[
            { value: '', label: '—' },
            ...cameras.map((camera, index) => ({ value: camera.deviceId, label: camera.label || `${t('camera.label')} ${index + 1}` })),
          ]}
          onChange={(event) => {
            setCameraId(event.currentTarget.value);
            void start(event.currentTarget.value);
          }}
        />
      )}
    </Stack>
  );
}
