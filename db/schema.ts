import type { ColumnType, Insertable, Selectable } from "kysely";

/** The language a sign-up was made in (the site's two: app/platform/translation.ts). */
export type LeadLocale = "en" | "es";

/** Timestamps travel as ISO-8601 strings on both dialects (text in SQLite, timestamptz in PostgreSQL). */
type Timestamp = ColumnType<string, string | undefined, string>;

export interface GalleryItemsTable {
  id: string;
  title: string | null;
  description: string | null;
  image_url: string | null;
  artist_name: string | null;
  age_group: string | null;
  likes: ColumnType<number, number | undefined, number>;
  display_order: number | null;
  /** 1 when staff hid the work: left out of every public listing (migration 0008). */
  hidden: ColumnType<number, number | undefined, number>;
  /** The Monday (New York day) the work won the Weekly Drop: shown with a Winner mark (migration 0011). */
  drop_week: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GalleryLikesTable {
  item_id: string;
  visitor_id: string;
  created_at: Timestamp;
}

export type LeadKind = "mentor" | "partnership" | "crown" | "newsletter";

export interface LeadsTable {
  id: string;
  kind: LeadKind;
  /** The page the form was on: home, art, sport, licensing, footer, ... */
  source: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  /** The kind's own fields (track, program, company, interest) as a JSON object. */
  details: string;
  created_at: Timestamp;
  /** Where the team is with this person: set in the staff inbox. */
  follow_up: ColumnType<FollowUpStatus, FollowUpStatus | undefined, FollowUpStatus>;
  follow_up_note: ColumnType<string | null, string | null | undefined, string | null>;
  follow_up_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the page the form was on, so the team answers in it. */
  locale: ColumnType<LeadLocale, LeadLocale | undefined, never>;
  /** When staff mail about it was queued (null: not yet; migration 0017). */
  staff_notified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type FollowUpStatus = "new" | "contacted" | "closed";

export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface WebhookDeliveriesTable {
  lead_id: string;
  idempotency_key: string;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** A worker that claimed the row holds it until then; another may take it after. */
  locked_until: string | null;
  /** On PostgreSQL, the number of the worker that claimed it (app/features/leads/claimer-lock.server.ts). */
  locked_by: number | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One POST of a lead to the webhook: its answer (or why there was none) and how long it took. */
export interface WebhookAttemptsTable {
  id: string;
  lead_id: string;
  at: string;
  /** The HTTP status, null when no answer came. */
  status: number | null;
  /** Why the attempt failed (`HTTP 500`, `timeout after 10 s`, `ECONNREFUSED`); null when delivered. */
  error: string | null;
  duration_ms: number;
}

/** A webhook URL that answered 410 Gone: nothing is sent to it until an operator resumes it. */
export interface WebhookPausesTable {
  url: string;
  /** The status that paused it (410). */
  status: number;
  paused_at: string;
}

export type StaffRole = "owner" | "editor";

export interface StaffUsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  role: StaffRole;
  /** scrypt, as `scrypt$N$r$p$salt$hash` (base64url); null until the setup link is used. */
  password_hash: string | null;
  disabled_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Email about new sign-ups and contest entries: one per item, a daily digest, or none (migration 0017). */
  notify: ColumnType<StaffNotify, StaffNotify | undefined, StaffNotify>;
  /** When this member's last digest was queued; the next covers what arrived since. */
  digest_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the member asked for the weekly insights email, else 0 (migration 0027). */
  insights_weekly: ColumnType<number, number | undefined, number>;
}

export type StaffNotify = "each" | "digest" | "off";

export interface StaffSetupTokensTable {
  /** SHA-256 of the link's token: the link itself is shown once and never stored. */
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: Timestamp;
  /** What the link is for: setting up a new account, or a password reset asked for by email. */
  purpose: ColumnType<"setup" | "reset", "setup" | "reset" | undefined, never>;
  /** The mail that carries this link (migration 0022): its token is made when the mail is sent. */
  mail_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's random id. */
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end, however active the session is. */
  expires_at: string;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  /** A JSON object: ids, counts and field names, never a visitor's personal data. */
  detail: string | null;
}

export type EventProgramme = "sport" | "art" | "music" | "entrepreneur" | "wildcard";
/** New York City's five boroughs (migration 0016); a neighbourhood such as Harlem goes in `place`. */
export type NycBorough = "Manhattan" | "Bronx" | "Brooklyn" | "Queens" | "Staten Island";

/** An event staff post from the console; shown on its programme's pages while published and not over. */
export interface EventsTable {
  id: string;
  title: string;
  programme: EventProgramme;
  /** Null: the date is not set yet ("Coming Soon"). */
  starts_at: string | null;
  ends_at: string | null;
  place: string | null;
  borough: NycBorough | null;
  cost: string | null;
  /** The cost as the Spanish page says it ("Gratis"); null: it shows the English one (migration 0023). */
  cost_es: ColumnType<string | null, string | null | undefined, string | null>;
  /** https only. */
  link: string | null;
  description: string | null;
  /** The Spanish page's title and description; null: it shows the English ones (migration 0020). */
  title_es: ColumnType<string | null, string | null | undefined, string | null>;
  description_es: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: shown under Current Events on its programme's page (migration 0020). */
  featured: ColumnType<number, number | undefined, number>;
  /** Null while it is a draft. */
  published_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The Weekly Drop's settings: one row (id 1). */
export interface WeeklyDropSettingsTable {
  id: number;
  /** JSON array of { title, description, icon, title_es, description_es } (the Spanish from migration 0023). */
  prize_items: string;
  updated_at: Timestamp;
}

export interface WeeklyDropWinnersTable {
  id: string;
  /** The Monday the win was announced, a New York calendar day. */
  announced: string;
  artwork_title: string;
  /** The title as the Spanish page shows it; null: the English one (migration 0023). */
  artwork_title_es: ColumnType<string | null, string | null | undefined, string | null>;
  artist_first_name: string;
  artist_last_initial: string;
  age: number;
  /** Null: not recorded (rows from before migration 0016 that said "Other"). */
  borough: NycBorough | null;
  /** The neighbourhood, as staff typed it (console only). */
  place: ColumnType<string | null, string | null | undefined, string | null>;
  image_url: string | null;
  display_order: number;
  /** The contest entry that won, when the site announced it (null: typed in by staff). */
  entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** pending: waiting for a moderator; approved: public; rejected: never public; withheld: its win withheld. */
export type WeeklyDropEntryStatus = "pending" | "approved" | "rejected" | "withheld";

export interface WeeklyDropEntriesTable {
  id: string;
  /** The Monday the week's winner is announced, a New York calendar day ("2026-11-30"). */
  week: string;
  title: string;
  description: string;
  first_name: string;
  last_initial: string;
  age: number;
  /** Null: not recorded (rows from before migration 0016 that said "Other"); the form requires one. */
  borough: NycBorough | null;
  /** The neighbourhood the entrant typed, optional; seen by staff only. */
  place: ColumnType<string | null, string | null | undefined, string | null>;
  /** Lower-cased; for staff to reach a winner, never shown publicly or sent anywhere. */
  email: string;
  image_url: string;
  status: ColumnType<WeeklyDropEntryStatus, WeeklyDropEntryStatus | undefined, WeeklyDropEntryStatus>;
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Under 18 only: a parent or guardian and how to reach them (migration 0014), for staff to confirm consent. */
  guardian_name: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_contact: ColumnType<string | null, string | null | undefined, string | null>;
  /** How a staff member confirmed the guardian's consent, who (staff id) and when; null until then. */
  guardian_consent_method: ColumnType<GuardianConsentMethod | null, GuardianConsentMethod | null | undefined, GuardianConsentMethod | null>;
  guardian_consent_by: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When staff mail about it was queued (null: not yet; migration 0017). */
  staff_notified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type GuardianConsentMethod = "phone" | "email" | "in-person" | "signed-form";

export interface WeeklyDropVotesTable {
  week: string;
  visitor_id: string;
  entry_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WeeklyDropResultsTable {
  week: string;
  winner_entry_id: string | null;
  drop_winner_id: string | null;
  gallery_item_id: string | null;
  announced_at: Timestamp;
  updated_at: Timestamp;
  /** When staff contacted the current winner about the prize (cleared when the win is withheld). */
  winner_contacted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When staff marked the current winner's prize sent (cleared when the win is withheld). */
  prize_sent_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An event taken off the site while subscribers' calendars may still hold it (migration 0024). */
export interface EventCancellationsTable {
  event_id: string;
  programme: EventProgramme;
  title: string;
  title_es: string | null;
  starts_at: string;
  ends_at: string | null;
  cancelled_at: Timestamp;
}

export interface Database {
  gallery_items: GalleryItemsTable;
  gallery_likes: GalleryLikesTable;
  leads: LeadsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_pauses: WebhookPausesTable;
  staff_users: StaffUsersTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  webhook_attempts: WebhookAttemptsTable;
  events: EventsTable;
  event_cancellations: EventCancellationsTable;
  drop_settings: WeeklyDropSettingsTable;
  drop_winners: WeeklyDropWinnersTable;
  drop_entries: WeeklyDropEntriesTable;
  drop_votes: WeeklyDropVotesTable;
  drop_results: WeeklyDropResultsTable;
  mail_outbox: MailOutboxTable;
  lead_follow_ups: LeadFollowUpsTable;
  site_content_draft: SiteContentDraftTable;
  site_content_versions: SiteContentVersionsTable;
  site_content_settings: SiteContentSettingsTable;
  site_content_requests: SiteContentRequestsTable;
  insight_counts: InsightCountsTable;
  insight_salts: InsightSaltsTable;
  insight_seen: InsightSeenTable;
  insight_vitals: InsightVitalsTable;
  insight_live: InsightLiveTable;
  insight_weekly_mail: InsightWeeklyMailTable;
}

/** The team's unpublished changes to the site's content: one JSON document of overrides (migration 0019). */
export interface SiteContentDraftTable {
  id: "draft";
  body: string;
  updated_at: string;
  updated_by: string | null;
}

/** Every published document of overrides; the newest is live (migration 0019). */
export interface SiteContentVersionsTable {
  id: string;
  body: string;
  published_at: string;
  published_by: string | null;
  /** The version a restore brought back. */
  restored_from: string | null;
}

/** Whether an editor's publish goes live at once or waits for an owner's approval (migration 0026). */
export interface SiteContentSettingsTable {
  id: "settings";
  editors_publish: "live" | "approval";
  updated_at: string;
  updated_by: string | null;
}

/** An editor's publish or restore waiting for an owner's approval: at most one (migration 0026). */
export interface SiteContentRequestsTable {
  id: "pending";
  /** The document as it was when asked: what the owner sees and approves. */
  body: string;
  /** The version a restore puts back; null for a publish of the draft. */
  restored_from: string | null;
  /** When the draft was last saved at the time of asking: approving discards it only if unchanged since. */
  draft_updated_at: string | null;
  requested_at: string;
  requested_by: string;
}

/** Each save of a lead's follow-up, with who and when (migration 0018). */
export interface LeadFollowUpsTable {
  id: string;
  lead_id: string;
  at: string;
  /** The member who saved it; null for what a lead held before the history was kept. */
  actor_email: string | null;
  follow_up: FollowUpStatus;
  note: string | null;
}

/** Mail to staff waiting for the SMTP server, sent and retried by the mail worker (migration 0017). */
export interface MailOutboxTable {
  id: string;
  to_email: string;
  subject: string;
  /** Plain text; never a child's contact details, at most a first name and last initial. Emptied once sent. */
  body: string;
  /** What the mail's one-time link opens (migration 0022); the link is made when the mail is sent. */
  link: ColumnType<string | null, string | null | undefined, never>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** A worker holds the row until then; another may take it after (a worker that died). */
  claimed_until: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  failed_at: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export type GalleryItem = Selectable<GalleryItemsTable>;
export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type WebhookAttempt = Selectable<WebhookAttemptsTable>;
export type EventRow = Selectable<EventsTable>;
export type EventCancellationRow = Selectable<EventCancellationsTable>;
export type WeeklyDropWinnerRow = Selectable<WeeklyDropWinnersTable>;
export type WeeklyDropEntryRow = Selectable<WeeklyDropEntriesTable>;

/**
 * What the insights count by, besides the day itself ("day", value ""): "page" is the path as
 * visited ("/es/art"), "twins" the page in either language, by its English path ("/art");
 * "conversion" a sign-up's kind and its visit's source ("mentor:flyer", "newsletter:" for direct),
 * its views the sign-ups stored and its visitors the visitors who made them (issue 45);
 * "signed-up" a sign-up's kind and page ("mentor:/sport"), or "" for any sign-up but likes and
 * votes, its visitors those who made one; "entry" a page a visit began on (issue 45).
 */
export type InsightDimension =
  "day" | "page" | "twins" | "locale" | "source" | "medium" | "campaign" | "device" | "conversion" | "signed-up" | "entry";

/** Views and once-a-day visitors per New York day and dimension value (migration 0021). */
export interface InsightCountsTable {
  /** A New York calendar day, "2026-11-26". */
  day: string;
  dimension: InsightDimension;
  value: string;
  views: number;
  visitors: number;
}

/** Today's salt for the visitor hash; deleted when the day ends (migration 0021). */
export interface InsightSaltsTable {
  day: string;
  salt: string;
}

/** When each of today's visitor hashes last sent a view, for "visitors in the last 5 minutes"; deleted with the salt (migration 0027). */
export interface InsightLiveTable {
  visitor: string;
  day: string;
  seen_at: string;
}

/** A week (its Monday, "2026-11-23") whose insights email was queued (migration 0027). */
export interface InsightWeeklyMailTable {
  week: string;
  queued_at: string;
}

/** Today's visitor hashes per dimension value, so each is counted once; deleted with the salt (migration 0021). */
export interface InsightSeenTable {
  day: string;
  dimension: InsightDimension;
  value: string;
  visitor: string;
}

/** Page views per Web Vital bucket, New York day, page and device class (migration 0028). */
export interface InsightVitalsTable {
  day: string;
  /** The path as visited ("/es/art"), or "(other)", as insight_counts' pages. */
  page: string;
  device: "phone" | "tablet" | "desktop";
  metric: "lcp" | "inp" | "cls";
  /** Where the bucket starts: ms for LCP and INP, thousandths for CLS (app/features/insights/vitals.ts). */
  bucket: number;
  views: number;
}
