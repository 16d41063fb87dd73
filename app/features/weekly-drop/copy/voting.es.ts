// Voting on /es/art/weekly-prize (Saturday to Sunday, New York time): the section's words, the notices and refusals.
import type * as english from "./voting.en";
import type { Translation } from "~/platform/translation";

export const weeklyDropVoting: Translation<typeof english.weeklyDropVoting> = {
  sectionId: "vote",
  heading: "Vota en The Weekly Drop de esta semana",
  intro:
    "Un voto por persona. Puedes cambiar tu voto hasta que cierre la votación, al final del domingo (hora del Este). Los totales de votos se mantienen ocultos hasta que se anuncie la obra ganadora.",
  opens: (when) => `La votación abre el ${when}.`,
  closed: (when) => `La votación de esta semana ya cerró. La obra ganadora se anuncia el ${when}.`,
  empty: "Todavía no hay obras en votación esta semana.",
  entriesLabel: "Las obras de esta semana",
  vote: "Votar",
  voteFor: (title) => `Votar por ${title}`,
  yourVote: "Tu voto",
  yourVoteFor: (title) => `Tu voto: ${title}`,
};

export const voteNotices: Translation<typeof english.voteNotices> = {
  voted: { title: "Recibimos tu voto.", description: "Puedes cambiar tu voto hasta que cierre la votación." },
  moved: (title) => ({ title: `Cambiaste tu voto a «${title}».`, description: "Tu voto anterior ya no cuenta." }),
  failed: { title: "Error", description: "No pudimos contar tu voto. Inténtalo de nuevo." },
  closed: { title: "La votación está cerrada", description: "Los votos solo cuentan el sábado y el domingo (hora del Este)." },
};

export const voteRefusals: Translation<typeof english.voteRefusals> = {
  notFound: "Esta obra no está en la votación de esta semana.",
  rate: "Demasiados votos. Espera un momento e inténtalo de nuevo.",
  identity: "Hay demasiados visitantes nuevos desde tu red en este momento. Inténtalo de nuevo más tarde.",
  target: "Esta obra ha recibido muchos votos desde tu red hoy. Inténtalo de nuevo mañana.",
  busy: "Hay demasiados votos en este momento. Inténtalo de nuevo en un momento.",
};
