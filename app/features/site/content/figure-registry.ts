// Where each figure the site claims shows (app/features/site/copy/stats.en.ts), for the console's
// Site content page: staff see which pages a change reaches. English paths; the Spanish twins too.
import type * as en from "~/features/site/copy/stats.en";

export type FigureKey = keyof typeof en.stats;

export const figurePages = {
  teenScreenTime: ["/"],
  streams: ["/music"],
  youthRevenue: ["/biz"],
  uniquePaths: ["/wildcard"],
  musicFirstYearStreams: ["/music"],
  bizRevenue: ["/biz"],
  wildcardLane: ["/wildcard"],
  activeArtists: ["/", "/art/community"],
  innovators: ["/wildcard"],
  coreCompletion: ["/the-core"],
  youthLedProjects: ["/the-core"],
  mentors: ["/the-core"],
  participants: ["/the-core"],
  rating: ["/the-core"],
  activeAthletes: ["/", "/sport"],
  sportYearsActive: ["/sport"],
  trainingHours: ["/sport"],
  sportSuccessRate: ["/sport"],
  trackCount: ["/tracks"],
  activeMembers: ["/tracks"],
  tracksSuccessRate: ["/tracks"],
  communitySupport: ["/tracks"],
} as const satisfies Record<FigureKey, readonly string[]>;
