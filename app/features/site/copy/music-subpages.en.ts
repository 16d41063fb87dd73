// The WYP MUSIC sub-pages (/music/*) beyond their cards (./music-subpage-cards.en.ts): each
// one's title and description, and what the page says. Only these pages load this module (issue 33).
import type { TrackName, TrackSubpages } from "./subpages.en";

export const musicSubpages = {
  trackName: "WYP MUSIC",
  backLink: {
    label: "Back to WYP MUSIC",
    href: "/music",
  },
  pages: {
    community: {
      meta: {
        title: "Music Community Group | WYP MUSIC",
        description: "Share works in progress, find collaborators and get honest feedback from young artists and producers.",
      },
      lede: "Making music alone is hard. Here you drop your demos, trade feedback and find the producer, singer or writer you've been looking for.",
      offersHeading: "What the Community Offers",
      offers: [
        "A space to share demos and works in progress",
        "Honest feedback from artists and producers your age",
        "Collaborators for your next track",
        "First word on studio time, showcases and open mics",
      ],
      whoItsFor:
        "Rappers, singers, producers, songwriters and DJs at any level who want to grow with people who take music as seriously as they do.",
      steps: [
        "Start free and pick the Music track.",
        "Join the community chat (13+) and introduce yourself and your sound.",
        "Post your first work in progress and give feedback on someone else's.",
      ],
      cta: {
        label: "Join the Community",
        href: "/wypit",
      },
    },
    studio: {
      meta: {
        title: "Studio Sessions | WYP MUSIC",
        description: "Book time in a professional studio and learn to record, mix and finish your own tracks.",
      },
      lede: "Your bedroom is a start. Studio Sessions put you behind a real mic and a real board, with someone who knows the gear showing you how to get the sound in your head onto the track.",
      offersHeading: "What a Session Gives You",
      offers: [
        "Time in a professional studio",
        "Hands-on help recording, mixing and finishing",
        "A finished track you can release and perform",
        "The studio habits that make every session count",
      ],
      whoItsFor:
        "Young artists and producers with a song, a beat or an idea ready to record, including first-timers who have never been in a studio.",
      steps: [
        "Start free and pick the Music track.",
        "Bring a song, a beat or a demo you want to take further.",
        "Plan your session with a mentor, then get in the booth.",
      ],
      cta: {
        label: "Get Studio Time",
        href: "/wypit",
      },
    },
    mentorships: {
      meta: {
        title: "Music Mentorships | WYP MUSIC",
        description: "Get paired with a working music mentor for one-on-one guidance on your sound and your next move.",
      },
      lede: "A mentor who has been where you want to go: someone to listen to your work, tell you the truth about it and help you plan your next move.",
      offersHeading: "What a Mentorship Gives You",
      offers: [
        "One-on-one sessions with a working artist, producer or engineer",
        "Straight feedback on your music and your plan",
        "Help with releases, performing and building an audience",
        "Someone in your corner when it gets hard",
      ],
      whoItsFor: "Young musicians who are putting in the work and want guidance from someone who has done it.",
      steps: [
        "Start free and pick the Music track.",
        "Share your goals and a sample of your music.",
        "Meet your mentor and set your first goal together.",
      ],
      cta: {
        label: "Find a Mentor",
        href: "/wypit",
      },
    },
    courses: {
      meta: {
        title: "Music Courses | WYP MUSIC",
        description: "Short, hands-on courses in production, songwriting, performance and the business of music.",
      },
      lede: "Learn the craft and the business one skill at a time, by making music, not by sitting through lectures.",
      offersHeading: "What You'll Learn",
      offers: [
        "Beat-making and production",
        "Songwriting and performance",
        "Recording, mixing and mastering basics",
        "Releasing music and understanding the business behind it",
      ],
      whoItsFor: "Anyone who wants to make music, from total beginners to artists filling in the gaps.",
      steps: [
        "Start free and pick the Music track.",
        "Choose a course that matches where you are.",
        "Finish each lesson with something you made.",
      ],
      cta: {
        label: "Start Learning",
        href: "/wypit",
      },
    },
  },
} as const satisfies TrackSubpages<"music", TrackName<"music">>;
