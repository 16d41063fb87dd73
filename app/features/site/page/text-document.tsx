import type * as React from "react";
import type { Translation } from "~/platform/translation";
import type { TextDocument } from "~/platform/copy-types";
import { usePageContent } from "~/platform/use-page-content";

/**
 * A plain-language document (privacy, terms): title, effective date, intro and sections of
 * paragraphs. The routes hand in the words and date around it: this block is loaded on every page,
 * and should not bring the legal copy or the date formatting with it.
 */
export function TextDocumentView({
  document,
  effective,
}: {
  document: Translation<TextDocument>;
  effective: { label: string; date: string };
}) {
  // The address staff published in place of the code's (the texts name the code's).
  const published = usePageContent().overrides.contactEmail;
  const link = (text: string) => withEmailLinks(text, document.contactEmail, published ?? document.contactEmail);
  return (
    <article className="container-site grid max-w-3xl gap-10 py-section">
      <header className="grid gap-5">
        <h1 className="text-hero uppercase">{document.title}</h1>
        <p className="font-bold uppercase tracking-wide text-muted">
          {effective.label} <time dateTime={document.effective}>{effective.date}</time>
        </p>
        <p className="text-xl text-paper/90">{link(document.intro)}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="grid gap-3 border-t border-line pt-8">
          <h2 className="text-2xl uppercase">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-paper/90">
              {link(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** The paragraph with each mention of the contact address (`written`) as a link to the one `shown`. */
function withEmailLinks(text: string, written: string, email: string): React.ReactNode {
  const parts = text.split(written);
  if (parts.length === 1) return text;
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <a key={i} href={`mailto:${email}`} className="font-semibold text-art underline [overflow-wrap:anywhere]">
            {email}
          </a>,
          part,
        ],
  );
}
