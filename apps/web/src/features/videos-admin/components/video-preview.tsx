import { PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceToken } from '../../../lib/device-token';
import { errorText } from '../../../lib/error-message';
import { currentSession } from '../../../lib/session';
import { startPlayback } from '../api/video-playback';

const TOKEN_IN_PATH = /\/play\/[^/]+\//;

/**
 * Plays the video for staff through the same signed playback fans get (hls.js, loaded when needed). Every
 * playlist and segment request carries this device and session; the signed address is renewed before it
 * expires by swapping its token into each later request.
 */
function PreviewPlayer({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let renewal: number | undefined;
    let destroy: (() => void) | undefined;
    let token = '';
    const fail = (error: unknown) => {
      if (!stopped) setProblem(errorText(error, t('feedback.networkError')));
    };
    const renew = (seconds: number) => {
      renewal = window.setTimeout(() => {
        startPlayback(videoId)
          .then((next) => {
            token = TOKEN_IN_PATH.exec(next.manifestUrl)?.[0] ?? token;
            renew(next.refreshInSeconds);
          })
          .catch(fail);
      }, seconds * 1000);
    };
    void (async () => {
      try {
        const [{ default: Hls }, playback] = await Promise.all([import('hls.js/light'), startPlayback(videoId)]);
        const element = video.current;
        if (stopped || !element) return;
        if (!Hls.isSupported()) {
          setProblem(t('videosAdmin.preview.unsupported'));
          return;
        }
        token = TOKEN_IN_PATH.exec(playback.manifestUrl)?.[0] ?? '';
        const hls = new Hls({
          xhrSetup: (xhr, url) => {
            xhr.open('GET', token ? url.replace(TOKEN_IN_PATH, token) : url, true);
            xhr.setRequestHeader('device-token', deviceToken());
            const session = currentSession()?.token;
            if (session) xhr.setRequestHeader('x-xsrf-token', session);
          },
        });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          setProblem(t('videosAdmin.preview.failed'));
          hls.destroy();
        });
        hls.loadSource(playback.manifestUrl);
        hls.attachMedia(element);
        renew(playback.refreshInSeconds);
      } catch (error) {
        fail(error);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(renewal);
      destroy?.();
    };
  }, [videoId, t]);

  return (
    <div className="admin-stack">
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <video
        ref={video}
        className="videos-admin-player"
        controls
        autoPlay
        playsInline
        aria-label={t('videosAdmin.preview.playerLabel', { title })}
      />
    </div>
  );
}

/** "Preview": the processed video in a dialog, as fans will see it. */
export function VideoPreview({ videoId, title, block = false }: { videoId: string; title: string; block?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<PlayCircleOutlined aria-hidden />} onClick={() => setOpen(true)} block={block}>
        {t('videosAdmin.preview.button')}
      </Button>
      <Modal
        open={open}
        title={t('videosAdmin.preview.title', { title })}
        onCancel={() => setOpen(false)}
        footer={null}
        width={880}
        destroyOnHidden
        centered
      >
        {open ? <PreviewPlayer videoId={videoId} title={title} /> : null}
      </Modal>
    </>
  );
}
