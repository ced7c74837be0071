import { forwardRef } from 'react';
import { useTranslation } from '@mission/shared/translation';
import './menu-toggle.css';

export interface MenuToggleProps {
  open: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** The header's menu button, 56 x 44 (docs/product-rules.md §9). Its name is "Menu" in both languages; `aria-expanded` says whether the menu is open. */
export const MenuToggle = forwardRef<HTMLButtonElement, MenuToggleProps>(function MenuToggle({ open, disabled, onToggle }, ref) {
  const { t } = useTranslation('menu');
  return (
    <button
      ref={ref}
      type="button"
      className="menu-toggle"
      aria-label={t('toggle')}
      aria-expanded={open}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={onToggle}
    >
      <svg className="menu-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="square" />
      </svg>
    </button>
  );
});
