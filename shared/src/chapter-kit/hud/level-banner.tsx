/** Which level is on and what to do, at the bottom of the screen (announced when it changes). */
export function LevelBanner({ label, instruction }: { label: string; instruction: string }) {
  return (
    <div className="kit-level" role="status">
      <p className="kit-level__label">{label}</p>
      <p className="kit-level__instruction">{instruction}</p>
    </div>
  );
}
