// The staff console's Weekly Drop pages: every label, hint, message and notice (moved from the
// events' console copy, issue 43).
import type { NycBorough } from "~/platform/boroughs";
import { teenAges } from "~/platform/ages";

export const weeklyDropLimits = { prizeItems: 6, prizeTitle: 80, prizeDescription: 200, artworkTitle: 80, firstName: 40 } as const;

export const weeklyDropConsoleText = {
  title: "Weekly Drop",
  cancel: "Cancel",
  fixFields: "Please fix the fields marked below.",
  intro: "This week's prize and the recent winners, as /art/weekly-prize shows them.",
  prize: {
    heading: "This week's prize",
    hint: "One card per item, in this order, in English and in Spanish (the Spanish page, /es, shows the Spanish). Leave an item's fields empty to remove it.",
    item: (n: number) => `Prize item ${n}`,
    title: "Title",
    description: "Description",
    titleEs: "Title in Spanish",
    descriptionEs: "Description in Spanish",
    iconLabel: "Icon",
    save: "Save prize",
  },
  winners: {
    heading: "Recent winners",
    hint: "Shown in this order; the banner names the newest. Show a winner only with their consent (and a parent's, for a minor).",
    none: "No winners yet.",
    add: "Add winner",
    edit: "Edit",
    save: "Save winner",
    remove: "Remove",
    removeTitle: "Remove this winner?",
    removeText: (title: string) => `\u201c${title}\u201d will no longer show on the Weekly Drop page.`,
    confirmRemove: "Remove winner",
    moveUp: "Move up",
    moveDown: "Move down",
    fields: {
      announced: "Announced on (Monday)",
      artworkTitle: "Artwork title",
      artworkTitleEs: "Artwork title in Spanish",
      artworkTitleEsHint: "What the Spanish page (/es) shows. A title that is a name stays the same: type it again.",
      firstName: "Artist's first name",
      lastInitial: "Last initial",
      age: "Age",
      borough: "Borough",
      boroughNone: "Not recorded",
      place: "Neighborhood (optional)",
      placeHint: "Like Harlem. Staff only: the site shows the borough alone.",
    },
  },
  notices: {
    prizeSaved: "Prize saved.",
    winnerAdded: "Winner added.",
    winnerSaved: "Winner saved.",
    winnerRemoved: "Winner removed.",
    winnerMoved: "Order saved.",
    notFound: "That winner no longer exists.",
  },
} as const;

export const weeklyDropMessages = {
  required: (field: string) => `${field} is required.`,
  spanishRequired: (field: string) => `${field} is required: the Spanish page (/es/art/weekly-prize) shows it.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  singleLine: (field: string) => `${field} must be a single line without control characters.`,
  iconRequired: "Please choose an icon.",
  noPrize: "Give the prize at least one item.",
  tooManyItems: `At most ${weeklyDropLimits.prizeItems} prize items.`,
  announced: "Please enter the Monday it was announced, like 2026-11-16.",
  notMonday: "Winners are announced on Mondays: please choose a Monday.",
  lastInitial: "One letter, like K.",
  age: `Please enter an age from ${teenAges.min} to ${teenAges.max}.`,
  borough: "Please choose a borough.",
  placeTooLong: (max: number) => `Neighborhood must be at most ${max} characters.`,
  placeShape: "Neighborhood must be a name in plain text, like Harlem.",
} as const;

/** A borough and neighbourhood as the console shows them: "Manhattan (Harlem)", "Bronx", "Not recorded". */
export function boroughAndPlace({ borough, place }: { borough: NycBorough | null; place: string | null }): string {
  if (!borough) return place ? `${place} (borough not recorded)` : "Borough not recorded";
  return place ? `${borough} (${place})` : borough;
}

/** An entrant or winner as the console lists them: "Jasmine K., 16, Manhattan (Harlem)". */
export function staffByline(person: {
  artistFirstName: string;
  artistLastInitial: string;
  age: number;
  borough: NycBorough | null;
  place: string | null;
}): string {
  return `${person.artistFirstName} ${person.artistLastInitial}., ${person.age}, ${boroughAndPlace(person)}`;
}
