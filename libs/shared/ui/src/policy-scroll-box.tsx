import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type * as PolicyMarkup from './markup/policy-markup';
import { Spinner } from './spinner';

type PolicyMarkupModule = typeof PolicyMarkup;

let loading: Promise<PolicyMarkupModule> | undefined;

/**
 * Starts fetching the sanitiser chunk; a page that is about to show policies may call it early
 * (the box calls it too). Repeated calls share one request.
 */
export function loadPolicySanitizer(): Promise<PolicyMarkupModule> {
  loading ??= import('./markup/policy-markup');
  return loading;
}

export interface PolicyScrollBoxProps {
  /** The policy's title, used as the region's accessible name. */
  readonly title: string;
  /** Stored markup; sanitised before it is inserted. */
  readonly markup: string;
  /** Called once, when the text has been scrolled to within 10 px of its end or fits without scrolling. */
  readonly onReadToEnd: () => void;
  readonly id?: string;
  /** Box height in px (the text scrolls inside it). */
  readonly height?: number;
}

/**
 * An internal policy's text in a scrolling, keyboard-focusable region. It reports "read" by the
 * rule of spec 001 §5 (`isPolicyReadToEnd`): on scroll, on resize, and right after rendering for a
 * text short enough to fit.
 */
export function PolicyScrollBox({ title, markup, onReadToEnd, id, height = 240 }: PolicyScrollBoxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const box = useRef<HTMLDivElement>(null);
  const reported = useRef(false);
  const [sanitizer, setSanitizer] = useState<PolicyMarkupModule | null>(null);

  useEffect(() => {
    let live = true;
    void loadPolicySanitizer().then((mod) => {
      if (live) setSanitizer(mod);
    });
    return () => {
      live = false;
    };
  }, []);

  const check = useCallback(() => {
    const node = box.current;
    if (!node || !sanitizer || reported.current) return;
    if (sanitizer.isPolicyReadToEnd(node)) {
      reported.current = true;
      onReadToEnd();
    }
  }, [sanitizer, onReadToEnd]);

  useLayoutEffect(() => {
    check();
  }, [check, markup]);

  useEffect(() => {
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [check]);

  return (
    <div
      ref={box}
      id={boxId}
      role="region"
      aria-label={title}
      // Focusable so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={check}
      css={(theme) => ({
        maxHeight: height,
        overflowY: 'auto',
        padding: theme.space(4),
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        background: theme.colors.background,
        overflowWrap: 'anywhere',
        '& h2, & h3, & h4': { fontSize: '1rem', margin: '1em 0 0.5em' },
        '& p': { margin: '0 0 0.75em' },
        '& a': { color: theme.colors.accentText, textDecoration: 'underline' },
      })}
    >
      {sanitizer ? (
        // Safe: sanitizePolicyMarkup keeps an allow-list of formatting tags and safe link URLs only.
        <div dangerouslySetInnerHTML={{ __html: sanitizer.sanitizePolicyMarkup(markup) }} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
