import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { localizePath } from '@mission/content';
import { useBusState, usePageTitle } from '@mission/shared';
import './screens.css';
import { useEnableZoom } from '../viewport/viewport-controller';
import { mediaUrl } from '@mission/shared/media';

/** Where the build serves each language's QR code (scripts/qr/generate-qr-codes.mjs writes it before the build hashes it). */
export function qrImagePath(locale: 'en' | 'fr'): string {
  return mediaUrl(`qr/experience-${locale}.svg`);
}

/**
 * /desktop (docs/product-rules.md §2, docs/product-rules.md §8): the experience is made for phones. The QR code opens
 * /experience in the page's language on the visitor's phone; the header shows the language
 * control here, which switches the code too.
 */
export function Desktop() {
  const { t } = useTranslation('common');
  const locale = useBusState('locale');
  usePageTitle(t('screens.desktop.title'));
  useEnableZoom();
  return (
    <section className="screen desktop" aria-labelledby="desktop-title">
      <div className="desktop__text">
        <p className="eyebrow">{t('screens.desktop.eyebrow')}</p>
        <h1 id="desktop-title" className="display display--long">
          {t('screens.desktop.title')}
        </h1>
        <p className="lede">{t('screens.desktop.message')}</p>
      </div>
      <figure className="desktop__qr">
        <img src={qrImagePath(locale)} alt={t('screens.desktop.qrAlt')} width={240} height={240} data-testid="desktop-qr" />
        <figcaption>{t('screens.desktop.qrDescription')}</figcaption>
      </figure>
      <Link className="button button--quiet" to={localizePath(locale, '/accessible')}>
        {t('screens.desktop.accessible')}
      </Link>
    </section>
  );
}
