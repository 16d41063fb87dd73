// /staff/content: the site's links, contact address, figures, testimonials and notices, changed by
// staff. Each section saves into one shared draft; "Preview" opens any public page with the draft;
// "Publish" makes it live on every page within seconds (the pages are rendered again in the
// server, no rebuild); every published version is kept and can be restored. Editors and owners.
import { data, Form, Link, useNavigation } from "react-router";
import { defaultLinks, externalLinkKeys } from "~/features/site/copy/links";
import { site } from "~/features/site/copy/site.en";
import { figurePages } from "~/features/site/content/figure-registry";
import { externalLinks } from "~/features/site/content/link-registry";
import { DEFAULT_CONTACT_EMAIL, type ContentOverrides, type ContentSection } from "~/features/site/content/overrides";
import {
  type Fields,
  figureDefaults,
  figureKeys,
  isoToNewYorkInput,
  type Parsed,
  parseContact,
  parseFigures,
  parseLinks,
  parseNotices,
  parseTestimonials,
} from "~/features/site/content/content-form";
import { contentLimits, isContentSection } from "~/features/site/content/schema";
import {
  changedSections,
  discardDraft,
  listVersions,
  publishDraft,
  readDraft,
  readPublished,
  refreshPublished,
  restoreVersion,
  saveDraftSection,
} from "~/features/site/content/store.server";
import { testimonials as codeTestimonials } from "~/features/site/copy/the-core";
import { PageNotice } from "~/features/site/page/page-notice";
import { recordAudit } from "~/features/staff/audit-log.server";
import { staffContext } from "~/features/staff/auth.server";
import { ConsoleTable } from "~/features/staff/components/console-table";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime } from "~/features/staff/console-time";
import { allPagePaths } from "~/pages";
import { getDb } from "~/platform/db.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";
import type { Route } from "./+types/content";

const sectionNames: Record<ContentSection, string> = {
  links: "Links",
  contactEmail: "Contact",
  figures: "Figures",
  testimonials: "Testimonials",
  notices: "Notices",
};

/** The code's testimonials, as staff edit them, when none were published. */
const defaultTestimonials = codeTestimonials.en.map((quote, index) => ({
  name: quote.name,
  role: { en: `${quote.age}, ${quote.borough}`, es: `${codeTestimonials.es[index].age}, ${codeTestimonials.es[index].borough}` },
  quote: { en: quote.quote, es: codeTestimonials.es[index].quote },
  shown: true,
}));

export async function loader() {
  const db = getDb();
  const [draft, live, versions] = await Promise.all([readDraft(db), readPublished(db), listVersions(db)]);
  const editing = draft?.overrides ?? live.overrides;
  return {
    editing,
    draft: draft && {
      updatedAt: formatStaffTime(draft.updatedAt),
      updatedBy: draft.updatedBy,
      changed: changedSections(live.overrides, draft.overrides).map((section) => sectionNames[section]),
    },
    liveId: live.id,
    // What a release no longer has (a removed figure, a notice on a removed page): kept in the
    // history, ignored by the pages and left out of the draft.
    unused: [...new Set([...live.unused, ...(draft?.unused ?? [])])],
    versions: versions.map((version) => ({
      id: version.id,
      publishedAt: formatStaffTime(version.publishedAt),
      publishedBy: version.publishedBy ?? "Someone",
      restored: Boolean(version.restoredFrom),
      sections: version.sections.map((section) => sectionNames[section]),
    })),
  };
}

type ActionResult = { notice?: string; error?: string; section?: ContentSection; errors?: Record<string, string[]>; posted?: Fields };

