/// <reference types="vite/client" />

// The build-time overrides of app/features/site/copy/links.ts; all optional, each falls back to a default.
interface ImportMetaEnv {
  readonly VITE_CHAT_INVITE_URL?: string;
  readonly VITE_PARENTS_PAGE_URL?: string;
  readonly VITE_ART_COMPETITION_URL?: string;
  readonly VITE_ART_SUBMISSION_URL?: string;
  readonly VITE_EVENTS_PLATFORM_URL?: string;
  readonly VITE_SPORT_SCHEDULE_URL?: string;
  readonly VITE_MASTER_CLASS_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_TIKTOK_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
