import { useTranslation } from '@mission/shared/translation';
import { branchColourStyle, branchNames } from '@mission/shared';
import { SECTIONS } from '@mission/content';
import type { BranchTradesMet } from './trades-met-everywhere';

/**
 * The trades met, one group per branch in its colour, each a link to its careers page in the
 * visitor's language (the trade cards' and debriefs' table).
 */
export function TradesMetList({ branches, newTabHint }: { branches: BranchTradesMet[]; newTabHint: string }) {
  const { t } = useTranslation(['common', ...SECTIONS]);
  return (
    <div className="trades-met">
      {branches.map(({ section, trades }) => (
        <section key={section} className="trades-met__branch" style={branchColourStyle(section)} aria-labelledby={`trades-met-${section}`}>
          <h3 id={`trades-met-${section}`}>{branchNames(t, section).branch}</h3>
          <ul>
            {trades.map(({ trade, href }) => (
              <li key={trade}>
                <a href={href} target="_blank" rel="noopener">
                  {t(`${section}:trades.${trade}.title`)} <span className="visually-hidden">{newTabHint}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
