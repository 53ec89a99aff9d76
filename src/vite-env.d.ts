/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_BRAND_NAME?: string;
  /** The token sync's path under VITE_API_URL (src/api/tokenSync.ts); not set: no sync. */
  readonly VITE_TOKEN_SYNC_PATH?: string;
  /** 'true' in `npm run dev:msw`: the browser worker answers instead of the stub. */
  readonly VITE_MSW?: string;
  /** Under VITE_MSW, the calls VITE_API_URL answers itself (`GET /products,/favorites*` or `all`): MSW passes them through. */
  readonly VITE_MSW_REAL?: string;
  /** 'true' in dev, msw, e2e and demo builds: `?scenario=` and the scenario badge (never in production). */
  readonly VITE_SCENARIOS?: string;
  /** 'true' in builds for the workspace's stub (dev, e2e, demo): the preview backend banner is shown. */
  readonly VITE_PREVIEW_BANNER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
