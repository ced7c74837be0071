import { useTranslation } from '@mission/shared/translation';
import { SHELL_SOUND_IDS } from '@mission/content';
import { hostBus, useBusState, type AudioManager, type EventBus } from '@mission/shared';
import { shellSounds } from '../services/audio/shell-audio';
import './audio-toggle.css';

export interface AudioToggleProps {
  bus?: EventBus;
  manager?: Pick<AudioManager, 'play'>;
}

/**
 * The header's sound on/off button (docs/product-rules.md §4 "Audio"). It flips the bus state
 * `audioEnabled`, which the audio manager's mute follows. A toggle button: its name stays
 * "Sound" and `aria-pressed` says whether sound is on, as screen readers expect.
 */
export function AudioToggle({ bus = hostBus, manager = shellSounds }: AudioToggleProps) {
  const { t } = useTranslation('common');
  const enabled = useBusState('audioEnabled', bus);

  const toggle = () => {
    bus.setState('audioEnabled', !bus.getState('audioEnabled'));
    // Heard when sound comes on; when it goes off, the mute that just applied silences it.
    manager.play(SHELL_SOUND_IDS.tap, { fadeMs: 0 });
  };

  return (
    <button type="button" className="audio-toggle" aria-pressed={enabled} aria-label={t('audioToggle.label')} onClick={toggle}>
      <svg className="audio-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {enabled ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16.5 9.5l5 5M21.5 9.5l-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
