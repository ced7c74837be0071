import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function NotFound() {
  const { t } = useTranslation('errors');
  return <ErrorPage label={t('notFound.label')} message={t('notFound.message')} />;
}
