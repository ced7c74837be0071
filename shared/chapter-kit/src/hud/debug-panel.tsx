import { useEffect, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { DRAW_CALL_BUDGET, TRIANGLE_BUDGET } from '../kit-constants';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import { pageRenderStats, type RenderStatsSnapshot } from '../runtime/render-stats';

/**
 * Debug mode only (bus state `debug`): the chapter's figures against the budgets,
 * read twice a second from the page's render stats.
 */
export function DebugPanel({ runtime, phase }: { runtime: ChapterRuntime; phase: string }) {
  const { t } = useTranslation('common');
  const [stats, setStats] = useState<RenderStatsSnapshot>(() => pageRenderStats().read());
  useEffect(() => {
    const timer = window.setInterval(() => setStats(pageRenderStats().read()), 500);
    return () => window.clearInterval(timer);
  }, []);
  const over = (value: number, budget: number) => (value > budget ? ' kit-debug__value--over' : '');
  return (
    <aside className="kit-debug" aria-label={t('kit.debug.title')} data-testid="debug-panel">
      <p className="kit-debug__title">{t('kit.debug.title')}</p>
      <dl>
        <dt>{t('kit.debug.drawCalls')}</dt>
        <dd className={`kit-debug__value${over(stats.maxDrawCalls, DRAW_CALL_BUDGET)}`} data-stat="draw-calls">
          {stats.drawCalls} (max {stats.maxDrawCalls} / {DRAW_CALL_BUDGET})
        </dd>
        <dt>{t('kit.debug.triangles')}</dt>
        <dd className={`kit-debug__value${over(stats.maxTriangles, TRIANGLE_BUDGET)}`} data-stat="triangles">
          {stats.triangles.toLocaleString()} (max {stats.maxTriangles.toLocaleString()} / {TRIANGLE_BUDGET.toLocaleString()})
        </dd>
        <dt>{t('kit.debug.inactiveFrames')}</dt>
        <dd className={`kit-debug__value${over(stats.framesWhileInactive, 0)}`} data-stat="inactive-frames">
          {stats.framesWhileInactive}
        </dd>
        <dt>{t('kit.debug.contexts')}</dt>
        <dd className={`kit-debug__value${over(stats.liveContexts, 1)}`} data-stat="contexts">
          {stats.liveContexts}
        </dd>
        <dt>{t('kit.debug.look')}</dt>
        <dd className="kit-debug__value">{runtime.look.mode}</dd>
        <dt>{t('kit.debug.phase')}</dt>
        <dd className="kit-debug__value">{phase}</dd>
      </dl>
    </aside>
  );
}
