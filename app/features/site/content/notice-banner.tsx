// The team's notices at the top of a page ("No meet-up in December"), as published in the
// console, and, in staff's preview, a bar saying the page shows the unpublished draft.
import { Link } from "react-router";
import { shellText } from "~/platform/copy/shell";
import { ExternalAnchor } from "~/ui/page/action-button";
import { localePath } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { usePageContent } from "~/platform/use-page-content";

/** Staff read the preview bar (the console is in English). */
const previewText = {
  note: (what = "your draft") => `Preview of ${what}: visitors see it only once it is published.`,
  back: "Back to Site content",
};

export default function NoticeBanner() {
  const { notices, preview, previewing } = usePageContent();
  const locale = useLocale();
  return (
    <>
      {preview && (
        <p data-preview className="bg-paper px-4 py-2 text-center text-sm font-bold text-ink">
          {previewText.note(previewing)}{" "}
          <a href="/staff/content" className="underline">
            {previewText.back}
          </a>
        </p>
      )}
      {notices.length > 0 && (
        <section aria-label={shellText[locale].siteNoticesLabel} className="border-b-2 border-ink bg-core text-ink">
          <ul className="container-site grid gap-1 py-3 font-bold">
            {notices.map((notice) => (
              <li key={notice.id}>
                {notice.text}
                {notice.link && (
                  <>
                    {" "}
                    {notice.link.href.startsWith("/") ? (
                      <Link to={localePath(locale, notice.link.href)} className="underline underline-offset-4">
                        {notice.link.label}
                      </Link>
                    ) : (
                      <ExternalAnchor href={notice.link.href} className="underline underline-offset-4">
                        {notice.link.label}
                      </ExternalAnchor>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
