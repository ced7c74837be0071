import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { branchNames } from './branch-names';

describe('branchNames', () => {
  it('gives French the article its sentences need, and English the bare name', async () => {
    const i18n = await initTestI18n('fr');
    await i18n.changeLanguage('fr-CA');
    const t = (key: string) => i18n.t(key);
    expect(branchNames(t, 'army')).toEqual({ branch: 'Armée', ofBranch: 'de l’Armée' });
    expect(branchNames(t, 'navy')).toEqual({ branch: 'Marine', ofBranch: 'de la Marine' });
    expect(branchNames(t, 'air')).toEqual({ branch: 'Aviation', ofBranch: 'de l’Aviation' });
    expect(i18n.t('errors:branchUnavailable.title', branchNames(t, 'navy'))).toBe(
      'Les missions de la Marine ne peuvent pas se charger pour le moment',
    );
    await i18n.changeLanguage('en-US');
    expect(i18n.t('errors:branchUnavailable.title', branchNames(t, 'air'))).toBe('The Air Force missions can’t load right now');
  });
});
