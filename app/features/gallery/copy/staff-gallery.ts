// The staff console's gallery pages (/staff/gallery): every word staff read there.
import type { NoticeText } from "~/platform/notify";
import type { UploadProblem } from "~/platform/media.server";

/** The age groups the public gallery filters by; a work is filed under one of them. */
export const galleryAgeGroups = ["9-12", "13-15", "16-19"] as const;

export const staffGalleryPage = {
  title: "Gallery",
  lede: "Every work in the public gallery, in its order. Hidden works stay here and are left out of the public pages.",
  addLabel: "Add a work",
  empty: "No works yet. Add the first one.",
  pagesLabel: "Pages of the list",
  firstPage: "First page",
  nextPage: "Next page",
  columns: { image: "Image", work: "Work", likes: "Likes", status: "Status", actions: "Actions" },
  shown: "Shown",
  hidden: "Hidden",
  viewOnSite: "View the gallery on the site",
  likes: (count: number) => `${count} ${count === 1 ? "like" : "likes"}`,
  untitled: "Untitled",
  noArtist: "No artist",
  noAgeGroup: "No age group",
  edit: "Edit",
  hide: "Hide",
  show: "Show",
  moveUp: "Move up",
  moveDown: "Move down",
  /** What a screen reader hears for each row's buttons: the work they act on. */
  actionFor: (action: string, title: string) => `${action}: ${title}`,
  dragHint: "Drag a work by its handle to move it, or use Move up and Move down.",
  dragHandle: (title: string) => `Drag to move ${title}`,
  moving: "Saving the new order...",
} as const;

export const artworkForm = {
  fields: {
    image: { label: "Photo of the work", hint: "JPEG, PNG or WebP from a phone or a computer, up to 15 MB." },
    title: { label: "Title" },
    artist: { label: "Artist", hint: 'First name and the initial of the last name, like "Maya R.".' },
    ageGroup: { label: "Age group", placeholder: "Choose an age group" },
    description: { label: "Description" },
    fit: {
      legend: "How the photo fills the square",
      hint: "The site shows every work as a square.",
      choices: { crop: "Crop to the square", contain: "Fit the whole photo, with a background" },
      focusX: { label: "Keep in view: left to right", valueText: (percent: number) => `${percent}% from the left` },
      focusY: { label: "Keep in view: top to bottom", valueText: (percent: number) => `${percent}% from the top` },
      preview: "Preview of the square the site will show",
      previewHint: "Tap or click the part of the photo to keep in view, or use the sliders.",
      noPreview: "This browser cannot show this kind of photo, so there is no preview.",
    },
  },
  errors: {
    imageMissing: "Choose a photo of the work.",
    titleMissing: "Give the work a title.",
    titleTooLong: "Keep the title under 120 characters.",
    artistShape: 'Write the first name and the initial of the last name, like "Maya R." (the dot may be left out): never a full name.',
    ageGroup: "Choose one of the age groups.",
    descriptionTooLong: "Keep the description under 500 characters.",
    fit: "Choose how the photo fills the square.",
    focus: "Set the part to keep in view with the slider: a whole number from 0 to 100.",
  },
  upload: {
    title: "Add a work",
    lede: "The photo is resized for the site and everything else in the file (camera, place, time) is removed before anyone sees it.",
    submit: "Upload",
    saveHidden: "Save it hidden: not on the site until you show it",
    uploading: "Uploading...",
    progressLabel: "Upload progress",
    failedTitle: "Upload failed",
    failed: "The upload did not finish. Check the connection and try again.",
  },
  edit: {
    pageTitle: "Edit a work",
    title: (title: string) => `Edit ${title}`,
    submit: "Save changes",
    back: "Back to the gallery",
  },
  remove: {
    heading: "Delete this work",
    explanation:
      "Deleting removes the work, its likes and its photo from the site for good. To keep it but take it off the public pages, hide it instead.",
    confirm: "Yes, delete this work for good",
    confirmMissing: "Tick the box to confirm.",
    submit: "Delete",
  },
} as const;

/** Why an upload was refused, in words for staff. */
export const uploadProblems: Record<UploadProblem, string> = {
  "too-large": "The file is larger than 15 MB. Send a smaller photo (most phones can share a smaller size).",
  "not-an-image": "This file is not a photo we can read. Choose a JPEG, PNG or WebP image.",
  unsupported: "This kind of image is not supported. Choose a JPEG, PNG or WebP image.",
  heic: 'This is a HEIC photo, which the site cannot read. On an iPhone, choose Settings > Camera > Formats > "Most Compatible" (JPEG), or share the photo as JPEG, and upload it again.',
  "too-many-pixels": "The photo has more than 50 million pixels, or far more than its file size suggests. Send a smaller version.",
  busy: "Other photos are being processed right now. Wait a minute, then upload it again.",
};

/** What a change ended with, shown at the top of the gallery list after it. */
export const staffGalleryNotices = {
  uploaded: { title: "Work added", description: "It is live in the public gallery now." },
  saved: { title: "Changes saved", description: "Open gallery pages show them now." },
  hidden: { title: "Work hidden", description: "It is no longer on the public pages. Show it to bring it back." },
  shown: { title: "Work shown", description: "It is back on the public pages." },
  moved: { title: "Order saved", description: "The public gallery follows the new order." },
  unmoved: { title: "Not moved", description: "The work is already at that end of the gallery." },
  deleted: { title: "Work deleted", description: "The work, its likes and its photo are gone from the site." },
} as const satisfies Record<string, NoticeText>;

export type StaffGalleryNotice = keyof typeof staffGalleryNotices;
