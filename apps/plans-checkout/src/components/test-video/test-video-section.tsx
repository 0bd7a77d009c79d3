import type { PlaybackAnswer } from '@vs/contract';
import { Button, Spinner } from '@vs/ui';
import { PageAlert, useFailureText } from '@vs/ui/form';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTestVideo } from '../../api/playback-api';
import { sectionHeadingCss } from '../page-styles';

/** The player and hls.js load when the viewer asks for the video, never with the plan page. */
const loadPlayer = () => import('./test-video-player');
const TestVideoPlayer = lazy(loadPlayer);

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly playback: PlaybackAnswer }
  | { readonly kind: 'failed'; readonly text: string | null };

/**
 * "A player shows a test video for viewing confirmation before purchase" (spec 000 §1): the viewer
 * checks that this device plays the store's videos before buying (POST /api/streaks/playback/fetch).
 */
export function TestVideoSection() {
  const { t } = useTranslation('plans');
  const headingId = useId();
  const failureText = useFailureText({ namespace: 'plans', fallback: 'plans:testVideo.failed' });
  const [state, setState] = useState<State>({ kind: 'idle' });
  const start = async () => {
    setState({ kind: 'loading' });
    try {
      const [playback] = await Promise.all([fetchTestVideo(), loadPlayer()]);
      setState({ kind: 'ready', playback });
    } catch (error) {
      setState({ kind: 'failed', text: failureText(error) });
    }
  };
  const onPlaybackFailure = useCallback(() => setState({ kind: 'failed', text: t('testVideo.failed') }), [t]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={sectionHeadingCss}>
        {t('testVideo.heading')}
      </h2>
      <p>{t('testVideo.lead')}</p>
      {state.kind === 'ready' ? (
        <Suspense fallback={<Spinner label={t('testVideo.loading')} />}>
          <TestVideoPlayer playback={state.playback} onFailure={onPlaybackFailure} />
        </Suspense>
      ) : (
        <div>
          <Button type="button" variant="secondary" loading={state.kind === 'loading'} onClick={() => void start()}>
            {t('testVideo.play')}
          </Button>
        </div>
      )}
      <PageAlert>{state.kind === 'failed' ? state.text : null}</PageAlert>
    </section>
  );
}
