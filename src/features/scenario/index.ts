// Loaded by main.tsx only in builds with VITE_SCENARIOS=true (dev, msw, e2e, demo).
export { applyScenarioFromUrl, mountScenarioBadge } from './start';
