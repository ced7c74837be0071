import { BranchRoutes, PlaceholderChapter, provideNamespace } from '@mission/shared';
import { namespaceResources } from '@mission/content';
import { FireChapter } from './chapters/fire/fire-chapter';
import { FloodChapter } from './chapters/flood/flood-chapter';
import { MudslideChapter } from './chapters/mudslide/mudslide-chapter';

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
      return <PlaceholderChapter section="army" chapter={chapter} />;
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
