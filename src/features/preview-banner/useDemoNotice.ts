import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../api/http';
import { usePageLoaded } from '../../lib/afterPageLoad';

/** What the demo banner tells a visitor about their browser's storage, instead of its usual line. */
export type DemoNotice = 'banner.demoNotKept' | 'banner.demoSetAside' | undefined;

/** Asked once the page has loaded, and again when the demo's data changes (main.tsx invalidates queries). */
export function useDemoNotice(demo: boolean): DemoNotice {
  const { data } = useQuery({
    queryKey: ['__demo', 'status'],
    // Only the demo's in-browser backend (mocks/browser.ts) has the route: whether storage refused a
    // change, or earlier changes could not be read and were set aside.
    queryFn: async () => {
      const data = (await requestJson('check the demo storage', '__demo/status', { timeout: 3000 })) as {
        kept?: unknown;
        setAside?: unknown;
      } | null;
      return { kept: data?.kept !== false, setAside: data?.setAside === true };
    },
    enabled: usePageLoaded() && demo,
    retry: false,
  });
  if (data?.kept === false) return 'banner.demoNotKept';
  if (data?.setAside) return 'banner.demoSetAside';
  return undefined;
}
