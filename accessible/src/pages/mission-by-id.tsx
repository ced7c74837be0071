import { Navigate, useParams } from '@mission/shared/routing';
import { ACCESSIBLE_MISSIONS, findAccessibleMission, localizePath, type AccessibleMission, type Locale } from '@mission/content';
import { useAccessibleLocale } from '../accessible-context';
import { AccessibleNotFound } from './accessible-not-found';

/**
 * What an id that is not this language's slug may still name: the same mission's slug in
 * the other language, or the immersive chapter's id (/accessible/distress).
 */
export function missionForId(locale: Locale, id: string): AccessibleMission | undefined {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return findAccessibleMission(other, id) ?? ACCESSIBLE_MISSIONS.find((mission) => mission.chapter === id);
}

/**
 * The dynamic accessible route (docs/product-rules.md §2): /accessible/:id. The nine missions have their own
 * routes; an id naming one of them another way is sent to its address in this language,
 * and any other id is the not-found page.
 */
export function MissionById() {
  const { id = '' } = useParams();
  const locale = useAccessibleLocale();
  const mission = missionForId(locale, id);
  if (!mission) return <AccessibleNotFound />;
  return <Navigate replace to={localizePath(locale, `/accessible/${mission[locale]}`)} />;
}
