import i18next from 'i18next';
import { initMissionI18n, provideNamespace } from './mission-i18n';

const copy = {
  'en-US': { debrief: { title: 'Team page title' } },
  'fr-CA': { debrief: { title: 'Titre de la page d’équipe' } },
};

describe('provideNamespace', () => {
  it('lays a remote’s copy over the shell’s once i18n has started', async () => {
    const instance = i18next.createInstance();
    await initMissionI18n('en', instance);
    provideNamespace('navy', copy, instance);
    expect(instance.t('navy:debrief.title')).toBe('Team page title');
    expect(instance.t('navy:sectionTitle')).toBe('Navy');
  });

  it('keeps the copy of a remote whose modules ran before i18n started (a team’s own page), in both languages', async () => {
    const instance = i18next.createInstance();
    expect(() => provideNamespace('navy', copy, instance)).not.toThrow();
    await initMissionI18n('fr', instance);
    expect(instance.t('navy:debrief.title')).toBe('Titre de la page d’équipe');
    await instance.changeLanguage('en-US');
    expect(instance.t('navy:debrief.title')).toBe('Team page title');
  });
});
