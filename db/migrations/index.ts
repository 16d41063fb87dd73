import type { Migration } from "kysely";
import * as initial from "./0001_initial";
import * as galleryNotify from "./0002_gallery_notify";
import * as galleryLikeCounter from "./0003_gallery_like_counter";
import * as webhookPauses from "./0004_webhook_pauses";
import * as sharedLimits from "./0005_shared_limits";
import * as galleryPageIndexes from "./0006_gallery_page_indexes";
import * as staffAccounts from "./0007_staff_accounts";
import * as galleryHidden from "./0008_gallery_hidden";
import * as leadFollowUp from "./0009_lead_follow_up";
import * as eventsAndWeeklyDrop from "./0010_events_and_weekly_drop";
import * as weeklyDropContest from "./0011_weekly_drop_contest";
import * as leadLocale from "./0012_lead_locale";
import * as dropEntryDuplicates from "./0013_drop_entry_duplicates";
import * as guardianConsent from "./0014_guardian_consent";
import * as prizeSent from "./0015_prize_sent";
import * as fiveBoroughs from "./0016_five_boroughs";
import * as staffEmail from "./0017_staff_email";
import * as followUpHistory from "./0018_follow_up_history";
import * as siteContent from "./0019_site_content";
import * as eventCards from "./0020_event_cards";
import * as insights from "./0021_insights";
import * as mailedLinks from "./0022_mailed_links";
import * as spanishTexts from "./0023_spanish_texts";
import * as eventCancellations from "./0024_event_cancellations";
import * as contentApproval from "./0026_content_approval";
import * as insightsNowAndWeekly from "./0027_insights_now_and_weekly";
import * as insightVitals from "./0028_insight_vitals";
import * as deliveryClaimers from "./0029_delivery_claimers";

/**
 * Every migration, by name, in order. Listed explicitly (not read from a folder) so the server
 * bundle carries them and `npm start` migrates without the source tree.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_gallery_notify": galleryNotify,
  "0003_gallery_like_counter": galleryLikeCounter,
  "0004_webhook_pauses": webhookPauses,
  "0005_shared_limits": sharedLimits,
  "0006_gallery_page_indexes": galleryPageIndexes,
  "0007_staff_accounts": staffAccounts,
  "0008_gallery_hidden": galleryHidden,
  "0009_lead_follow_up": leadFollowUp,
  "0010_events_and_weekly_drop": eventsAndWeeklyDrop,
  "0011_weekly_drop_contest": weeklyDropContest,
  "0012_lead_locale": leadLocale,
  "0013_drop_entry_duplicates": dropEntryDuplicates,
  "0014_guardian_consent": guardianConsent,
  "0015_prize_sent": prizeSent,
  "0016_five_boroughs": fiveBoroughs,
  "0017_staff_email": staffEmail,
  "0018_follow_up_history": followUpHistory,
  "0019_site_content": siteContent,
  "0020_event_cards": eventCards,
  "0021_insights": insights,
  "0022_mailed_links": mailedLinks,
  "0023_spanish_texts": spanishTexts,
  "0024_event_cancellations": eventCancellations,
  "0026_content_approval": contentApproval,
  "0027_insights_now_and_weekly": insightsNowAndWeekly,
  "0028_insight_vitals": insightVitals,
  "0029_delivery_claimers": deliveryClaimers,
};
