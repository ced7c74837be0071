import { ARMY_TASK_TARGETS, nextArmyStep } from './army-chapters';

describe('army chapters', () => {
  it('use the spec targets: 3 fires, 4 sandbags, 3 debris', () => {
    expect(ARMY_TASK_TARGETS).toEqual({ fire: 3, flood: 4, mudslide: 3 });
  });

  it('lead fire to flood to mudslide to the debrief', () => {
    expect(nextArmyStep('fire')).toEqual({ slug: 'flood', isDebrief: false });
    expect(nextArmyStep('flood')).toEqual({ slug: 'mudslide', isDebrief: false });
    expect(nextArmyStep('mudslide')).toEqual({ slug: 'end', isDebrief: true });
  });
});
