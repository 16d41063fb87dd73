// About (/about): who WYP is, why it exists and what drives it.
import { founderStory, mission, site, taglines } from "~/platform/copy/site.en";
import type { FeatureCard, PageMeta } from "~/platform/copy-types";

type TextSection = { readonly heading: string; readonly paragraphs: readonly string[] };

export const aboutPage = {
  hero: {
    heading: "About WYP",
    lede: `${site.longName} is a media, incubator and lifestyle movement for young people in Harlem, the Bronx and Brooklyn.`,
  },
  whatsYourPassion: {
    heading: "What's Your Passion",
    paragraphs: [
      "It's our name, and it's the question we ask every young person we meet. Too few of them ever get asked it, and too many spend their days giving their attention to an algorithm instead of answering it.",
      "We tell stories that put young people at the center (media), help them build real projects and businesses (incubator) and create a culture where showing up for your passion is what's cool (lifestyle).",
    ],
  },
  purpose: {
    heading: "Our Purpose",
    paragraphs: [
      "To inspire, enable and empower young people to trade screen dependence for real passion, real skills and real community.",
      `${taglines.characterIsCurrency}. ${taglines.realityOverAlgorithm}.`,
    ],
  },
  mission: {
    heading: "Our Mission",
    statement: mission.statement,
    paragraphs: [
      "Too many young people feel stuck, alone or without direction. Passion, people and purpose push back, so we build all three into everything we do.",
    ],
  },
  formula: {
    heading: "The Formula",
    text: mission.formula.text,
    terms: [
      { term: "passion", meaning: "What you love doing, even when no one is watching." },
      { term: "purpose", meaning: "What that passion does for the people around you." },
      { term: "peace", meaning: "What you feel when the two line up." },
    ],
  },
  founder: {
    heading: "About the Founder",
    paragraphs: [
      `It started at ${founderStory.origin}. Standing in front of a room of students, our founder saw how rarely young people get asked what they actually love, and how fast they light up when someone does.`,
      `WYP was founded in ${founderStory.founded} to keep asking that question, and to make sure every young person who answers it has the mentors, the community and the stage to act on it.`,
    ],
  },
  whatDrivesUs: {
    heading: "What Drives Us",
    cards: [
      {
        title: "Inspire",
        description: "Show young people what's possible through stories, role models and peers who look like them.",
        icon: "Lightbulb",
      },
      {
        title: "Enable",
        description: "Give them the tools: mentors, studios, courts, courses and a system that builds daily discipline.",
        icon: "Wrench",
      },
      {
        title: "Empower",
        description: "Put them on real stages, in front of real brands, with real ownership of what they make.",
        icon: "Rocket",
      },
    ],
  },
} as const satisfies {
  hero: { heading: string; lede: string };
  whatsYourPassion: TextSection;
  purpose: TextSection;
  mission: TextSection & { statement: string };
  formula: { heading: string; text: string; terms: readonly { term: string; meaning: string }[] };
  founder: TextSection;
  whatDrivesUs: { heading: string; cards: readonly FeatureCard[] };
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const aboutMeta = {
  title: "About WYP | What's Your Passion",
  description:
    "WYP is a media, incubator and lifestyle movement founded in 2018 to inspire, enable and empower young people. Passion + purpose = peace.",
} as const satisfies PageMeta;
