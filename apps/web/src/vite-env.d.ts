/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin, e.g. https://api.example.com; empty (default) means the web app's own origin. */
  readonly VITE_API_URL?: string;
  /** Club name shown in the header and the landing page. */
  readonly VITE_CLUB_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