const parsers: Record<ContentSection, (fields: Fields) => Parsed<ContentOverrides[ContentSection]>> = {
  links: parseLinks,
  contactEmail: (fields) => parseContact(fields, DEFAULT_CONTACT_EMAIL),
  figures: parseFigures,
  testimonials: parseTestimonials,
  notices: (fields) => parseNotices(fields, () => crypto.randomUUID().slice(0, 8)),
};

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  // The figures alone are 88 fields; a notice's pages are a multiple select.
  const posted = await readPostedFields(request, { maxFields: 600, lists: (name) => /^n\.\d+\.pages$/.test(name) });
  if ("error" in posted) return data<ActionResult>({ error: posted.error }, { status: 400 });
  const fields = posted.fields;
  const db = getDb();
  const intent = typeof fields.intent === "string" ? fields.intent : "";
  const [verb, section] = intent.split(":");

  if ((verb === "save" || verb === "reset") && isContentSection(section)) {
    const parsed = verb === "reset" ? ({ ok: true, value: undefined } as const) : parsers[section](fields);
    if (!parsed.ok)
      return data<ActionResult>(
        {
          error: `${sectionNames[section]}: nothing was saved. Correct the fields marked below.`,
          section,
          errors: parsed.errors,
          posted: fields,
        },
        { status: 400 },
      );
    await saveDraftSection(db, section, parsed.value, staff.email);
    await recordAudit(db, { actor: staff, action: "content-draft", target: "draft", detail: { section, reset: verb === "reset" } });
    return data<ActionResult>({
      notice: `${sectionNames[section]} saved in the draft${verb === "reset" ? " as the code has them" : ""}. Preview it, then publish to put it on the site.`,
    });
  }
  if (intent === "publish") {
    const published = await publishDraft(db, staff.email);
    if (!published) return data<ActionResult>({ error: "There is no draft to publish." }, { status: 409 });
    await recordAudit(db, {
      actor: staff,
      action: "content-publish",
      target: published.id,
      detail: { changes: published.changed.length, sections: published.changed },
    });
    // This instance at once; the others within their next poll.
    await refreshPublished(db);
    return data<ActionResult>({ notice: "Published. Every page shows it within a few seconds." });
  }
  if (intent === "discard") {
    if (!(await discardDraft(db))) return data<ActionResult>({ error: "There is no draft to discard." }, { status: 409 });
    await recordAudit(db, { actor: staff, action: "content-discard", target: "draft" });
    return data<ActionResult>({ notice: "Draft discarded. The console shows what is live." });
  }
  if (intent === "restore" && typeof fields.version === "string") {
    const restored = await restoreVersion(db, fields.version, staff.email);
    if (!restored) return data<ActionResult>({ error: "That version no longer exists." }, { status: 404 });
    await recordAudit(db, { actor: staff, action: "content-restore", target: restored.id, detail: { from: fields.version } });
    await refreshPublished(db);
    return data<ActionResult>({ notice: "Restored and published. Every page shows it within a few seconds." });
  }
  return data<ActionResult>({ error: "Unknown action." }, { status: 400 });
}

export const headers = consoleHeaders;
export const meta = consoleMeta("Site content");

const previewPages = allPagePaths;
export const CONTENT_PREVIEW_PATH = "/staff/content/preview";

