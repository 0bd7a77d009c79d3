import type { ConsentEntry } from '@vs/contract';
import { Card, showToast } from '@vs/ui';
import { noteCss } from '@vs/ui/form';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateConsent } from '../api/consent-api';
import { consentSwitchStep, type ConsentSwitchEvent, type ConsentSwitchState } from './consent-switch-machine';

/**
 * The machine's state, mirrored in a ref: two clicks can land before React re-renders, and the
 * second must already see "pending".
 */
function useConsentSwitch(option: ConsentEntry): {
  readonly state: ConsentSwitchState;
  readonly toggle: () => Promise<void>;
} {
  const { t } = useTranslation('consent');
  const [state, setState] = useState<ConsentSwitchState>({ status: 'idle', value: option.value });
  const current = useRef(state);

  const dispatch = (event: ConsentSwitchEvent) => {
    const step = consentSwitchStep(current.current, event);
    current.current = step.state;
    setState(step.state);
    if (step.toast) showToast(step.toast, t(`toast.${step.toast}`));
    return step;
  };

  const toggle = async () => {
    const { send } = dispatch({ type: 'toggle' });
    if (send === undefined) return;
    try {
      const stored = await updateConsent({ consentOptionId: option.consentOptionId, key: option.key, value: send });
      dispatch({ type: 'succeeded', value: stored.value });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  return { state, toggle };
}

/**
 * One consent option (spec 000 §2 "Consent screen"): its title and description, an on/off switch
 * named by the title and described by the description, and a badge with the state in words.
 */
export function ConsentSwitch({ option }: { readonly option: ConsentEntry }) {
  const { t } = useTranslation('consent');
  const { state, toggle } = useConsentSwitch(option);
  const base = useId();
  const titleId = `${base}-title`;
  const descriptionId = `${base}-description`;
  const on = state.value;
  const pending = state.status === 'pending';

  return (
    <Card as="li" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(3),
        })}
      >
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
          {option.title}
        </h2>
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) })}>
          {/* The switch itself says on/off (aria-checked); the badge is the same fact for the eye. */}
          <span
            aria-hidden="true"
            css={(theme) => ({
              padding: `${theme.space(1)} ${theme.space(2)}`,
              borderRadius: theme.radius,
              fontSize: '0.875rem',
              fontWeight: 700,
              border: `1px solid ${on ? theme.colors.accent : theme.colors.border}`,
              background: on ? theme.colors.accent : theme.colors.surface,
              color: on ? theme.colors.onAccent : theme.colors.text,
            })}
          >
            {t(on ? 'badge.on' : 'badge.off')}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            // aria-disabled, not disabled: focus stays on the switch while the change is saved.
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            onClick={() => void toggle()}
            css={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              minWidth: 44,
              minHeight: 44, // WCAG 2.5.5 target size
              padding: 0,
              border: 0,
              background: 'transparent',
              cursor: pending ? 'progress' : 'pointer',
              opacity: pending ? 0.55 : 1,
              '&:focus-visible': {
                outline: `3px solid ${theme.colors.accentText}`,
                outlineOffset: 2,
                borderRadius: theme.radius,
              },
            })}
          >
            <span
              css={(theme) => ({
                position: 'relative',
                width: 52,
                height: 30,
                borderRadius: 15,
                background: on ? theme.colors.accent : theme.colors.border,
                transition: 'background 120ms',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              })}
            >
              <span
                css={{
                  position: 'absolute',
                  top: 3,
                  insetInlineStart: on ? 25 : 3,
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  background: '#ffffff',
                  boxShadow: '0 1px 3px rgba(0,0,0,0.4)',
                  transition: 'inset-inline-start 120ms',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              />
            </span>
          </button>
        </div>
      </div>
      <p id={descriptionId} css={(theme) => ({ ...noteCss(theme), whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
        {option.description}
      </p>
    </Card>
  );
}
