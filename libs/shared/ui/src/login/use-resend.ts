import { useFailureText } from '../form-page';
import { useCountdown } from '../use-countdown';
import { PIN_RESEND_COUNTDOWN_SECONDS } from '@vs/validation';
import { useCallback, useState } from 'react';
import { sendFailures } from './failures';

export interface Resend {
  /** Seconds until sending works again (spec 000 §4 "PIN screens": 30 s after load and after each send). */
  readonly remaining: number;
  readonly sending: boolean;
  /** Codes sent from this page so far. */
  readonly sends: number;
  /** Sends a code; resolves to the failure's text, or null. */
  readonly send: () => Promise<string | null>;
}

/**
 * "Send again" of a code page: the countdown the server gave (`initialSeconds`), then 30 s after
 * each attempt. A failed attempt waits too, so a failing service is not hammered.
 */
export function useResend(post: () => Promise<unknown>, initialSeconds: number): Resend {
  const countdown = useCountdown(initialSeconds);
  const { restart } = countdown;
  const [sending, setSending] = useState(false);
  const [sends, setSends] = useState(0);
  const failureText = useFailureText(sendFailures);

  const send = useCallback(async () => {
    setSending(true);
    try {
      await post();
      setSends((count) => count + 1);
      return null;
    } catch (error) {
      return failureText(error);
    } finally {
      restart(PIN_RESEND_COUNTDOWN_SECONDS);
      setSending(false);
    }
  }, [post, restart, failureText]);

  return { remaining: countdown.remaining, sending, sends, send };
}
