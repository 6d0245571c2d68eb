/// <reference types="vite/client" />

/** The app version this bundle was built as (see vite.config.ts). */
declare const __APP_VERSION__: string;
