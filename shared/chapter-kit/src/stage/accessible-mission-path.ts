import { ACCESSIBLE_MISSIONS, type Locale } from '@mission/content';

/** The accessible version of a chapter (French slugs under /fr), or the accessible Mission Select. */
export function findAccessibleMissionOf(locale: Locale, section: string, chapter: string): string {
  const mission = ACCESSIBLE_MISSIONS.find((entry) => entry.section === section && entry.chapter === chapter);
  return mission ? `/accessible/${mission[locale]}` : '/accessible';
}
