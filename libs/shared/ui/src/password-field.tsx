import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { inputCss } from './field-styles';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A password box with a "show password" toggle (a pressed/unpressed button next to it, so the
 * visible text can be checked before submitting; WCAG 3.3.8 accessible authentication).
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div css={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        css={(theme) => ({ ...inputCss(theme, invalid), flex: 1 })}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
        css={(theme) => ({
          minWidth: 44,
          minHeight: 44,
          padding: `0 ${theme.space(3)}`,
          font: 'inherit',
          fontSize: '0.875rem',
          color: theme.colors.accentText,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          cursor: 'pointer',
          '&[aria-pressed="true"]': { background: theme.colors.surface },
        })}
      >
        {t('password.show')}
      </button>
    </div>
  );
}

export interface PasswordChecklistEntry {
  /** Translated rule text. */
  readonly label: string;
  readonly passed: boolean;
}

export interface PasswordChecklistProps {
  /** The password box points at this id with aria-describedby. */
  readonly id: string;
  readonly items: readonly PasswordChecklistEntry[];
}

/**
 * The live checklist under a new password (spec 001 §5): one line per rule of the store's
 * strength, each marked met or not met in text as well as by its icon.
 */
export function PasswordChecklist({ id, items }: PasswordChecklistProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      id={id}
      css={(theme) => ({
        padding: theme.space(3),
        background: theme.colors.surface,
        borderRadius: theme.radius,
        fontSize: '0.875rem',
      })}
    >
      <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{t('password.checklist')}</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <li
            key={item.label}
            data-passed={item.passed}
            css={(theme) => ({
              display: 'flex',
              gap: 8,
              color: item.passed ? theme.colors.success : theme.colors.textMuted,
            })}
          >
            <span aria-hidden="true" css={{ width: '1em', textAlign: 'center' }}>
              {item.passed ? '✓' : '・'}
            </span>
            <span>
              {item.label}
              <span
                css={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                  whiteSpace: 'nowrap',
                }}
              >
                {`（${item.passed ? t('password.met') : t('password.unmet')}）`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
