import type { TextDocument } from "~/content/types";

/** A plain-language document (privacy, terms): title, intro and sections of paragraphs. */
export function TextDocumentView({ document }: { document: TextDocument }) {
  return (
    <article className="container-site grid max-w-3xl gap-10 py-section">
      <header className="grid gap-5">
        <h1 className="text-hero uppercase">{document.title}</h1>
        <p className="text-xl text-paper/90">{document.intro}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="grid gap-3 border-t border-line pt-8">
          <h2 className="text-2xl uppercase">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-paper/90">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
