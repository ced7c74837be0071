import { useEffect } from 'react';
import { useParams } from '@mission/shared/routing';
import { useBusState } from '@mission/shared';
import type { Section } from '@mission/content';
import { useBranchCopyReady } from '../src/copy/use-branch-copy-ready';
import { InfoOverlay } from '../src/hud/info-overlay';
import { CompleteCard } from '../src/hud/complete-card';
import type { Branch } from '../src/declaration/define-branch';
import '../src/stage/chapter-kit.css';
import '../src/stage/visually-hidden.css';

/**
 * The team's card sheet: one card of one chapter on its own, the real component with the
 * kit's stylesheet and the branch's copy, over an empty stage, at
 * `/<branch>/cards/<chapter>/<0|1|2|complete>` (and under /fr). A writer checks a card's length
 * here at any phone width without playing to it; the layout test (e2e/visitor/card-layout.spec.ts)
 * measures every card of every chapter this way.
 */
export function CardSheet<S extends Section>({ branch }: { branch: Branch<S> }) {
  const { chapter = '', card = '' } = useParams();
  const locale = useBusState('locale');
  const ready = useBranchCopyReady(branch.namespace);
  const definition = (branch.chapters as Record<string, Branch<S>['chapters'][keyof Branch<S>['chapters']] | undefined>)[chapter];
  const index = Number(card);
  const hotspot = card === 'complete' ? undefined : definition?.hotspots[index];
  useEffect(() => {
    document.title = `${branch.section} ${chapter} ${card}`;
  }, [branch.section, chapter, card]);
  if (!ready) return null;
  if (!definition || (card !== 'complete' && !hotspot)) {
    return (
      <p data-testid="card-sheet-missing">
        No card “{card}” in “{chapter}”.
      </p>
    );
  }
  return (
    <section className="kit-stage" data-section={branch.section} data-phase={card === 'complete' ? 'complete' : 'recon'} data-card-sheet>
      <div className="kit-viewport" />
      {hotspot ? (
        <InfoOverlay
          key={hotspot.id}
          hotspot={hotspot}
          section={branch.section}
          locale={locale}
          foundCount={index + 1}
          total={definition.hotspots.length}
          onClose={() => undefined}
        />
      ) : (
        <CompleteCard definition={definition} locale={locale} />
      )}
    </section>
  );
}
