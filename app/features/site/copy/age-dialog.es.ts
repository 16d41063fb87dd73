// The age dialog (home, art, sport, THE CORE), in Spanish: 13+ go to the chat community, under 13
// ask a parent to join the parents' page. Both links open in a new tab.
import type * as english from "./age-dialog.en";
import { links } from "~/platform/links";
import type { Translation } from "~/platform/translation";
import { chatCommunityMinimumAge } from "~/platform/ages";

export const ageDialog: Translation<typeof english.ageDialog> = {
  title: "Únete al movimiento",
  description: "¿Cuántos años tienes? Te llevamos al lugar indicado.",
  options: [
    {
      id: "teen",
      label: `${chatCommunityMinimumAge}+ → Únete a la comunidad de Discord`,
      href: links.chatInvite,
      external: true,
    },
    {
      id: "child",
      label: `Menos de ${chatCommunityMinimumAge} → Pídele a tu mamá, a tu papá o a quien te cuida que se una a nuestra página de Facebook para familias`,
      href: links.parentsPage,
      external: true,
    },
  ],
};

/** The dialog's copy per page: THE CORE's own words, and the other pages' (same audiences, same links). */
export const ageDialogCopy: Translation<typeof english.ageDialogCopy> = {
  core: ageDialog,
  default: {
    title: ageDialog.title,
    description: "Dinos tu edad y te llevamos al lugar indicado para unirte.",
    options: ageDialog.options,
  },
};
