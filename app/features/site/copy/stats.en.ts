// Every figure the site claims (spec section 9), each written once. Pages pick them from here
// so a number shown on two pages can never disagree with itself.
import { coreProgramme } from "./phases.en";
import type { Stat } from "./types";

export const stats = {
  // Home: the wake-up call
  teenScreenTime: { value: "7+ hours/day", label: "average screen time for teens" },

  // Movement-wide results, one per track page
  streams: { value: "50M+", label: "Streams" },
  youthRevenue: { value: "$500K+", label: "Youth revenue" },
  uniquePaths: { value: "300+", label: "Unique paths" },

  // Track proof
  musicFirstYearStreams: { value: "15K+", label: "Average streams in the first year" },
  bizRevenue: { value: "73%", label: "Generate $1K+ revenue within 8 months" },
  wildcardLane: { value: "100%", label: "Of wildcards find their unique lane" },
  activeArtists: { value: "500+", label: "Active artists" },
  innovators: { value: "300+", label: "Young innovators have joined" },

  // THE CORE
  coreCompletion: { value: "94%", label: `Complete all ${coreProgramme.steps} steps` },
  youthLedProjects: { value: "1,000+", label: "Youth-led projects" },
  mentors: { value: "150+", label: "Mentors" },
  participants: { value: "500+", label: "Participants" },
  rating: { value: "4.9/5", label: "Rating" },

  // Sport
  activeAthletes: { value: "500+", label: "Active Athletes" },
  sportYearsActive: { value: "4", label: "Years Active" },
  trainingHours: { value: "800+", label: "Hours of Training" },
  sportSuccessRate: { value: "95%", label: "Success Rate" },

  // Tracks page
  trackCount: { value: "5", label: "Unique Tracks" },
  activeMembers: { value: "1000+", label: "Active Members" },
  tracksSuccessRate: { value: "89%", label: "Success Rate" },
  communitySupport: { value: "24/7", label: "Community Support" },
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
