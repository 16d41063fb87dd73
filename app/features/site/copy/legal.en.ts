// /privacy in plain language (the terms are in ./terms.en.ts). The site is used by teens, so it is
// written to be read by a 13-year-old and their parent alike.
import { retention } from "~/platform/retention-periods";
import { site } from "~/platform/copy/site.en";
import type { PageMeta, TextDocument } from "~/platform/copy-types";
import { chatCommunityMinimumAge } from "~/platform/ages";

// The periods this notice states, for code that already reads them from here.
export { retention };

export const privacyNotice = {
  title: "Privacy Notice",
  effective: "2026-11-26",
  contactEmail: site.contactEmail,
  intro: `This notice explains what ${site.name} (${site.longName}) collects through this website, why, how long we keep it and how you can ask us to delete it. We collect as little as we can.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "Most of this site you can read without telling us anything. We only collect information when you fill in a form or like a piece in the gallery:",
        "Mentor application: your first and last name, email, phone number and the track or program you want to mentor in.",
        "Partnership inquiry: your first and last name, email, phone number, company and what you are interested in.",
        "Crown access (sport page): your name and email.",
        "Newsletter sign-up: your email.",
        "The Weekly Drop (art contest): your artwork's photo, its title and description, your first name, last initial, age and borough, your neighborhood if you give it (seen by our team only), and your email; if you are under 18, also the name and the phone or email of a parent or guardian.",
        "Gallery likes: an anonymous random visitor ID stored in a cookie on your device, so each visitor can like each piece once. It contains nothing personal and is not linked to your name or email.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "We use what you send us only for the reason you sent it: to review your mentor application, answer your partnership inquiry, tell you about crown access, send you the newsletter or count your like.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        `Everything you send through a form (mentor applications, partnership inquiries, crown-access claims and newsletter sign-ups) is kept on this website for ${retention.leadsMonths} months from the day you send it, then deleted automatically.`,
        `Newsletter sign-ups: you stay on the newsletter list until you unsubscribe. The website's own copy of your sign-up is deleted after ${retention.leadsMonths} months like the other forms.`,
        `Backup copies of the website's data are deleted after ${retention.backupDays} days, so whatever is deleted from the website is gone from every backup ${retention.backupDays} days later.`,
        `When you ask us to delete your information (see "Your choices" below), we erase every form sent from your email address from the website and ask our lead-capture service to delete its copy too.`,
        "The gallery likes cookie: 1 year, then your browser deletes it. You can delete it sooner at any time in your browser settings.",
      ],
    },
    {
      heading: "The Weekly Drop",
      paragraphs: [
        "We use what you send with an entry only to run the contest: a moderator checks every entry, and only approved entries are shown. The public sees your artwork, its title and description, your first name, last initial, age and borough, and nothing before a moderator approves it.",
        "Your email is used only to contact you if you win. It is never shown on the site, never shared, and never sent to our lead-capture service.",
        "If you are under 18, your work is shown only once a parent or guardian agrees. We use the name and phone or email you give for them only to ask; a staff member records how they said yes, and who recorded it and when, before a moderator can approve the entry. Their details are deleted with the entry.",
        "Photos are re-saved before anyone sees them, and everything hidden in the file (camera, place, time) is removed.",
        `Entries, with their email and their photo, are deleted ${retention.dropEntryDays} days after the week's winner is announced. If your piece wins, it stays in the gallery and under Recent Winners with the consent you gave, until you ask us to take it down.`,
        `You, or your parent or guardian, can ask us to take your work down or delete your entry sooner: email ${site.contactEmail} from the address you entered with. A parent or guardian without that address can write from their own with your first name, last initial and the artwork's title: we take the work off the site straight away and contact them to confirm.`,
      ],
    },
    {
      heading: "Who receives it",
      paragraphs: [
        `The ${site.name} team, and the lead-capture service we use to receive and follow up on form submissions. That service handles your information only on our behalf.`,
        "We never sell your information, and we never share it with advertisers.",
      ],
    },
    {
      heading: "What we don't collect",
      paragraphs: [
        "We don't store raw IP addresses. To stop abuse, we limit how often forms and likes can be sent; for that we keep a keyed hash of the address, which cannot be turned back into it, only as long as the limit needs it.",
        "We don't use third-party trackers, advertising cookies or analytics that follow you around the web.",
      ],
    },
    {
      heading: "How we count visits",
      paragraphs: [
        "To see how the site is doing, our own server counts page views. When a page opens, it tells our server the page's address (which also says its language), the website you came from (only its name, like instagram.com), the campaign named in the link if there is one (like a flyer's), and whether the screen is a phone's, a tablet's or a computer's. When you leave a page, it also tells our server how quickly it loaded, answered your taps and held still, so we can keep the site fast on every phone; that too is kept only as daily totals per page and type of device. No cookie is set and nothing is saved on your device: even the language you choose is remembered only while the page is open.",
        "To count each visitor once a day without knowing who they are, the server mixes a secret value made fresh every day (New York time) with your network address and your type of browser (Chrome, Safari...) into a code that cannot be turned back. Neither the address nor your browser's details are stored, and the secret value and the codes are deleted when the day ends, so nobody can tell whether visits on two different days came from the same person.",
        `We keep only daily totals (views and visitors per page, language, source, campaign and type of device) for ${retention.insightsMonths} months, then delete them. A website is kept by its name only when it is a well-known one (a search engine, a social network), and a source or campaign from a link only when it is written like a campaign's name (short, in lower case); anything else, which could be someone's name, email or phone number, is counted only as "other". Sign-ups are counted by the page they were made on. When you sign up, like an artwork or vote, the page also sends the website or campaign your visit came from with it, and our server only adds one to that day's total for it: the source is not kept with your sign-up, nothing about you goes into the total, and no sign-up is ever linked to a visit.`,
        "If your browser sends Global Privacy Control, your visits are not counted at all. Search engines and other robots that say what they are are not counted either.",
      ],
    },
    {
      heading: `Children under ${chatCommunityMinimumAge}`,
      paragraphs: [
        `We don't knowingly collect personal information from children under ${chatCommunityMinimumAge}. When a visitor tells us they are under ${chatCommunityMinimumAge}, the site sends them to ask a parent to join our parents' page instead.`,
        `If you believe a child under ${chatCommunityMinimumAge} has sent us their information, email ${site.contactEmail} and we will delete it.`,
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "Some buttons take you to other services, like our Discord community, our Facebook page, the art contest site or our events platform. Those services have their own privacy policies, and this notice doesn't cover them.",
      ],
    },
    {
      heading: "Your choices and how to reach us",
      paragraphs: [
        `You can ask us what we hold about you, ask us to correct it or ask us to delete it. Email ${site.contactEmail} from the address you used, or tell us which form you filled in, and we will take care of it.`,
        "A parent or guardian can make the same requests for their child.",
      ],
    },
  ],
} as const satisfies TextDocument;

/** The page's title and description (its <title>, search results and share cards). */
export const privacyMeta = {
  title: "Privacy Notice | WYP",
  description: "What this site collects, why, how long we keep it and how to ask us to delete it. Written in plain language.",
} as const satisfies PageMeta;
