import { useId, useState, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useDemoToolsInset } from '../../components/demoTools';
import { useT } from '../../i18n/useT';
import { DashboardMenu } from './DashboardMenu';

/**
 * /auth: a daisyUI drawer whose side menu is always open from md (768 px) and
 * slides in over the content below that (docs/product.md §2). Over the content it
 * starts below the demo tools (components/demoTools.ts), which it would cover or
 * which would cover its title; the page does not scroll while it is open.
 */
export default function DashboardLayout() {
  const t = useT();
  const toggleId = useId();
  const [open, setOpen] = useState(false);
  const tools = useDemoToolsInset(open);
  return (
    <div className="drawer mx-auto max-w-[1360px] md:drawer-open">
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        aria-label={t('dashboard.menu')}
      />
      <div className="drawer-content min-w-0 px-4 py-6">
        <label htmlFor={toggleId} className="btn btn-outline btn-sm mb-4 md:hidden">
          {t('dashboard.menu')}
        </label>
        <Outlet />
      </div>
      <div
        className="drawer-side z-50 max-md:top-(--demo-tools) max-md:h-[calc(100dvh-var(--demo-tools))] md:z-auto md:h-auto md:min-h-full"
        style={{ '--demo-tools': `${tools}px` } as CSSProperties}
      >
        <label htmlFor={toggleId} aria-label={t('dashboard.closeMenu')} className="drawer-overlay" />
        <DashboardMenu onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
