// WYP Ventures: who can enter, what they get, and where each track can lead.
import { coreProgramme } from "./core-programme.en";
import type { FeatureCard, TrackId } from "~/platform/copy-types";
import type { IconName } from "~/ui/icon-names";

export type EntryRequirement = { readonly title: string; readonly description: string };

export const entryRequirements = [
  {
    title: "Complete THE CORE",
    description: `Finish all ${coreProgramme.steps} phases, from INITIATE to PASS.`,
  },
  {
    title: "Have a viable project or MVP",
    description: "Bring something real: a product, a service, a body of work or a first version people can try.",
  },
  {
    title: "Show a growth mindset",
    description: "Take feedback, keep improving and show up when it gets hard.",
  },
] as const satisfies readonly EntryRequirement[];

export const ventureBenefits = [
  {
    title: "Real MVPs",
    description: "Turn your project into a minimum viable product that real customers can use, buy or book.",
    icon: "Package",
  },
  {
    title: "Mentor Network",
    description: "Founders, creatives and operators who open doors and tell you the truth about your idea.",
    icon: "Network",
  },
  {
    title: "Market Ready",
    description: "Pricing, branding, pitching and selling: the skills that take a project to market.",
    icon: "Store",
  },
  {
    title: "Income Potential",
    description: "Build something that can pay you, and learn how to keep it growing.",
    icon: "HandCoins",
  },
] as const satisfies readonly FeatureCard[];

export type SuccessPathway = {
  readonly track: TrackId;
  readonly icon: IconName;
  readonly example: string;
  readonly outcome: string;
};

export const successPathways = [
  {
    track: "art",
    icon: "Palette",
    example: "A limited-run print and apparel drop of your original designs",
    outcome: "First sales, a customer list and a portfolio brands take seriously",
  },
  {
    track: "sport",
    icon: "Crown",
    example: "A weekend skills clinic for younger players in your neighborhood",
    outcome: "Paid coaching sessions and a local sponsor",
  },
  {
    track: "music",
    icon: "EighthNotes",
    example: "An EP with a release plan and a live launch show",
    outcome: "Streaming income, booked shows and a growing fanbase",
  },
  {
    track: "entrepreneur",
    icon: "Rocket",
    example: "A product MVP tested and sold at pop-up markets",
    outcome: "First revenue and a stronger pitch for the next round of funding",
  },
  {
    track: "wildcard",
    icon: "Shuffle",
    example: "A business built around your own mix of passions",
    outcome: "A profession that didn't exist until you made it",
  },
] as const satisfies readonly SuccessPathway[];
