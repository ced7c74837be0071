import { soundSources } from '@mission/shared';
import { declareTestBranch, TEST_SECTION, testBranchDeclaration, type TestBranchDeclaration } from '../test-support/test-branch';
import { testSoundSet } from '../test-support/test-branch-sounds';
import { BranchDeclarationError, DEFAULT_EYE_HEIGHT } from './define-branch';
import { BRANCH_LIGHT_RIGS } from '../light/light-rig';

// The kit's test branch joins the list of branches (test-support/test-branch-list.ts).
jest.mock('@mission/content/branch-list', () => jest.requireActual('../test-support/test-branch-list').listWithTestBranch());

describe('defineBranch', () => {
  const branch = declareTestBranch(testBranchDeclaration());

  it('builds every chapter of the content, in play order, with the copy-key scheme', () => {
    expect(Object.keys(branch.chapters)).toEqual(['summit', 'river', 'camp']);
    const summit = branch.chapters.summit;
    expect(summit).toMatchObject({
      section: 'ridge',
      chapter: 'summit',
      sceneName: 'ridge-summit',
      title: { key: 'ridge:chapters.summit.title' },
      task: {
        counter: { key: 'ridge:summit.task.counter' },
        instruction: { key: 'ridge:summit.task.instruction' },
        complete: { key: 'ridge:summit.complete' },
      },
    });
    expect(summit.hotspots.map((hotspot) => [hotspot.id, hotspot.title.key, hotspot.body.key])).toEqual([
      ['ropeLead', 'ridge:trades.ropeLead.title', 'ridge:trades.ropeLead.body'],
      ['pilot', 'ridge:trades.pilot.title', 'ridge:trades.pilot.body'],
      ['medicalTechnician', 'ridge:trades.medicalTechnician.title', 'ridge:trades.medicalTechnician.body'],
    ]);
  });

  it('leads each chapter to the next, and the last to the debrief', () => {
    expect(branch.chapters.summit.next).toEqual({ path: '/ridge/river', title: { key: 'ridge:chapters.river.title' }, isDebrief: false });
    expect(branch.chapters.camp.next).toEqual({ path: '/ridge/end', title: { key: 'ridge:chapters.end.title' }, isDebrief: true });
  });

  it('serves sounds and the briefing (VP9, then H.264) from the remote, with captions from the copy', () => {
    expect(branch.chapters.summit.sounds).toMatchObject({ sets: ['ridge-summit'] });
    expect(soundSources(branch.chapters.summit.sounds!.location, 'ridge-summit-anchor-set')).toEqual([
      'https://ridge.example.ca/sounds/ridge-summit-anchor-set.webm',
      'https://ridge.example.ca/sounds/ridge-summit-anchor-set.mp3',
    ]);
    expect(branch.chapters.summit.interstitial).toEqual({
      sources: [
        { src: 'https://ridge.example.ca/video/ridge-summit-briefing.webm', type: 'video/webm; codecs="vp9, opus"' },
        { src: 'https://ridge.example.ca/video/ridge-summit-briefing.mp4', type: 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"' },
      ],
      captions: [{ start: 0.2, end: 2.1, text: { key: 'ridge:summit.captions.alert' } }],
    });
    expect(branch.chapters.river.interstitial).toBeUndefined();
  });

  it("takes the branch's lens and a chapter's own eye height", () => {
    expect(branch.chapters.summit.view).toEqual({ fov: 72, eyeHeight: DEFAULT_EYE_HEIGHT, startYaw: 0, startPitch: 0 });
    expect(branch.chapters.river.view).toEqual({ fov: 72, eyeHeight: 2.9, startYaw: 0, startPitch: 0 });
  });

  it("hands each chapter its hero's position", () => {
    expect(branch.chapters.summit.hero).toEqual(testBranchDeclaration().chapters.summit.hero);
  });

  it("turns a chapter's opening look from degrees into the radians the look controller starts at", () => {
    const declaration = testBranchDeclaration();
    const opened = declareTestBranch({
      ...declaration,
      chapters: { ...declaration.chapters, summit: { ...declaration.chapters.summit, view: { opening: { yawDeg: 90, pitchDeg: -30 } } } },
    });
    expect(opened.chapters.summit.view?.startYaw).toBeCloseTo(Math.PI / 2);
    expect(opened.chapters.summit.view?.startPitch).toBeCloseTo(-Math.PI / 6);
  });

  it('lists the trades in chapter order and every copy key the chapters and the debrief read', () => {
    expect(branch.trades.map(({ chapter, trade }) => `${chapter}/${trade}`)).toHaveLength(9);
    expect(branch.trades[3]).toMatchObject({ chapter: 'river', trade: 'combatEngineer' });
    expect(branch.copyKeys).toEqual(
      expect.arrayContaining([
        'ridge:sectionTitle',
        'ridge:summit.task.target',
        'ridge:summit.captions.alert',
        'ridge:debrief.nextBranch',
        'ridge:trades.infantrySoldier.summary',
        'ridge:chapters.end.title',
      ]),
    );
    expect(new Set(branch.copyKeys).size).toBe(branch.copyKeys.length);
  });

  it('hands a chapter the place its ending is watched from, none unless declared', () => {
    const declaration = testBranchDeclaration();
    const endingView = [4, 1, -6] as const;
    const declared = declareTestBranch({
      ...declaration,
      chapters: { ...declaration.chapters, summit: { ...declaration.chapters.summit, endingView } },
    });
    expect(declared.chapters.summit.task.endingView).toEqual(endingView);
    expect(declared.chapters.river.task.endingView).toBeUndefined();
  });

  it('hands each chapter its placed layers, none unless declared', () => {
    const declaration = testBranchDeclaration();
    const summit = declaration.chapters.summit;
    const layers = [{ id: 'ridge-summit-rope', fromDeg: 40, widthDeg: 60 }];
    const placed = declareTestBranch({
      ...declaration,
      chapters: { ...declaration.chapters, summit: { ...summit, sounds: { ...summit.sounds, layers } } },
    });
    expect(placed.chapters.summit.sounds?.layers).toEqual(layers);
    expect(placed.chapters.river.sounds?.layers).toEqual([]);
  });

  it('accepts sound sets named explicitly, two for one chapter', () => {
    const declaration = testBranchDeclaration();
    const summit = declaration.chapters.summit;
    const twoSets = declareTestBranch({
      ...declaration,
      chapters: {
        ...declaration.chapters,
        summit: { ...summit, sounds: { ...summit.sounds, sets: [testSoundSet('summit'), testSoundSet('river')] } },
      },
    });
    expect(twoSets.chapters.summit.sounds?.sets).toEqual(['ridge-summit', 'ridge-river']);
  });

  it("lights each chapter with its own rig, else the branch's, else the kit's default for the section", () => {
    const declaration = testBranchDeclaration();
    const own = { key: '#ffa565', fill: '#5a6fb0', rim: '#ffd0a0', keyFrom: [-35, 8] as const, keyIntensity: 3 };
    const branchRig = { key: '#ffffff', fill: '#5a7bb0', rim: '#a0c8ff', keyFrom: [0, 30] as const };
    expect(declareTestBranch(declaration).chapters.summit.light).toEqual(BRANCH_LIGHT_RIGS[TEST_SECTION]);
    const lit = declareTestBranch({
      ...declaration,
      light: branchRig,
      chapters: { ...declaration.chapters, summit: { ...declaration.chapters.summit, light: own } },
    });
    expect(lit.chapters.summit.light).toBe(own);
    expect(lit.chapters.river.light).toBe(branchRig);
  });

  describe('refuses a declaration the kit cannot play, naming each problem', () => {
    function problemsOf(change: (declaration: TestBranchDeclaration) => unknown): string {
      const declaration = testBranchDeclaration();
      change(declaration);
      try {
        declareTestBranch(declaration);
      } catch (error) {
        expect(error).toBeInstanceOf(BranchDeclarationError);
        return (error as Error).message;
      }
      throw new Error('defineBranch accepted it');
    }

    it('a chapter the content does not know, and one it misses', () => {
      const message = problemsOf((declaration) => {
        const chapters = declaration.chapters as unknown as Record<string, unknown>;
        chapters.avalanche = chapters.summit;
        delete chapters.camp;
      });
      expect(message).toContain('Branch "ridge" is declared wrong');
      expect(message).toContain('chapter "avalanche" is not one the content knows (summit, river, camp)');
      expect(message).toContain('chapter "camp" is not declared');
    });

    it('a task with another number of targets than the spec (4 buoys)', () => {
      const message = problemsOf((declaration) => {
        (declaration.chapters.river as { targets: readonly unknown[] }).targets = declaration.chapters.river.targets.slice(0, 3);
      });
      expect(message).toContain('chapter "river" has 3 task targets; the content says 4');
    });

    it('a missing sound set, an unknown one, and a role playing a sound of no loaded set', () => {
      const message = problemsOf((declaration) => {
        const sounds = declaration.chapters.summit.sounds as { sets: string[]; roles: Record<string, string> };
        sounds.sets = ['hercules', 'sonar-room'];
        sounds.roles = { ...sounds.roles, ambience: 'ridge-summit-wind', hold: 'ridge-summit-nope' };
      });
      expect(message).toContain('chapter "summit" loads sound set "hercules", which has no sound in the branch\'s manifest');
      expect(message).toContain('chapter "summit" names sound set "sonar-room", which the content does not know');
      expect(message).toContain(
        'chapter "summit" plays "ridge-summit-wind" as its ambience sound, but its set "ridge-summit" is not one the chapter loads',
      );
      expect(message).toContain('chapter "summit" plays "ridge-summit-nope" as its hold sound, which is not in the branch\'s manifest');
    });

    it('a placed layer not in the manifest, of a set the chapter does not load, not looped, or at no direction', () => {
      const message = problemsOf((declaration) => {
        (declaration.chapters.summit.sounds as { layers?: unknown }).layers = [
          { id: 'ridge-summit-rotor', fromDeg: -100 },
          { id: 'ridge-river-water', fromDeg: 0 },
          { id: 'ridge-summit-anchor-set', fromDeg: 40 },
          { id: 'ridge-summit-rope', fromDeg: Number.NaN },
        ];
        (declaration.chapters.river.sounds as { layers?: unknown }).layers = Array.from({ length: 5 }, () => ({
          id: 'ridge-river-water',
          fromDeg: 0,
        }));
      });
      expect(message).toContain('chapter "summit" places sound layer "ridge-summit-rotor", which is not in the branch\'s manifest');
      expect(message).toContain(
        'chapter "summit" places sound layer "ridge-river-water", but its set "ridge-river" is not one the chapter loads',
      );
      expect(message).toContain('chapter "summit" places sound layer "ridge-summit-anchor-set", which does not loop');
      expect(message).toContain('chapter "summit" places sound layer "ridge-summit-rope" at no direction (fromDeg in degrees)');
      expect(message).toContain('chapter "river" places 5 sound layers; at most 4');
    });

    it('a light rig with a bad colour or direction', () => {
      const message = problemsOf((declaration) => {
        (declaration.chapters.summit as { light?: unknown }).light = { key: 'warm', fill: '#5a7bb0', rim: '#a0c8ff', keyFrom: [0, 95] };
      });
      expect(message).toContain('chapter "summit" light\'s key "warm" is not a #rrggbb colour');
      expect(message).toContain('chapter "summit" light\'s keyFrom [0, 95] needs a yaw in degrees and an elevation from -10 to 90');
    });

    it('a chapter without its hero, or with a hero at no real point', () => {
      const message = problemsOf((declaration) => {
        delete (declaration.chapters.summit as { hero?: unknown }).hero;
        (declaration.chapters.river as { hero: unknown }).hero = [0, Number.NaN, -10];
      });
      expect(message).toContain('chapter "summit" has no hero position (x, y, z in metres)');
      expect(message).toContain('chapter "river" has no hero position (x, y, z in metres)');
      expect(message).not.toContain('chapter "camp" has no hero');
    });

    it('a chapter without its hero size, or with one upside down', () => {
      const message = problemsOf((declaration) => {
        delete (declaration.chapters.summit as { heroSize?: unknown }).heroSize;
        (declaration.chapters.river as { heroSize: unknown }).heroSize = { width: 3, bottom: 2, top: 1 };
      });
      expect(message).toContain('chapter "summit" has no hero size (a width over 0, a bottom under its top, in metres)');
      expect(message).toContain('chapter "river" has no hero size (a width over 0, a bottom under its top, in metres)');
      expect(message).not.toContain('chapter "camp" has no hero size');
    });

    it('a trade without its icon', () => {
      const message = problemsOf((declaration) => {
        delete (declaration.tradeIcons as Record<string, unknown>).geomaticsTechnician;
      });
      expect(message).toContain('trade "geomaticsTechnician" of chapter "camp" has no icon');
    });
  });
});
