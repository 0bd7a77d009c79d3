import { useCallback, useEffect, useRef, useState } from 'react';

export interface NoticeMessage {
  readonly text: string;
  /** A new id focuses the notice again, even with the same text. */
  readonly id: number;
}

/** The notice's state: `show(text)` announces and focuses it, `clear()` empties it. */
export function useNotice(): {
  readonly notice: NoticeMessage | null;
  readonly show: (text: string) => void;
  readonly clear: () => void;
} {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const count = useRef(0);
  const show = useCallback((text: string) => setNotice({ text, id: ++count.current }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

/**
 * What just happened (a factor disabled, a device deleted), announced and focused: the control
 * that was used is often gone after the page reloads, so focus lands here instead of the page top.
 */
export function Notice({ message }: { readonly message: NoticeMessage | null }) {
  const node = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) node.current?.focus();
  }, [message]);
  return (
    <p
      ref={node}
      role="status"
      tabIndex={-1}
      css={(theme) => ({ margin: 0, color: theme.colors.success, fontWeight: 700, '&:empty': { display: 'none' } })}
    >
      {message?.text ?? ''}
    </p>
  );
}
