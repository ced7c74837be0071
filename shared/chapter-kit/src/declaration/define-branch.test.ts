import { soundSources } from '@mission/shared';
import { armyShapedDeclaration } from '../test-support/army-shaped-branch';
import { BranchDeclarationError, DEFAULT_EYE_HEIGHT, defineBranch } from './define-branch';
import { BRANCH_LIGHT_RIGS } from '../light/light-rig';

describe('defineBranch', () => {
  const branch = defineBranch(armyShapedDeclaration());

  it('builds every chapter of the content, in play order, with the copy-key scheme', () => {
    expect(Object.keys(branch.chapters)).toEqual(['fire', 'flood', 'mudslide']);
    const fire = branch.chapters.fire;
    expect(fire).toMatchObject({
      section: 'army',
      chapter: 'fire',
      sceneName: 'army-fire',
      title: { key: 'army:chapters.fire.title' },
      task: {
        counter: { key: 'army:fire.task.counter' },
        instruction: { key: 'army:fire.task.instruction' },
        complete: { key: 'army:fire.complete' },
      },
    });
    expect(fire.hotspots.map((hotspot) => [hotspot.id, hotspot.title.key, hotspot.body.key])).toEqual([
      ['firefighter', 'army:trades.firefighter.title', 'army:trades.firefighter.body'],
      ['armourSoldier', 'army:trades.armourSoldier.title', 'army:trades.armourSoldier.body'],
      ['medicalTechnician', 'army:trades.medicalTechnician.title', 'army:trades.medicalTechnician.body'],
    ]);
  });

  it('leads each chapter to the next, and the last to the debrief', () => {
    expect(branch.chapters.fire.next).toEqual({ path: '/army/flood', title: { key: 'army:chapters.flood.title' }, isDebrief: false });
    expect(branch.chapters.mudslide.next).toEqual({ path: '/army/end', title: { key: 'army:chapters.end.title' }, isDebrief: true });
  });

  it('serves sounds and the briefing (VP9, then H.264) from the remote, with captions from the copy', () => {
    expect(branch.chapters.fire.sounds).toMatchObject({ sets: ['army-fire'] });
    expect(soundSources(branch.chapters.fire.sounds!.location, 'army-fire-out')).toEqual([
      'https://army.example.ca/sounds/army-fire-out.webm',
      'https://army.example.ca/sounds/army-fire-out.mp3',
    ]);
    expect(branch.chapters.fire.interstitial).toEqual({
      sources: [
        { src: 'https://army.example.ca/video/army-fire-briefing.webm', type: 'video/webm; codecs="vp9, opus"' },
        { src: 'https://army.example.ca/video/army-fire-briefing.mp4', type: 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"' },
      ],
      captions: [{ start: 0.2, end: 2.1, text: { key: 'army:fire.captions.alert' } }],
    });
    expect(branch.chapters.flood.interstitial).toBeUndefined();
  });

  it("takes the branch's lens and a chapter's own eye height", () => {
    expect(branch.chapters.fire.view).toEqual({ fov: 72, eyeHeight: DEFAULT_EYE_HEIGHT, startYaw: 0, startPitch: 0 });
    expect(branch.chapters.flood.view).toEqual({ fov: 72, eyeHeight: 2.9, startYaw: 0, startPitch: 0 });
  });

  it("hands each chapter its hero's position", () => {
    expect(branch.chapters.fire.hero).toEqual(armyShapedDeclaration().chapters.fire.hero);
  });

  it("turns a chapter's opening look from degrees into the radians the look controller starts at", () => {
    const declaration = armyShapedDeclaration();
    const opened = defineBranch({
      ...declaration,
      chapters: { ...declaration.chapters, fire: { ...declaration.chapters.fire, view: { opening: { yawDeg: 90, pitchDeg: -30 } } } },
    });
    expect(opened.chapters.fire.view?.startYaw).toBeCloseTo(Math.PI / 2);
    expect(opened.chapters.fire.view?.startPitch).toBeCloseTo(-Math.PI / 6);
  });

  it('lists the trades in chapter order and every copy key the chapters and the debrief read', () => {
    expect(branch.trades.map(({ chapter, trade }) => `${chapter}/${trade}`)).toHaveLength(9);
    expect(branch.trades[3]).toMatchObject({ chapter: 'flood', trade: 'combatEngineer' });
    expect(branch.copyKeys).toEqual(
      expect.arrayContaining([
        'army:sectionTitle',
        'army:fire.task.target',
        'army:fire.captions.alert',
        'army:debrief.nextBranch',
        'army:trades.infantrySoldier.summary',
        'army:chapters.end.title',
      ]),
    );
    expect(new Set(branch.copyKeys).size).toBe(branch.copyKeys.length);
  });

  it('hands each chapter its placed layers, none unless declared', () => {
    const declaration = armyShapedDeclaration();
    const fire = declaration.chapters.fire;
    const layers = [{ id: 'army-fire-hose', fromDeg: 40, widthDeg: 60 }];
    const placed = defineBranch({
      ...declaration,
      chapters: { ...declaration.chapters, fire: { ...fire, sounds: { ...fire.sounds, layers } } },
    });
    expect(placed.chapters.fire.sounds?.layers).toEqual(layers);
    expect(placed.chapters.flood.sounds?.layers).toEqual([]);
  });

  it('accepts sound sets named explicitly, two for one chapter', () => {
    const declaration = armyShapedDeclaration();
    const fire = declaration.chapters.fire;
    const twoSets = defineBranch({
      ...declaration,
      chapters: { ...declaration.chapters, fire: { ...fire, sounds: { ...fire.sounds, sets: ['army-fire', 'army-flood'] } } },
    });
    expect(twoSets.chapters.fire.sounds?.sets).toEqual(['army-fire', 'army-flood']);
  });

  it("lights each chapter with its own rig, else the branch's, else the kit's default for the section", () => {
    const declaration = armyShapedDeclaration();
    const own = { key: '#ffa565', fill: '#5a6fb0', rim: '#ffd0a0', keyFrom: [-35, 8] as const, keyIntensity: 3 };
    const branchRig = { key: '#ffffff', fill: '#5a7bb0', rim: '#a0c8ff', keyFrom: [0, 30] as const };
    expect(defineBranch(declaration).chapters.fire.light).toEqual(BRANCH_LIGHT_RIGS.army);
    const lit = defineBranch({
      ...declaration,
      light: branchRig,
      chapters: { ...declaration.chapters, fire: { ...declaration.chapters.fire, light: own } },
    });
    expect(lit.chapters.fire.light).toBe(own);
    expect(lit.chapters.flood.light).toBe(branchRig);
  });

  describe('refuses a declaration the kit cannot play, naming each problem', () => {
    function problemsOf(change: (declaration: ReturnType<typeof armyShapedDeclaration>) => unknown): string {
      const declaration = armyShapedDeclaration();
      change(declaration);
      try {
        defineBranch(declaration);
      } catch (error) {
        expect(error).toBeInstanceOf(BranchDeclarationError);
        return (error as Error).message;
      }
      throw new Error('defineBranch accepted it');
    }

    it('a chapter the content does not know, and one it misses', () => {
      const message = problemsOf((declaration) => {
        const chapters = declaration.chapters as unknown as Record<string, unknown>;
        chapters.avalanche = chapters.fire;
        delete chapters.mudslide;
      });
      expect(message).toContain('Branch "army" is declared wrong');
      expect(message).toContain('chapter "avalanche" is not one the content knows (fire, flood, mudslide)');
      expect(message).toContain('chapter "mudslide" is not declared');
    });

    it('a task with another number of targets than the spec (4 sandbags)', () => {
      const message = problemsOf((declaration) => {
        (declaration.chapters.flood as { targets: readonly unknown[] }).targets = declaration.chapters.flood.targets.slice(0, 3);
      });
      expect(message).toContain('chapter "flood" has 3 task targets; the content says 4');
    });

    it('a missing sound set, an unknown one, and a role playing a sound of no loaded set', () => {
      const message = problemsOf((declaration) => {
        const sounds = declaration.chapters.fire.sounds as { sets: string[]; roles: Record<string, string> };
        sounds.sets = ['hercules', 'sonar-room'];
        sounds.roles = { ...sounds.roles, ambience: 'army-fire-ambience', hold: 'army-fire-nope' };
      });
      expect(message).toContain('chapter "fire" loads sound set "hercules", which has no sound in the branch\'s manifest');
      expect(message).toContain('chapter "fire" names sound set "sonar-room", which the content does not know');
      expect(message).toContain(
        'chapter "fire" plays "army-fire-ambience" as its ambience sound, but its set "army-fire" is not one the chapter loads',
      );
      expect(message).toContain('chapter "fire" plays "army-fire-nope" as its hold sound, which is not in the branch\'s manifest');
    });

    it('a placed layer not in the manifest, of a set the chapter does not load, not looped, or at no direction', () => {
      const message = problemsOf((declaration) => {
        (declaration.chapters.fire.sounds as { layers?: unknown }).layers = [
          { id: 'army-fire-rotor', fromDeg: -100 },
          { id: 'army-flood-ambience', fromDeg: 0 },
          { id: 'army-fire-out', fromDeg: 40 },
          { id: 'army-fire-hose', fromDeg: Number.NaN },
        ];
        (declaration.chapters.flood.sounds as { layers?: unknown }).layers = Array.from({ length: 5 }, () => ({
          id: 'army-flood-ambience',
          fromDeg: 0,
        }));
      });
      expect(message).toContain('chapter "fire" places sound layer "army-fire-rotor", which is not in the branch\'s manifest');
      expect(message).toContain(
        'chapter "fire" places sound layer "army-flood-ambience", but its set "army-flood" is not one the chapter loads',
      );
      expect(message).toContain('chapter "fire" places sound layer "army-fire-out", which does not loop');
      expect(message).toContain('chapter "fire" places sound layer "army-fire-hose" at no direction (fromDeg in degrees)');
      expect(message).toContain('chapter "flood" places 5 sound layers; at most 4');
    });

    it('a light rig with a bad colour or direction', () => {
      const message = problemsOf((declaration) => {
        (declaration.chapters.fire as { light?: unknown }).light = { key: 'warm', fill: '#5a7bb0', rim: '#a0c8ff', keyFrom: [0, 95] };
      });
      expect(message).toContain('chapter "fire" light\'s key "warm" is not a #rrggbb colour');
      expect(message).toContain('chapter "fire" light\'s keyFrom [0, 95] needs a yaw in degrees and an elevation from -10 to 90');
    });

    it('a chapter without its hero, or with a hero at no real point', () => {
      const message = problemsOf((declaration) => {
        delete (declaration.chapters.fire as { hero?: unknown }).hero;
        (declaration.chapters.flood as { hero: unknown }).hero = [0, Number.NaN, -10];
      });
      expect(message).toContain('chapter "fire" has no hero position (x, y, z in metres)');
      expect(message).toContain('chapter "flood" has no hero position (x, y, z in metres)');
      expect(message).not.toContain('chapter "mudslide" has no hero');
    });

    it('a trade without its icon', () => {
      const message = problemsOf((declaration) => {
        delete (declaration.tradeIcons as Record<string, unknown>).geomaticsTechnician;
      });
      expect(message).toContain('trade "geomaticsTechnician" of chapter "mudslide" has no icon');
    });
  });
});
