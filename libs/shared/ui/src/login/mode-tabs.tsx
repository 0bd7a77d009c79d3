import type { LoginType } from '@vs/contract';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModeTabsProps {
  readonly modes: readonly LoginType[];
  readonly mode: LoginType;
  readonly onChange: (mode: LoginType) => void;
  /** The id of the tab panel the tabs control. */
  readonly panelId: string;
}

export const modeTabId = (panelId: string, mode: LoginType) => `${panelId}-${mode}`;

/**
 * The password / e-mailed-code switch as WAI-ARIA tabs: one tab stop, arrow keys (and Home/End)
 * move between the modes and select them at once.
 */
export function ModeTabs({ modes, mode, onChange, panelId }: ModeTabsProps) {
  const { t } = useTranslation('auth');
  const tabs = useRef(new Map<LoginType, HTMLButtonElement>());

  const select = (next: LoginType) => {
    onChange(next);
    tabs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = modes.indexOf(mode);
    const last = modes.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : modes[target];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      role="tablist"
      aria-label={t('login.modes')}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: `repeat(${modes.length}, 1fr)`,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      {modes.map((item) => {
        const selected = item === mode;
        return (
          <button
            key={item}
            ref={(element) => {
              if (element) tabs.current.set(item, element);
              else tabs.current.delete(item);
            }}
            type="button"
            role="tab"
            id={modeTabId(panelId, item)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item)}
            onKeyDown={onKeyDown}
            css={(theme) => ({
              minHeight: 44,
              padding: `0 ${theme.space(3)}`,
              border: 0,
              borderBottom: `3px solid ${selected ? theme.colors.accentText : 'transparent'}`,
              background: 'transparent',
              color: selected ? theme.colors.text : theme.colors.textMuted,
              font: 'inherit',
              fontWeight: selected ? 700 : 400,
              cursor: 'pointer',
              '&:focus-visible': { outline: `3px solid ${theme.colors.accentText}`, outlineOffset: -3 },
            })}
          >
            {t(item === 'password' ? 'login.modePassword' : 'login.modeCode')}
          </button>
        );
      })}
    </div>
  );
}
