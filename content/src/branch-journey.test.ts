import { CAREERS_LINKS, TASK_TARGETS, nextBranch, nextStep } from './branch-journey';
import { CHAPTERS_BY_SECTION, SECTIONS } from './sections';

describe('the journey through a branch', () => {
  it('uses the product rules’ targets for the Army: 3 fires, 4 sandbags, 3 debris', () => {
    expect(TASK_TARGETS.army).toEqual({ fire: 3, flood: 4, mudslide: 3 });
  });

  it.each(SECTIONS)('gives every chapter of %s a target', (section) => {
    expect(Object.keys(TASK_TARGETS[section]).sort()).toEqual([...CHAPTERS_BY_SECTION[section]].sort());
  });

  it('leads fire to flood to mudslide to the debrief', () => {
    expect(nextStep('army', 'fire')).toEqual({ slug: 'flood', isDebrief: false });
    expect(nextStep('army', 'flood')).toEqual({ slug: 'mudslide', isDebrief: false });
    expect(nextStep('army', 'mudslide')).toEqual({ slug: 'end', isDebrief: true });
  });

  it('leads the last chapter of the Navy and the Air Force to their debriefs', () => {
    expect(nextStep('navy', 'overboard')).toEqual({ slug: 'end', isDebrief: true });
    expect(nextStep('air', 'received')).toEqual({ slug: 'end', isDebrief: true });
    expect(nextStep('air', 'stratosphere')).toEqual({ slug: 'airdrop', isDebrief: false });
  });

  it('refuses a chapter that is not of the branch, naming it', () => {
    expect(() => nextStep('army', 'distress' as never)).toThrow('"distress" is not a chapter of army');
  });

  it('sends the Army on to the Navy, the Navy to the Air Force, and the last branch of the list nowhere', () => {
    expect(nextBranch('army')).toBe('navy');
    expect(nextBranch('navy')).toBe('air');
    SECTIONS.forEach((section, index) => expect(nextBranch(section)).toBe(SECTIONS[index + 1] ?? null));
  });

  it.each(SECTIONS)('links %s careers over https in both languages, French to the French site', (section) => {
    expect(CAREERS_LINKS[section].en).toMatch(/^https:\/\/.+\/en\//);
    expect(CAREERS_LINKS[section].fr).toMatch(/^https:\/\/.+\/fr\//);
  });
});
