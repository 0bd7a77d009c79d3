import type { PolicyView } from '@vs/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../field-error';
import { PolicyScrollBox } from '../policy-scroll-box';
import type { PolicyConsentState } from './use-policy-consent';

/** The page's own texts, so each remote keeps them in its namespace. */
export interface PolicyConsentLabels {
  /** The checkbox of one policy ('{{title}}に同意する'). */
  readonly agreeLabel: (title: string) => string;
  /** The new-tab link of an external policy ('{{title}}を開く（新しいタブで開きます）'). */
  readonly openLabel: (title: string) => string;
  /** Turns a consent error (the schema's message key) into text: the page's `useMessage`. */
  readonly errorText: (message: string) => string | undefined;
}

export interface PolicyConsentListProps extends PolicyConsentLabels {
  readonly consent: PolicyConsentState;
}

/** Only http(s) links are offered for an external policy; anything else is not a link at all. */
function safeExternalUrl(source: string | null): string | null {
  if (!source) return null;
  try {
    const url = new URL(source, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

interface PolicyConsentItemProps extends PolicyConsentLabels {
  readonly policy: PolicyView;
  readonly consent: PolicyConsentState;
}

function PolicyConsentItem({ policy, consent, agreeLabel, openLabel, errorText }: PolicyConsentItemProps) {
  const { t } = useTranslation('ui');
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const read = consent.read[policy.key] === true;
  const error = consent.errors[policy.key];
  const url = policy.isExternal ? safeExternalUrl(policy.dataSource) : null;
  const describedBy = [!read ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    // A plain block: the scroll box is the policy's region, the heading gives the outline.
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <h2 css={{ margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>{policy.title}</h2>
      {policy.isExternal ? (
        url ? (
          <p css={{ margin: 0 }}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {openLabel(policy.title)}
            </a>
          </p>
        ) : null
      ) : (
        <PolicyScrollBox
          title={policy.title}
          markup={policy.renderData ?? ''}
          onReadToEnd={() => consent.markRead(policy.key)}
        />
      )}
      {!read ? (
        <p id={hintId} css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: '0.875rem' })}>
          {t('policy.scrollHint')}
        </p>
      ) : null}
      <label
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          minHeight: 44,
          cursor: read ? 'pointer' : 'not-allowed',
        }}
      >
        <input
          type="checkbox"
          name={`policy-${policy.key}`}
          checked={consent.checked[policy.key] === true}
          // aria-disabled, not disabled: it stays focusable and says why it does not work yet.
          aria-disabled={!read || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (read) consent.setChecked(policy.key, event.target.checked);
          }}
          css={{ width: 20, height: 20, margin: 0, flexShrink: 0, opacity: read ? 1 : 0.55 }}
        />
        <span>{agreeLabel(policy.title)}</span>
      </label>
      {error ? <FieldError id={errorId}>{errorText(error)}</FieldError> : null}
    </div>
  );
}

/** Every policy of the page with its text (or link) and consent checkbox. */
export function PolicyConsentList({ consent, ...labels }: PolicyConsentListProps) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(6) })}>
      {consent.policies.map((policy) => (
        <PolicyConsentItem key={policy.key} policy={policy} consent={consent} {...labels} />
      ))}
    </div>
  );
}
