import { Link } from "react-router";
import { EmailSignup } from "~/features/leads/shell/email-signup";
import { useLocale, useLocalePath } from "~/platform/use-locale";
import { footer as footerText, taglines as taglinesText } from "~/platform/copy/site";
import { shellText } from "~/platform/copy/shell";
import { resolveHref } from "~/platform/content-overrides";
import { usePageContent } from "~/platform/use-page-content";

/** Footer on every page: tracks, programs, the email box, social links and the movement's lines. */
export function SiteFooter() {
  const locale = useLocale();
  const pathIn = useLocalePath();
  const footer = footerText[locale];
  const { overrides } = usePageContent();
  const taglines = taglinesText[locale];
  return (
    <footer className="border-t border-line bg-ink-2">
      <div className="container-site grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <p className="font-display text-3xl font-black">WYP</p>
          <p className="text-lg font-bold text-art">{taglines.characterIsCurrency}</p>
          <p className="text-muted">{taglines.youthFirst}</p>
        </div>
        {footer.groups.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="mb-3 text-lg uppercase">{group.heading}</h2>
            <ul className="grid gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={pathIn(link.href)} className="text-muted hover:text-paper hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="grid content-start gap-6">
          <EmailSignup source="footer" heading={footer.newsletter.heading} buttonLabel={footer.newsletter.buttonLabel} />
          <ul className="flex flex-wrap gap-3" aria-label={footer.social.heading}>
            {footer.social.links.map((link) => (
              <li key={link.href}>
                <a
                  href={resolveHref(link.href, overrides)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-pill border border-line px-3 py-2 text-sm font-bold hover:bg-paper hover:text-ink"
                >
                  {link.label}
                  <span className="sr-only">{shellText[locale].opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="container-site py-5 text-sm text-muted">{footer.copyright}</p>
      </div>
    </footer>
  );
}
