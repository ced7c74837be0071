export type LevelKind = 'recon' | 'mission';

/** Recon: a magnifier; mission: a target. Decorative: the label names the level. */
function LevelIcon({ kind }: { kind: LevelKind }) {
  return (
    <svg className="kit-level__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'recon' ? (
        <path
          d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm4.8 11.3L20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="12" cy="12" r="8" />
          <circle cx="12" cy="12" r="3.5" />
          <path d="M12 1.5v4M12 18.5v4M1.5 12h4M18.5 12h4" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

/**
 * Which level is on and what to do, at the bottom of the screen (announced when it changes):
 * one line with the level's icon (docs/game-design.md "Composition and guidance"); the copy is
 * short enough to fit a phone's width, and a longer one (large text) wraps rather than hides.
 * It takes no taps: a marker or the scene under it gets them. Screen readers get the level's
 * name and the whole instruction.
 */
export function LevelBanner({ kind, label, instruction }: { kind: LevelKind; label: string; instruction: string }) {
  return (
    <div className="kit-level" role="status" data-testid="level-banner">
      <LevelIcon kind={kind} />
      <span className="kit-level__text">
        <span className="kit-level__label">{label}</span> <span className="kit-level__instruction">{instruction}</span>
      </span>
    </div>
  );
}
