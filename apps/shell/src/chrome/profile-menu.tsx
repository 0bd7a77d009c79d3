import { logoutNavigationState } from '@vs/routes';
import { VisuallyHidden } from '@vs/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/**
 * The profile-image menu (My Page, Logout) as a disclosure: a button with aria-expanded that shows a
 * short list of links. Escape closes and returns focus; a click outside or a navigation closes.
 */
export function ProfileMenu({ imageUrl }: { imageUrl: string | null }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const linkCss = { display: 'block', padding: '12px 16px', minWidth: 160, textDecoration: 'none' } as const;

  return (
    // Escape anywhere inside the menu closes it; the keyboard handler is on the group, not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      css={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        css={(theme) => ({
          width: 44,
          height: 44,
          padding: 0,
          borderRadius: '50%',
          border: `2px solid ${theme.colors.border}`,
          background: theme.colors.surface,
          overflow: 'hidden',
          cursor: 'pointer',
        })}
      >
        {imageUrl ? (
          <img src={imageUrl} alt="" css={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
          </svg>
        )}
        <VisuallyHidden>{t('profileMenu.label')}</VisuallyHidden>
      </button>
      <ul
        id={listId}
        hidden={!open}
        css={(theme) => ({
          position: 'absolute',
          right: 0,
          top: 'calc(100% + 8px)',
          margin: 0,
          padding: `${theme.space(1)} 0`,
          listStyle: 'none',
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          boxShadow: '0 4px 16px rgba(0, 0, 0, 0.15)',
        })}
      >
        <li>
          <Link to="/mypage" css={linkCss}>
            {t('profileMenu.myPage')}
          </Link>
        </li>
        <li>
          {/* The state tells /logout this came from our own page, so it logs out in this one click. */}
          <Link to="/logout" state={logoutNavigationState} css={linkCss}>
            {t('profileMenu.logout')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
