import { CameraOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadQrReader, readQr } from './qr-reader';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/** The same code seen again within this time is the same ticket still in front of the camera. */
const REPEAT_MS = 4000;
/** Frames are read one after another with this pause: quick at the door, light on a phone's battery. */
const FRAME_GAP_MS = 150;
/** Frames are read at most this wide: a ticket held up to the camera fills much of the picture. */
const FRAME_WIDTH = 720;

/** The camera's error as what staff can do about it: allow the camera, or use another way. */
function stateOf(error: unknown): CameraState {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? 'denied'
    : 'unavailable';
}

/** The current video frame, scaled down to FRAME_WIDTH, as pixels for the reader. */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | undefined {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return undefined;
  const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function Camera({ onCode, onState }: { onCode: (code: string) => void; onState: (state: CameraState) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  // Runs while mounted: the camera (and its light) turns off when the panel closes or the page is left.
  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    const canvas = document.createElement('canvas');

    // One frame at a time: the next is read only after the reader has answered for this one.
    const scan = async () => {
      const frame = video.current ? frameOf(video.current, canvas) : undefined;
      const code = frame ? await readQr(frame).catch(() => undefined) : undefined;
      if (stopped) return;
      if (code) {
        const now = Date.now();
        const repeated = code === last.code && now - last.at < REPEAT_MS;
        last.code = code;
        last.at = now;
        if (!repeated) latest.current(code);
      }
      timer = window.setTimeout(() => void scan(), FRAME_GAP_MS);
    };

    void (async () => {
      try {
        const [media] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          loadQrReader(),
        ]);
        stream = media;
        // Closed while the browser was asking: the cleanup has run already, so the camera is turned off here.
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        if (stopped) return;
        onState('on');
        void scan();
      } catch (error) {
        if (!stopped) onState(stateOf(error));
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onState]);

  return <video ref={video} className="events-admin-video" muted playsInline aria-hidden />;
}

/**
 * The phone's camera as a QR scanner: started by staff (browsers ask for permission on that press), and
 * stopped with its button, when another way is chosen, or on leaving the page.
 */
export function CameraScanner({ onCode, disabled }: { onCode: (code: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CameraState>('off');
  const running = state === 'starting' || state === 'on';
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  if (!supported) return <Alert type="warning" showIcon title={t('eventsAdmin.checkIn.camera.unsupported')} />;
  return (
    <div className="events-admin-camera">
      {running ? (
        <div className="events-admin-camera-frame">
          <Camera onCode={onCode} onState={setState} />
          <span className="events-admin-camera-target" aria-hidden />
          {state === 'starting' ? (
            <span className="events-admin-camera-note">{t('eventsAdmin.checkIn.camera.starting')}</span>
          ) : null}
        </div>
      ) : null}
      {state === 'denied' || state === 'unavailable' ? (
        <Alert type="warning" showIcon title={t(`eventsAdmin.checkIn.camera.${state}`)} />
      ) : null}
      <Button
        size="large"
        block
        type={running ? 'default' : 'primary'}
        icon={running ? <StopOutlined aria-hidden /> : <CameraOutlined aria-hidden />}
        disabled={disabled && !running}
        onClick={() => setState(running ? 'off' : 'starting')}
      >
        {t(running ? 'eventsAdmin.checkIn.camera.stop' : 'eventsAdmin.checkIn.camera.start')}
      </Button>
    </div>
  );
}
