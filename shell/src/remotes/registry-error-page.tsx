import { useTranslation } from '@mission/shared/translation';
import { ErrorPage } from '../error-page/error-page';

/** The remote registry is missing, malformed or does not list the branch: the registry's error page. */
export function RegistryErrorPage() {
  // Its own component, so only this page waits for the errors namespace, not every branch visit.
  const { t } = useTranslation('errors');
  return <ErrorPage label={t('registry.label')} title={t('registry.title')} message={t('registry.message')} />;
}
