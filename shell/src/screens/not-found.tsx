import { ErrorPage } from '../error-page/error-page';

/** /404 and every unknown path, in either language. */
export function NotFound() {
  return <ErrorPage kind="notFound" />;
}
