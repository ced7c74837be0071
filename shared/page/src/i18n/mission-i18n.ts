import i18next, { type i18n } from 'i18next';
import { initReactI18next } from '@mission/shared/translation';
import { LANGUAGE_TAGS, loadNamespaceCopy, type LanguageTag, type Locale, type Namespace, type NamespaceCopy } from '@mission/content';
import { copyBackend, type CopyLoader } from './copy-backend';
import { heldCopyVersion, holdCopyVersion } from './held-copy-version';
import { namespaceOverlays, type OverlayLoader } from './namespace-overlays';

/**
 * What every page's frame reads (the header and its menu toggle): loaded before the first
 * render. Any other namespace loads when a screen asks for it (useTranslation suspends
 * until it is there, so no key is ever shown raw).
 */
export const FRAME_NAMESPACES = ['common', 'menu'] as const satisfies readonly Namespace[];

/** Copy by language and namespace, as far as it is given. */
export type CopyAtHand = Partial<Record<LanguageTag, Partial<Record<Namespace, NamespaceCopy>>>>;

export interface MissionI18nOptions {
  /** Where each namespace of each language comes from; by default its own chunk of the content. */
  loadCopy?: CopyLoader;
  /** Copy already at hand, used without a fetch (tests give all of it, so a render never waits). */
  preloaded?: CopyAtHand;
  /** The version of content/locales the copy comes from (`__COPY_VERSION__`): see provideNamespace. */
  copyVersion?: string;
}

/**
 * Starts the page's one i18next instance (i18next is a shared singleton, so remotes see
 * the same instance and follow language changes without a reload). Only the visitor's
 * language is loaded: no fallback language, since both are complete (content's parity test).
 */
export async function initMissionI18n(
  locale: Locale,
  instance: i18n = i18next,
  { loadCopy = loadNamespaceCopy, preloaded, copyVersion }: MissionI18nOptions = {},
): Promise<i18n> {
  if (copyVersion !== undefined) holdCopyVersion(instance, copyVersion);
  if (!instance.isInitialized) {
    await instance
      .use(copyBackend(loadCopy, namespaceOverlays(instance)))
      .use(initReactI18next)
      .init({
        ...(preloaded ? { resources: preloaded } : {}),
        partialBundledLanguages: true,
        lng: LANGUAGE_TAGS[locale],
        fallbackLng: false,
        supportedLngs: Object.values(LANGUAGE_TAGS),
        load: 'currentOnly',
        ns: [...FRAME_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        // A remote's copy laid over a namespace already shown re-renders what reads it.
        react: { bindI18nStore: 'added' },
      });
  } else if (instance.language !== LANGUAGE_TAGS[locale]) {
    await instance.changeLanguage(LANGUAGE_TAGS[locale]);
  }
  return instance;
}

export interface ProvideNamespaceOptions {
  instance?: i18n;
  /** The version of content/locales the remote was built with (`__COPY_VERSION__`). */
  copyVersion?: string;
}

/**
 * A remote brings its own copy of a namespace and lays it over whatever the shell ships, so
 * a branch team's wording change ships with the branch, not with the shell. The remote's copy
 * loads per language like the shell's: now for the languages the page already holds the
 * namespace in (or the current one), later with each language the page loads. Settles when
 * the current language's copy is laid.
 *
 * A remote built from the very copy the page holds (the same `copyVersion` as the shell's)
 * has nothing to lay: only the namespace is loaded, through the shell's own copy (often
 * already here), which saves a branch's first visit a round trip.
 */
export function provideNamespace(
  ns: Namespace,
  load: OverlayLoader,
  { instance = i18next, copyVersion }: ProvideNamespaceOptions = {},
): Promise<void> {
  if (copyVersion !== undefined && heldCopyVersion(instance) === copyVersion) {
    return whenInitialized(instance, async () => {
      await instance.loadNamespaces(ns);
    });
  }
  namespaceOverlays(instance).set(ns, load);
  const lay = async () => {
    const held = Object.values(LANGUAGE_TAGS).filter((tag) => instance.hasResourceBundle(tag, ns));
    await Promise.all(held.map(async (tag) => instance.addResourceBundle(tag, ns, await load(tag), true, true)));
    // The current language, if the page did not hold it yet: through the backend, overlay included.
    await instance.loadNamespaces(ns);
  };
  return whenInitialized(instance, lay);
}

/**
 * Runs `task` once the instance is initialized. i18next gives an instance its resource
 * methods in init(): on a team's own page the remote's modules run before the harness has
 * started i18n, so the copy waits for it.
 */
function whenInitialized(instance: i18n, task: () => Promise<void>): Promise<void> {
  if (instance.isInitialized) return task();
  return new Promise<void>((resolve, reject) => {
    const onInitialized = () => {
      instance.off('initialized', onInitialized);
      task().then(resolve, reject);
    };
    instance.on('initialized', onInitialized);
  });
}
