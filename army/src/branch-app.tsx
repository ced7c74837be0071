import { BranchRoutes, provideNamespace } from '@mission/shared';
import { namespaceResources } from '@mission/content';
import { FireChapter } from './chapters/fire/fire-chapter';
import { FloodChapter } from './chapters/flood/flood-chapter';
import { MudslideChapter } from './chapters/mudslide/mudslide-chapter';
import { ArmyDebrief } from './debrief/army-debrief';

provideNamespace('army', namespaceResources('army'));

function ArmyChapter({ chapter }: { chapter: string }) {
  switch (chapter) {
    case 'fire':
      return <FireChapter />;
    case 'flood':
      return <FloodChapter />;
    case 'mudslide':
      return <MudslideChapter />;
    default:
      // BranchRoutes renders only the branch's chapters and its debrief ("end").
      return <ArmyDebrief />;
  }
}

/** The army branch: its chapters and debrief, mounted by the shell under /army/* and /fr/army/*. */
export default function BranchApp() {
  return (
    <BranchRoutes
      section="army"
      busContractVersion={__BUS_CONTRACT_VERSION__}
      // A key per chapter: moving between chapters mounts a fresh stage (new canvas, new state).
      renderChapter={(chapter) => <ArmyChapter key={chapter} chapter={chapter} />}
    />
  );
}
