import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focus-trap';

export interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly children?: ReactNode;
  /** Buttons row under the body. */
  readonly actions?: ReactNode;
  /** Escape and the backdrop close the dialog; omit for a dialog that needs an explicit choice. */
  readonly onClose?: () => void;
  /** `alertdialog` for interruptions that need a response (errors, confirmations). */
  readonly role?: 'dialog' | 'alertdialog';
}

const backdrop = /* @__PURE__ */ css({
  position: 'fixed',
  inset: 0,
  background: 'rgba(0, 0, 0, 0.55)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  zIndex: 1000,
});

/**
 * A modal: labelled by its title, focus moves in on open, Tab cycles inside, Escape closes (when
 * closable), and focus returns to what opened it. Rendered in a portal above everything.
 */
export function Dialog({ open, title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    if (node) (focusableIn(node)[0] ?? node).focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) trapTab(event, panel.current);
  };

  return createPortal(
    // The backdrop only mirrors Escape for pointer users; keyboard users have Escape itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div css={backdrop} onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={(theme) => ({
          background: theme.colors.background,
          color: theme.colors.text,
          borderRadius: theme.radius,
          padding: theme.space(6),
          width: 'min(480px, 100%)',
          maxHeight: '90vh',
          overflowY: 'auto',
          '&:focus-visible': { outline: `3px solid ${theme.colors.accentText}` },
        })}
      >
        <h2 id={titleId} css={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
          {title}
        </h2>
        {children ? <div id={bodyId}>{children}</div> : null}
        {actions ? (
          <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end', marginTop: 24, flexWrap: 'wrap' }}>
            {actions}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
