import enCommon from '../locales/en-US/common.json';
import enErrors from '../locales/en-US/errors.json';
import enArmy from '../locales/en-US/army.json';
import enNavy from '../locales/en-US/navy.json';
import enAir from '../locales/en-US/air.json';
import enAccessible from '../locales/en-US/accessible.json';
import enMenu from '../locales/en-US/menu.json';
import frCommon from '../locales/fr-CA/common.json';
import frErrors from '../locales/fr-CA/errors.json';
import frArmy from '../locales/fr-CA/army.json';
import frNavy from '../locales/fr-CA/navy.json';
import frAir from '../locales/fr-CA/air.json';
import frAccessible from '../locales/fr-CA/accessible.json';
import frMenu from '../locales/fr-CA/menu.json';
import type { LanguageTag } from './locale';
import type { Namespace, NamespaceCopy } from './namespaces';

/**
 * All copy at once, by language tag then namespace: for tests and checks
 * ("@mission/content/all-copy"). The apps load each namespace of one language when a screen
 * needs it (load-namespace-copy.ts); importing this into an app would ship every string.
 */
export const resources: Record<LanguageTag, Record<Namespace, NamespaceCopy>> = {
  'en-US': {
    common: enCommon,
    errors: enErrors,
    army: enArmy,
    navy: enNavy,
    air: enAir,
    accessible: enAccessible,
    menu: enMenu,
  },
  'fr-CA': {
    common: frCommon,
    errors: frErrors,
    army: frArmy,
    navy: frNavy,
    air: frAir,
    accessible: frAccessible,
    menu: frMenu,
  },
};
