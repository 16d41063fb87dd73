// Every figure the site claims (spec section 9), each written once. Pages pick them from here
// so a number shown on two pages can never disagree with itself.
import { coreProgramme } from "./core-programme.en";
import type { Stat } from "~/platform/copy-types";

export const stats = {
  // Home: the wake-up call
  teenScreenTime: { id: "teenScreenTime", value: "7+ hours/day", label: "average screen time for teens" },

  // Movement-wide results, one per track page
  streams: { id: "streams", value: "50M+", label: "Streams" },
  youthRevenue: { id: "youthRevenue", value: "$500K+", label: "Youth revenue" },
  uniquePaths: { id: "uniquePaths", value: "300+", label: "Unique paths" },

  // Track proof
  musicFirstYearStreams: { id: "musicFirstYearStreams", value: "15K+", label: "Average streams in the first year" },
  bizRevenue: { id: "bizRevenue", value: "73%", label: "Generate $1K+ revenue within 8 months" },
  wildcardLane: { id: "wildcardLane", value: "100%", label: "Of wildcards find their unique lane" },
  activeArtists: { id: "activeArtists", value: "500+", label: "Active artists" },
  innovators: { id: "innovators", value: "300+", label: "Young innovators have joined" },

  // THE CORE
  coreCompletion: { id: "coreCompletion", value: "94%", label: `Complete all ${coreProgramme.steps} steps` },
  youthLedProjects: { id: "youthLedProjects", value: "1,000+", label: "Youth-led projects" },
  mentors: { id: "mentors", value: "150+", label: "Mentors" },
  participants: { id: "participants", value: "500+", label: "Participants" },
  rating: { id: "rating", value: "4.9/5", label: "Rating" },

  // Sport
  activeAthletes: { id: "activeAthletes", value: "500+", label: "Active Athletes" },
  sportYearsActive: { id: "sportYearsActive", value: "4", label: "Years Active" },
  trainingHours: { id: "trainingHours", value: "800+", label: "Hours of Training" },
  sportSuccessRate: { id: "sportSuccessRate", value: "95%", label: "Success Rate" },

  // Tracks page
  trackCount: { id: "trackCount", value: "5", label: "Unique Tracks" },
  activeMembers: { id: "activeMembers", value: "1000+", label: "Active Members" },
  tracksSuccessRate: { id: "tracksSuccessRate", value: "89%", label: "Success Rate" },
  communitySupport: { id: "communitySupport", value: "24/7", label: "Community Support" },
} as const satisfies Record<string, Stat>;

export const sportStats = [
  stats.activeAthletes,
  stats.sportYearsActive,
  stats.trainingHours,
  stats.sportSuccessRate,
] as const satisfies readonly Stat[];

export const tracksPageStats = [
  stats.trackCount,
  stats.activeMembers,
  stats.tracksSuccessRate,
  stats.communitySupport,
] as const satisfies readonly Stat[];

export const coreStats = [
  stats.participants,
  stats.coreCompletion,
  stats.youthLedProjects,
  stats.mentors,
  stats.rating,
] as const satisfies readonly Stat[];
