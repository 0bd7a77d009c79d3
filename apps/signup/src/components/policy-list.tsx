import type { PolicyView } from '@vs/contract';
import { FieldError, PolicyScrollBox } from '@vs/ui';
import { useMessage } from '@vs/ui/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyConsentState } from './policy-consent';

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

function PolicyItem({ policy, consent }: { readonly policy: PolicyView; readonly consent: PolicyConsentState }) {
  const { t } = useTranslation(['signup', 'ui']);
  const message = useMessage('signup');
  const base = useId();
  const headingId = `${base}-title`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const read = consent.read[policy.key] === true;
  const error = consent.errors[policy.key];
  const url = policy.isExternal ? safeExternalUrl(policy.dataSource) : null;
  const describedBy = [!read ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    // A plain block: the scroll box is the policy's region, the heading gives the outline.
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <h2 id={headingId} css={{ margin: 0, fontSize: '1.125rem' }}>
        {policy.title}
      </h2>
      {policy.isExternal ? (
        url ? (
          <p css={{ margin: 0 }}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('signup:policy.openExternal', { title: policy.title })}
            </a>
          </p>
        ) : null
      ) : (
        <PolicyScrollBox title={policy.title} markup={policy.renderData ?? ''} onReadToEnd={() => consent.markRead(policy.key)} />
      )}
      {!read ? (
        <p id={hintId} css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: '0.875rem' })}>
          {t('ui:policy.scrollHint')}
        </p>
      ) : null}
      <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: read ? 'pointer' : 'not-allowed' }}>
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
          css={{ width: 20, height: 20, margin: 0, opacity: read ? 1 : 0.55 }}
        />
        <span>{t('signup:policy.agree', { title: policy.title })}</span>
      </label>
      {error ? <FieldError id={errorId}>{message(error)}</FieldError> : null}
    </div>
  );
}

/** Every policy of the step with its text (or link) and consent checkbox. */
export function PolicyList({ consent }: { readonly consent: PolicyConsentState }) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(6) })}>
      {consent.policies.map((policy) => (
        <PolicyItem key={policy.key} policy={policy} consent={consent} />
      ))}
    </div>
  );
}
