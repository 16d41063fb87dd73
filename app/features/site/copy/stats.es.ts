// Every figure the site claims (spec section 9), in Spanish, each written once.
import type * as english from "./stats.en";
import type { Translation } from "~/platform/translation";
import { coreProgramme } from "./core-programme.es";

export const stats: Translation<typeof english.stats> = {
  // Home: the wake-up call
  teenScreenTime: { id: "teenScreenTime", value: "7+ horas/día", label: "tiempo promedio frente a la pantalla de los adolescentes" },

  // Movement-wide results, one per track page
  streams: { id: "streams", value: "50M+", label: "Reproducciones" },
  youthRevenue: { id: "youthRevenue", value: "$500K+", label: "Ingresos generados por jóvenes" },
  uniquePaths: { id: "uniquePaths", value: "300+", label: "Caminos únicos" },

  // Track proof
  musicFirstYearStreams: { id: "musicFirstYearStreams", value: "15K+", label: "Reproducciones promedio en el primer año" },
  bizRevenue: { id: "bizRevenue", value: "73%", label: "Generan $1K+ en ingresos en menos de 8 meses" },
  wildcardLane: { id: "wildcardLane", value: "100%", label: "De los participantes Wildcard encuentran su propio camino" },
  activeArtists: { id: "activeArtists", value: "500+", label: "Artistas activos" },
  innovators: { id: "innovators", value: "300+", label: "Jóvenes innovadores se han unido" },

  // THE CORE
  coreCompletion: { id: "coreCompletion", value: "94%", label: `Completan los ${coreProgramme.steps} pasos` },
  youthLedProjects: { id: "youthLedProjects", value: "1000+", label: "Proyectos dirigidos por jóvenes" },
  mentors: { id: "mentors", value: "150+", label: "Mentores" },
  participants: { id: "participants", value: "500+", label: "Participantes" },
  rating: { id: "rating", value: "4.9/5", label: "Calificación" },

  // Sport
  activeAthletes: { id: "activeAthletes", value: "500+", label: "Atletas activas" },
  sportYearsActive: { id: "sportYearsActive", value: "4", label: "Años de actividad" },
  trainingHours: { id: "trainingHours", value: "800+", label: "Horas de práctica" },
  sportSuccessRate: { id: "sportSuccessRate", value: "95%", label: "Tasa de éxito" },

  // Tracks page
  trackCount: { id: "trackCount", value: "5", label: "Rutas únicas" },
  activeMembers: { id: "activeMembers", value: "1000+", label: "Miembros activos" },
  tracksSuccessRate: { id: "tracksSuccessRate", value: "89%", label: "Tasa de éxito" },
  communitySupport: { id: "communitySupport", value: "24/7", label: "Apoyo de la comunidad" },
};

export const sportStats: Translation<typeof english.sportStats> = [
  stats.activeAthletes,
  stats.sportYearsActive,
  stats.trainingHours,
  stats.sportSuccessRate,
];

export const tracksPageStats: Translation<typeof english.tracksPageStats> = [
  stats.trackCount,
  stats.activeMembers,
  stats.tracksSuccessRate,
  stats.communitySupport,
];

export const coreStats: Translation<typeof english.coreStats> = [
  stats.participants,
  stats.coreCompletion,
  stats.youthLedProjects,
  stats.mentors,
  stats.rating,
];
