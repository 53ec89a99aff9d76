import { useQuery } from '@tanstack/react-query';
import { fetchDemoStatus } from '../../api/demoStatus';
import { usePageLoaded } from '../../lib/afterPageLoad';

/** What the demo banner tells a visitor about their browser's storage, instead of its usual line. */
export type DemoNotice = 'banner.demoNotKept' | 'banner.demoSetAside' | undefined;

/**
 * Asked once the page has loaded, and again whenever the demo's data changes (main.tsx
 * invalidates every query then, mocks/browser.ts `onDataChanged`), as after a write this
 * browser refused.
 */
export function useDemoNotice(demo: boolean): DemoNotice {
  const { data } = useQuery({
    queryKey: ['__demo', 'status'],
    queryFn: fetchDemoStatus,
    enabled: usePageLoaded() && demo,
    retry: false,
  });
  if (data?.kept === false) return 'banner.demoNotKept';
  if (data?.setAside) return 'banner.demoSetAside';
  return undefined;
}