export default function SiteContent({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, draft, versions, liveId, unused } = loaderData;
  const result: ActionResult | undefined = actionData;
  const busy = useNavigation().state === "submitting";
  // After a refused save, the section shows what was typed; otherwise the draft (or what is live).
  const posted = (section: ContentSection) => (result?.section === section ? result.posted : undefined);
  const errorsOf = (section: ContentSection) => (result?.section === section ? (result.errors ?? {}) : {});
  const value = (section: ContentSection, name: string, fallback: string) => {
    const typed = posted(section)?.[name];
    return typeof typed === "string" ? typed : fallback;
  };
  const saveButton = (section: ContentSection) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" name="intent" value={`save:${section}`} size="sm" disabled={busy}>
        Save {sectionNames[section].toLowerCase()} in the draft
      </Button>
      <Button type="submit" name="intent" value={`reset:${section}`} variant="outline" size="sm" disabled={busy} formNoValidate>
        Use the code&apos;s {sectionNames[section].toLowerCase()}
      </Button>
    </div>
  );

  return (
    <section className="grid gap-8" aria-labelledby="content-title">
      <div className="grid gap-1">
        <h1 id="content-title" className="text-3xl font-bold uppercase">
          Site content
        </h1>
        <p className="max-w-prose text-muted">
          Links, the contact address, figures, testimonials and notices the public pages show, in English and Spanish. Changes go into a
          draft; preview any page with it, then publish: every page shows it within a few seconds, no rebuild. A CDN in front may keep an
          old page for up to a minute.
        </p>
      </div>
      {result?.notice && <PageNotice tone="success" notice={{ title: result.notice }} />}
      {result?.error && <PageNotice tone="error" notice={{ title: result.error }} />}
      {unused.length > 0 && (
        <p data-unused className="max-w-prose text-sm text-muted">
          Saved or published but no longer used by the site (a release removed them or their rules changed), so the pages ignore them:{" "}
          {unused.join(", ")}.
        </p>
      )}

      <section aria-labelledby="draft-title" className="grid gap-3 rounded-card border-2 border-core p-4">
        <h2 id="draft-title" className="text-xl font-bold uppercase">
          Draft
        </h2>
        {draft ? (
          <p data-draft-status>
            Saved {draft.updatedAt}
            {draft.updatedBy && ` by ${draft.updatedBy}`}.{" "}
            {draft.changed.length ? `Not yet on the site: ${draft.changed.join(", ")}.` : "It is the same as what is live."}
          </p>
        ) : (
          <p data-draft-status>No draft: what you see below is live. Saving a section starts a draft.</p>
        )}
        <Form method="get" action={CONTENT_PREVIEW_PATH} target="_blank" className="flex flex-wrap items-end gap-3" reloadDocument>
          <label className="grid gap-1.5 font-bold">
            Page to preview
            <select name="page" className="min-h-11 rounded-lg border-2 border-line bg-ink px-3 text-paper" defaultValue="/">
              {previewPages
                .flatMap((path) => [path, path === "/" ? "/es" : `/es${path}`])
                .map((path) => (
                  <option key={path} value={path}>
                    {path}
                  </option>
                ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            Preview<span className="sr-only"> (opens in a new tab)</span>
          </Button>
        </Form>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <Button type="submit" name="intent" value="publish" disabled={busy || !draft}>
              Publish
            </Button>
          </Form>
          <Form method="post">
            <Button type="submit" name="intent" value="discard" variant="outline" disabled={busy || !draft}>
              Discard the draft
            </Button>
          </Form>
        </div>
      </section>

      <EditSection id="links" title="Links">
        <p className="max-w-prose text-sm text-muted">
          Full addresses starting with https://. The site never opens them itself: use &quot;Open this link&quot; to check one.
        </p>
        <Form method="post" className="grid gap-5" noValidate>
          {externalLinkKeys.map((key) => {
            const current = value("links", `link.${key}`, editing.links?.[key] ?? defaultLinks[key]);
            return (
              <div key={key} className="grid gap-1">
                <TextField
                  label={externalLinks[key].description}
                  name={`link.${key}`}
                  type="url"
                  inputMode="url"
                  hint={`Shows on: ${externalLinks[key].shownOn}.`}
                  defaultValue={current}
                  maxLength={contentLimits.url}
                  errors={errorsOf("links")[`link.${key}`]}
                />
                <a href={current} target="_blank" rel="noopener noreferrer" className="justify-self-start text-sm font-bold underline">
                  Open this link<span className="sr-only">: {externalLinks[key].description} (opens in a new tab)</span>
                </a>
              </div>
            );
          })}
          {saveButton("links")}
        </Form>
      </EditSection>

      <EditSection id="contact" title="Contact">
        <Form method="post" className="grid max-w-xl gap-4" noValidate>
          <TextField
            label="Contact email"
            name="contactEmail"
            type="email"
            hint="Shown in the privacy notice, the terms and the Weekly Drop's confirmation, where people ask for their data to be deleted."
            defaultValue={value("contactEmail", "contactEmail", editing.contactEmail ?? site.contactEmail)}
            errors={errorsOf("contactEmail").contactEmail}
          />
          {saveButton("contactEmail")}
        </Form>
      </EditSection>

      <EditSection id="figures" title="Figures">
        <p className="max-w-prose text-sm text-muted">
          Each claim with its value (at most {contentLimits.figureValue} characters, like 500+ or 4.9/5) and its label, in both languages.
        </p>
        <Form method="post" className="grid gap-4" noValidate>
          {figureKeys.map((key) => {
            const figure = editing.figures?.[key] ?? figureDefaults[key];
            const errors = errorsOf("figures");
            return (
              <fieldset key={key} className="grid gap-3 rounded-card border-2 border-line p-4 sm:grid-cols-2">
                <legend className="px-1 font-bold">
                  {figureDefaults[key].en.label} <span className="font-normal text-muted">(on {figurePages[key].join(", ")})</span>
                </legend>
                {(["en", "es"] as const).map((locale) => (
                  <div key={locale} className="grid gap-2">
                    <TextField
                      label={`${locale === "en" ? "English" : "Spanish"} value`}
                      name={`figure.${key}.${locale}.value`}
                      defaultValue={value("figures", `figure.${key}.${locale}.value`, figure[locale].value)}
                      maxLength={contentLimits.figureValue}
                      errors={errors[`figure.${key}.${locale}.value`]}
                    />
                    <TextField
                      label={`${locale === "en" ? "English" : "Spanish"} label`}
                      name={`figure.${key}.${locale}.label`}
                      defaultValue={value("figures", `figure.${key}.${locale}.label`, figure[locale].label)}
                      maxLength={contentLimits.figureLabel}
                      errors={errors[`figure.${key}.${locale}.label`]}
                    />
                  </div>
                ))}
              </fieldset>
            );
          })}
          {saveButton("figures")}
        </Form>
      </EditSection>

      <TestimonialsSection
        rows={editing.testimonials ?? defaultTestimonials}
        value={(name, fallback) => value("testimonials", name, fallback)}
        errors={errorsOf("testimonials")}
        refused={result?.section === "testimonials"}
        saveButton={saveButton("testimonials")}
      />

      <NoticesSection
        rows={editing.notices ?? []}
        value={(name, fallback) => value("notices", name, fallback)}
        posted={posted("notices")}
        errors={errorsOf("notices")}
        saveButton={saveButton("notices")}
      />

      <EditSection id="history" title="History">
        {versions.length === 0 ? (
          <p className="text-muted">Nothing published yet: the site shows the code&apos;s content.</p>
        ) : (
          <ConsoleTable caption="Published versions, newest first" columns={["Published", "By", "Changed", ""]} className="min-w-[36rem]">
            {versions.map((version) => (
              <tr key={version.id} className="border-b border-line align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{version.publishedAt}</td>
                <td className="py-2 pr-4 break-words">{version.publishedBy}</td>
                <td className="py-2 pr-4">
                  {version.restored && "Restored: "}
                  {version.sections.join(", ") || "Nothing"}
                </td>
                <td className="py-2 pr-4">
                  {version.id === liveId ? (
                    <span className="font-bold">Live</span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="version" value={version.id} />
                      <Button type="submit" name="intent" value="restore" variant="outline" size="sm" disabled={busy}>
                        Restore<span className="sr-only"> the version of {version.publishedAt}</span>
                      </Button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </EditSection>
    </section>
  );
}

type RowValue = (name: string, fallback: string) => string;

function TestimonialsSection({
  rows,
  value,
  errors,
  refused,
  saveButton,
}: {
  rows: readonly { name: string; role: { en: string; es: string }; quote: { en: string; es: string }; shown: boolean }[];
  value: RowValue;
  errors: Record<string, string[]>;
  refused: boolean;
  saveButton: React.ReactNode;
}) {
  const fieldState = { value, errors };
  // One empty row at the end for a new testimonial.
  const slots = [...rows, { name: "", role: { en: "", es: "" }, quote: { en: "", es: "" }, shown: true }];
  return (
    <EditSection id="testimonials" title="Testimonials">
      <p className="max-w-prose text-sm text-muted">
        On THE CORE, in the order of their numbers. A first name and an initial only, with the person&apos;s consent (and a parent&apos;s,
        for a minor). Fill the last one to add a testimonial.
      </p>
      <Form method="post" className="grid gap-4" noValidate>
        {slots.map((row, index) => {
          const name = (field: string) => `t.${index}.${field}`;
          const isNew = index === rows.length;
          return (
            <fieldset key={index} className="grid gap-3 rounded-card border-2 border-line p-4 sm:grid-cols-2">
              <legend className="px-1 font-bold">{isNew ? "New testimonial" : `Testimonial ${index + 1}: ${row.name}`}</legend>
              <RowField name={name("name")} label="First name and initial" fallback={row.name} max={contentLimits.name} {...fieldState} />
              <TextField
                label="Order"
                name={name("order")}
                type="number"
                min={1}
                defaultValue={value(name("order"), String(index + 1))}
                className="max-w-28"
              />
              <BilingualRowFields
                name={name("role")}
                labels={["Who they are, in English (like 15, Harlem)", "Who they are, in Spanish (like 15 años, Harlem)"]}
                fallback={row.role}
                max={contentLimits.role}
                {...fieldState}
              />
              <BilingualRowFields
                name={name("quote")}
                labels={["Quote in English", "Quote in Spanish"]}
                fallback={row.quote}
                max={contentLimits.quote}
                area
                {...fieldState}
              />
              <Tick name={name("shown")} label="Shown on the site" defaultChecked={refused ? value(name("shown"), "") !== "" : row.shown} />
              {!isNew && <Tick name={name("remove")} label="Remove" />}
            </fieldset>
          );
        })}
        {errors.t && <p className="font-semibold text-danger">{errors.t.join(" ")}</p>}
        {saveButton}
      </Form>
    </EditSection>
  );
}

function NoticesSection({
  rows,
  value,
  posted,
  errors,
  saveButton,
}: {
  rows: readonly {
    id: string;
    text: { en: string; es: string };
    link: { href: string; label: { en: string; es: string } } | null;
    pages: string[];
    starts: string | null;
    ends: string | null;
  }[];
  value: RowValue;
  posted: Fields | undefined;
  errors: Record<string, string[]>;
  saveButton: React.ReactNode;
}) {
  const fieldState = { value, errors };
  const slots = [...rows, { id: "", text: { en: "", es: "" }, link: null, pages: [], starts: null, ends: null }];
  return (
    <EditSection id="notices" title="Notices">
      <p className="max-w-prose text-sm text-muted">
        A banner at the top of the pages, like &quot;No meet-up in December&quot;. With a start and an end (New York time) it appears and
        leaves by itself, with no one signed in. No pages chosen: every page.
      </p>
      <Form method="post" className="grid gap-4" noValidate>
        {slots.map((row, index) => {
          const name = (field: string) => `n.${index}.${field}`;
          const isNew = index === rows.length;
          const postedPages = posted?.[name("pages")];
          const pages = postedPages === undefined ? row.pages : Array.isArray(postedPages) ? postedPages : [postedPages];
          return (
            <fieldset key={index} className="grid gap-3 rounded-card border-2 border-line p-4 sm:grid-cols-2">
              <legend className="px-1 font-bold">{isNew ? "New notice" : `Notice ${index + 1}`}</legend>
              <input type="hidden" name={name("id")} value={row.id} />
              <BilingualRowFields
                name={name("text")}
                labels={["Notice in English", "Notice in Spanish"]}
                fallback={row.text}
                max={contentLimits.notice}
                area
                {...fieldState}
              />
              <RowField
                name={name("href")}
                label="Link (optional): https:// address or a page like /the-core"
                fallback={row.link?.href ?? ""}
                {...fieldState}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <BilingualRowFields
                  name={name("label")}
                  labels={["Link text in English", "Link text in Spanish"]}
                  fallback={row.link?.label ?? { en: "", es: "" }}
                  max={contentLimits.linkLabel}
                  {...fieldState}
                />
              </div>
              <RowField
                name={name("starts")}
                label="Starts (New York time, optional)"
                type="datetime-local"
                fallback={isoToNewYorkInput(row.starts)}
                {...fieldState}
              />
              <RowField
                name={name("ends")}
                label="Ends (New York time, optional)"
                type="datetime-local"
                fallback={isoToNewYorkInput(row.ends)}
                {...fieldState}
              />
              <label className="grid gap-1.5 font-bold sm:col-span-2">
                Pages (none chosen: every page; hold Ctrl or ⌘ to choose several)
                <select
                  name={name("pages")}
                  multiple
                  defaultValue={pages}
                  className="min-h-32 rounded-lg border-2 border-line bg-ink px-3 py-2 text-paper"
                >
                  {allPagePaths.map((path) => (
                    <option key={path} value={path}>
                      {path}
                    </option>
                  ))}
                </select>
                {errors[name("pages")] && <span className="text-sm font-semibold text-danger">{errors[name("pages")].join(" ")}</span>}
              </label>
              {!isNew && <Tick name={name("remove")} label="Remove" />}
            </fieldset>
          );
        })}
        {saveButton}
      </Form>
      <p className="text-sm text-muted">
        <Link to="/staff/audit" className="underline">
          Every save, publish and restore is in the audit log.
        </Link>
      </p>
    </EditSection>
  );
}

type FieldState = { value: RowValue; errors: Record<string, string[]> };

/** One field of a list row ("t.0.name"): what was typed after a refusal, else `fallback`, and its error. */
function RowField({
  name,
  label,
  fallback,
  max,
  area,
  type,
  value,
  errors,
}: FieldState & { name: string; label: string; fallback: string; max?: number; area?: boolean; type?: string }) {
  const props = { label, name, defaultValue: value(name, fallback), maxLength: max, errors: errors[name] };
  return area ? <TextAreaField {...props} /> : <TextField {...props} type={type} />;
}

/** A text in both languages: "t.0.quote.en" and "t.0.quote.es". */
function BilingualRowFields({
  name,
  labels,
  fallback,
  ...field
}: FieldState & { name: string; labels: readonly [string, string]; fallback: { en: string; es: string }; max?: number; area?: boolean }) {
  return (
    <>
      <RowField name={`${name}.en`} label={labels[0]} fallback={fallback.en} {...field} />
      <RowField name={`${name}.es`} label={labels[1]} fallback={fallback.es} {...field} />
    </>
  );
}

/** A section of the page, named by its heading. */
function EditSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A tick box with its label beside it. */
function Tick({ name, label, defaultChecked }: { name: string; label: string; defaultChecked?: boolean }) {
  return (
    <label className="flex items-center gap-3 font-semibold">
      <input type="checkbox" name={name} value="yes" defaultChecked={defaultChecked} className="size-5 accent-core" />
      {label}
    </label>
  );
}
