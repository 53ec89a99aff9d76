import { requestJson } from './http';

/** What the demo build's in-browser backend says about this browser's storage (mocks/browser.ts). */
export interface DemoStatus {
  /** False once this browser refused to keep a change (storage full or blocked). */
  kept: boolean;
  /** The visitor's earlier changes could not be read on this page load and were set aside. */
  setAside: boolean;
}

/** Only the demo's preview banner calls it; no other backend has the route. */
export async function fetchDemoStatus(): Promise<DemoStatus> {
  const data = (await requestJson('check the demo storage', '__demo/status', {
    timeout: 3000,
  })) as Partial<DemoStatus> | null;
  return { kept: data?.kept !== false, setAside: data?.setAside === true };
}
