import type { PlaybackAnswer } from '@vs/contract';
// The light build: no EME, subtitles or alternate audio (the test video needs none; captions are <track>s).
import Hls from 'hls.js/light';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface TestVideoPlayerProps {
  readonly playback: PlaybackAnswer;
  /** The video cannot play on this device (a fatal stream or decode error). */
  readonly onFailure: () => void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays the HLS playlist through hls.js where Media Source Extensions exist, natively where the
 * browser plays HLS itself (Safari on iOS). Playback metrics stay off (spec 000 §9): nothing is sent.
 */
export default function TestVideoPlayer({ playback, onFailure }: TestVideoPlayerProps) {
  const { t, i18n } = useTranslation('plans');
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    // The viewer asked to play: a browser that still refuses leaves the controls to press.
    const play = () => void video.play().catch(() => undefined);
    if (Hls.isSupported()) {
      // No worker: the CSP allows no blob: workers, and a 6-second video needs none.
      const hls = new Hls({ enableWorker: false });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFailure();
      });
      hls.on(Hls.Events.MANIFEST_PARSED, play);
      hls.loadSource(playback.manifestUrl);
      hls.attachMedia(video);
      return () => hls.destroy();
    }
    if (video.canPlayType(HLS_TYPE) !== '') {
      video.src = playback.manifestUrl;
      play();
      return () => video.removeAttribute('src');
    }
    onFailure();
    return undefined;
  }, [playback.manifestUrl, onFailure]);
  return (
    // The captions are <track>s from the answer (the shipped video has them; a staging source may not).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={videoRef}
      controls
      playsInline
      preload="auto"
      aria-label={t('testVideo.videoLabel')}
      onError={onFailure}
      css={(theme) => ({
        display: 'block',
        width: '100%',
        maxWidth: '640px',
        aspectRatio: '16 / 9',
        background: theme.colors.player,
        borderRadius: theme.radius,
      })}
    >
      {playback.captions.map((captions) => (
        <track
          key={captions.lang}
          kind="captions"
          src={captions.url}
          srcLang={captions.lang}
          label={t(`testVideo.captions.${captions.lang}`)}
          default={captions.lang === i18n.language}
        />
      ))}
    </video>
  );
}
