import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@mission/shared/translation';
import type { Section } from '@mission/content';
import { checkCandidate, type CandidateRefusal } from '../remotes/candidate-origins';
import type { RemoteRegistry } from '../remotes/remote-registry';
import type { RemoteOverride } from '../remotes/remote-override';
import { isSha384Integrity } from '../remotes/remote-integrity';

type FormRefusal = CandidateRefusal | 'bad-integrity';

export interface RemoteOverrideFormProps {
  /** remotes.json as served: its remotes and allowed origins decide what is accepted. */
  listed: RemoteRegistry;
  override: RemoteOverride | null;
  shellOrigin: string;
  /** Keeps the choice (or null) and restarts the page so the runtime registers it cleanly. */
  onChange: (override: RemoteOverride | null) => void;
}

/**
 * Debug mode only: QA points one remote at a candidate build's manifest. Only origins the
 * registry allows for that remote are accepted (checked here for a clear message, and
 * again at registration, where it counts).
 */
export function RemoteOverrideForm({ listed, override, shellOrigin, onChange }: RemoteOverrideFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const sections = listed.remotes.map((remote) => remote.name);
  const [section, setSection] = useState<Section | undefined>(override?.section ?? sections[0]);
  const [url, setUrl] = useState(override?.manifestUrl ?? '');
  const [integrity, setIntegrity] = useState(override?.integrity ?? '');
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!section) return;
    const check = checkCandidate(listed, section, url.trim(), shellOrigin);
    if (!check.ok) {
      setRefusal(check.refusal);
      return;
    }
    const pin = integrity.trim();
    if (pin !== '' && !isSha384Integrity(pin)) {
      setRefusal('bad-integrity');
      return;
    }
    setRefusal(null);
    onChange({ section, manifestUrl: check.manifestUrl, ...(pin ? { integrity: pin } : {}) });
  };

  return (
    <details className="build-badge__override" open={override !== null || undefined}>
      <summary>{t('buildBadge.override.toggle')}</summary>
      <form noValidate onSubmit={submit}>
        <label htmlFor={`${id}-remote`}>{t('buildBadge.override.remote')}</label>
        <select id={`${id}-remote`} value={section ?? ''} onChange={(event) => setSection(event.target.value as Section)}>
          {sections.map((name) => (
            <option key={name} value={name}>
              {t(`branches.${name}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-url`}>{t('buildBadge.override.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          aria-invalid={refusal !== null}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <label htmlFor={`${id}-integrity`}>{t('buildBadge.override.integrity')}</label>
        <input
          id={`${id}-integrity`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={integrity}
          aria-invalid={refusal === 'bad-integrity'}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(event) => setIntegrity(event.target.value)}
        />
        {refusal && (
          <p id={`${id}-refusal`} className="build-badge__refusal" role="alert">
            {t(`buildBadge.override.refused.${refusal}`)}
          </p>
        )}
        <div className="build-badge__actions">
          <button type="submit">{t('buildBadge.override.apply')}</button>
          {override && (
            <button type="button" onClick={() => onChange(null)}>
              {t('buildBadge.override.clear')}
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
