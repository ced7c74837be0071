import { defineBranch } from '../declaration/define-branch';
import { armyShapedDeclaration } from './army-shaped-branch';

/** The army-shaped branch with a spy for each chapter's scene loader: which chapter's code a test's action started. */
export function armyWithSceneSpies() {
  const declaration = armyShapedDeclaration();
  const loaders = {
    fire: jest.fn(() => Promise.resolve({ default: () => null })),
    flood: jest.fn(() => Promise.resolve({ default: () => null })),
    mudslide: jest.fn(() => Promise.resolve({ default: () => null })),
  };
  for (const chapter of ['fire', 'flood', 'mudslide'] as const) declaration.chapters[chapter].loadScene = loaders[chapter];
  return { branch: defineBranch(declaration), loaders };
}
